import type { howto as en } from '../en/howto';

export const howto: Record<keyof typeof en, string> = {
  'howto.title': 'Comment jouer',
  'howto.games': 'Jeux',
  'howto.tiles': 'dominos : {tiles}',
  'howto.lead':
    'Tous les jeux, sauf le Train mexicain, se jouent avec un jeu double-six, ou double-neuf ou double-douze pour des manches plus longues, à deux, trois ou quatre joueurs qui posent un domino à tour de rôle sur une même chaîne. Au Train mexicain, de deux à huit joueurs construisent chacun leur propre train. Choisissez un jeu pour en lire les règles.',
  'howto.footer': '<play>Y jouer contre l’ordinateur</play> · <others>Autres jeux</others>',
  'howto.otherGames': 'Autres jeux',
  'howto.card': '<game>{name}</game> : {about}',
  'howto.unknown.title': 'Ce jeu n’existe pas',
  'howto.unknown.text': 'Il n’y a pas de jeu appelé <code>{game}</code> ici. <games>Voir les jeux</games>.',

  'howto.h.tiles': 'Les dominos',
  'howto.h.line': 'La chaîne',
  'howto.h.turn': 'À vous de jouer',
  'howto.h.sets': 'Les grands jeux',
  'howto.h.deal': 'La distribution',
  'howto.h.cannotPlay': 'Rien à poser ?',
  'howto.h.handEnd': 'La fin de la manche',
  'howto.h.winning': 'Qui gagne',
  'howto.h.handEndWinning': 'La fin de la manche et qui gagne',
  'howto.h.spinner': 'Le spinner',
  'howto.h.count': 'Le compte',
  'howto.h.spinnerCount': 'Le spinner et le compte',
  'howto.h.teams': 'Les équipes',
  'howto.h.setDeal': 'Le jeu et la distribution',
  'howto.h.rounds': 'Les manches',
  'howto.h.trains': 'Les trains',
  'howto.h.doubles': 'Les doubles',
  'howto.h.roundEnd': 'La fin de la manche et qui gagne',
  'howto.h.options': 'Variantes',

  'howto.common.tiles':
    'Un jeu double-six : 28 dominos, chacun avec deux moitiés de 0 à 6 points. Un domino se nomme par ses deux nombres, le plus petit d’abord : 2-5. Un double porte le même nombre sur ses deux moitiés : 4-4. Les points d’un domino sont la somme de ses deux nombres : le double-six, 6-6, vaut 12, le double blanc, 0-0, ne vaut rien.',
  'howto.common.tilesCaption': 'Le 2-5, le double 4-4, le 0-6 et le 6-6, le domino le plus lourd.',
  'howto.common.line':
    'Le premier domino commence la chaîne. Ensuite, chaque domino se pose à l’un des deux bouts, en le touchant par le même nombre : son autre nombre devient le nouveau bout. Les doubles se posent en travers. Quand un domino va aux deux bouts, vous choisissez le bout : la table affiche un bouton sur chacun.',
  'howto.common.lineCaption':
    'La chaîne 3-5, puis le 5-6 sur le 5, puis le 6-6 en travers sur le 6 : les bouts montrent 3 et 6.',
  'howto.common.turn':
    'Vos dominos jouables sont soulevés et cerclés d’or ; les autres sont grisés. Si vous pouvez jouer, vous devez jouer. Choisissez un domino (cliquez dessus, ou allez-y avec Tab et appuyez sur Entrée) ; s’il va à deux bouts, choisissez le bout.',
  'howto.common.sets':
    'Une table peut aussi s’ouvrir avec un jeu double-neuf (55 dominos, de 0 à 9 points par moitié) ou double-douze (91 dominos, de 0 à 12) : des manches plus longues, des comptes plus gros. Chacun reçoit dix dominos au double-neuf et douze au double-douze, quel que soit le nombre de joueurs ; ce qui n’est pas distribué forme la pioche, ou est mis de côté sans être vu dans les jeux sans pioche. Le domino le plus lourd devient alors le 9-9 (18 points) ou le 12-12 (24).',
  'howto.common.setsCaption':
    'Le 9-9, le plus gros double du double-neuf ; le 7-12 et le 12-12, seulement au double-douze.',

  'howto.draw.name': 'Domino à la pioche',
  'howto.draw.title': 'Comment jouer au domino à la pioche',
  'howto.draw.about': 'Rien à poser ? Piochez jusqu’à pouvoir jouer.',
  'howto.draw.lead': 'Le classique : si vous ne pouvez pas jouer, vous piochez jusqu’à pouvoir le faire.',
  'howto.draw.deal':
    'Sept dominos chacun à deux ou trois joueurs, six à quatre. Les autres restent face cachée : c’est la pioche, affichée à côté de la chaîne avec le nombre de dominos qui y restent. Qui commence la première manche est tiré au sort ; ensuite, c’est le gagnant de la manche précédente.',
  'howto.draw.cannotPlay':
    'Vous piochez (le bouton Piocher un domino), un domino à la fois, jusqu’à ce que l’un d’eux aille ; vous le posez alors. Vous ne boudez que lorsque la pioche est vide, et la table boude pour vous.',
  'howto.draw.handEnd':
    'La manche se termine quand quelqu’un pose son dernier domino (fait domino) ou quand plus personne ne peut jouer (la partie est bloquée). Faire domino rapporte les points restés dans les mains de tous les autres. Une manche bloquée revient au joueur qui a le moins de points, et il marque les points des autres moins les siens ; en cas d’égalité pour le moins de points, personne ne marque.',
  'howto.draw.handEndCaption': 'Ana fait domino ; il reste le 1-2 et le 0-4 à Ben : Ana marque 3 + 4 = 7.',
  'howto.draw.winning':
    'La partie se joue en 100 points à deux joueurs, en 61 à trois ou quatre : après la manche où quelqu’un les atteint, le meilleur score gagne. En cas d’égalité à la première place, on joue une manche de plus.',

  'howto.block.name': 'Domino sans pioche',
  'howto.block.title': 'Comment jouer au domino sans pioche',
  'howto.block.about': 'Rien à poser ? Vous boudez. Pas de pioche.',
  'howto.block.lead': 'Le domino à la pioche, sans la pioche : si vous ne pouvez pas jouer, vous boudez.',
  'howto.block.deal':
    'Sept dominos chacun à deux joueurs, cinq à trois ou quatre. Les dominos non distribués sont mis de côté, face cachée, et ne servent jamais.',
  'howto.block.cannotPlay':
    'Vous boudez, et la table l’indique à côté de votre place. Observer qui boude, et sur quels nombres, vous apprend ce que chacun n’a pas en main.',
  'howto.block.handEnd':
    'Comme au domino à la pioche : faire domino rapporte les points de tous les autres ; une manche bloquée revient à celui qui a le moins de points, qui marque les points des autres moins les siens. La partie se joue en 100 points à deux joueurs, en 61 à trois ou quatre.',

  'howto.allFives.name': 'Tous les cinq',
  'howto.allFives.title': 'Comment jouer à Tous les cinq',
  'howto.allFives.about':
    'Marquez en cours de jeu quand les bouts font un multiple de cinq. Le premier double est le spinner.',
  'howto.allFives.lead': 'On marque en cours de jeu : faites que les bouts totalisent un multiple de cinq.',
  'howto.allFives.deal':
    'Sept dominos chacun à deux joueurs, cinq à trois ou quatre ; le reste forme la pioche, où l’on pioche comme au domino à la pioche.',
  'howto.allFives.spinner':
    'Le premier double posé est le spinner. Les dominos vont d’abord sur ses deux grands côtés ; une fois les deux occupés, ses deux petits côtés s’ouvrent aussi, et la chaîne part dans quatre directions. Les doubles suivants se posent en travers mais n’ouvrent rien.',
  'howto.allFives.count':
    'Après chaque domino, additionnez les nombres des bouts ouverts : un double en bout compte ses deux moitiés, et le spinner compte les deux tant qu’un de ses grands côtés reste libre. Quand le compte est un multiple de cinq (5, 10, 15 et ainsi de suite), celui qui a posé le domino le marque aussitôt : les points montent de la chaîne.',
  'howto.allFives.count1':
    'On commence par le 5-5 : c’est le spinner, le compte est de 10, et celui qui commence marque 10.',
  'howto.allFives.count2': 'Le 3-5 sur un grand côté : 10 + 3 = 13, rien à marquer.',
  'howto.allFives.count3':
    'Le 0-5 sur l’autre grand côté : 3 + 0 = 3 (les deux grands côtés sont pris, le spinner ne compte plus).',
  'howto.allFives.count4': 'Le 2-5 sur un petit côté : 3 + 0 + 2 = 5, et il marque 5.',
  'howto.allFives.handEnd':
    'Faire domino rapporte les points de tous les autres, arrondis au multiple de cinq le plus proche (13 donne 15, 12 donne 10). Une manche bloquée revient à celui qui a le moins de points, qui marque le total des autres, arrondi de même. Les points marqués en cours de jeu restent acquis. La partie se joue en 150 points.',

  'howto.allThrees.name': 'Tous les trois',
  'howto.allThrees.title': 'Comment jouer à Tous les trois',
  'howto.allThrees.about':
    'Tous les cinq avec des trois : marquez quand les bouts font un multiple de trois.',
  'howto.allThrees.lead':
    'Tous les cinq avec des trois : faites que les bouts totalisent un multiple de trois.',
  'howto.allThrees.deal':
    'Sept dominos chacun à deux joueurs, cinq à trois ou quatre ; le reste forme la pioche, où l’on pioche comme au domino à la pioche. À quatre, on peut jouer en deux équipes, les partenaires face à face.',
  'howto.allThrees.count':
    'Comme à Tous les cinq : le premier double est le spinner, et après chaque domino on additionne les nombres des bouts ouverts. Quand le compte est un multiple de trois (3, 6, 9 et ainsi de suite), celui qui a posé le domino le marque.',
  'howto.allThrees.count1': 'On commence par le 3-3 : le compte est de 6, et celui qui commence marque 6.',
  'howto.allThrees.count2': 'Le 3-6 sur un grand côté : 6 + 6 = 12, et il marque 12.',
  'howto.allThrees.handEnd':
    'Faire domino rapporte les points de tous les autres, arrondis au multiple de trois le plus proche (28 donne 27) ; une manche bloquée revient à celui qui a le moins de points, qui marque le total des autres, arrondi de même. La partie se joue en 150 points.',

  'howto.fivesAndThrees.name': 'Cinq et trois',
  'howto.fivesAndThrees.title': 'Comment jouer à Cinq et trois',
  'howto.fivesAndThrees.about':
    'Le jeu des pubs : un point pour chaque cinq et chaque trois dans le compte des bouts. 15 donne 8.',
  'howto.fivesAndThrees.lead':
    'Le jeu des pubs britanniques : un point pour chaque cinq et chaque trois dans le compte.',
  'howto.fivesAndThrees.deal':
    'Sept dominos chacun à deux joueurs, cinq à trois ou quatre ; le reste forme la pioche, où l’on pioche comme au domino à la pioche. Pas de spinner : la chaîne a deux bouts. À quatre, on peut jouer en deux équipes, les partenaires face à face.',
  'howto.fivesAndThrees.block':
    'Cinq et trois se joue aussi sans pioche : une table de domino sans pioche ouverte avec ce compte distribue comme le domino sans pioche, personne ne pioche, et le compte et les points sont ceux d’ici.',
  'howto.fivesAndThrees.count':
    'Après chaque domino, additionnez les deux bouts (un double en bout compte ses deux moitiés). Vous marquez un point pour chaque fois que 5 va dans le compte et un pour chaque fois que 3 y va : 6 donne 2, 10 donne 2, 12 donne 4, et 15 donne 8 (trois fois cinq et cinq fois trois).',
  'howto.fivesAndThrees.count1': 'On commence par le 5-5 : le compte est de 10, deux fois cinq : 2 points.',
  'howto.fivesAndThrees.count2': 'Le 3-5 d’un côté : 3 + 10 = 13, rien à marquer.',
  'howto.fivesAndThrees.count3': 'Le 2-3 sur le 3 : 2 + 10 = 12, quatre fois trois : 4 points.',
  'howto.fivesAndThrees.handEnd':
    'Faire domino rapporte 1 point ; une manche bloquée donne 1 point à celui qui a le moins de points en main, aucun en cas d’égalité. Les dominos restants ne sont pas comptés. La partie se joue en 61 points.',

  'howto.partnership.name': 'Par équipes',
  'howto.partnership.title': 'Comment jouer par équipes',
  'howto.partnership.about':
    'Quatre joueurs en deux équipes : vous et votre vis-à-vis contre les deux autres.',
  'howto.partnership.lead':
    'Quatre joueurs en deux équipes : vous et le joueur d’en face contre les deux autres.',
  'howto.partnership.teams':
    'Votre partenaire est assis en face de vous ; la table appelle votre équipe « Nous » et l’autre « Eux », chacune de sa couleur, et tient un score par équipe. On joue vers la gauche : vous jouez donc entre vos deux adversaires.',
  'howto.partnership.deal':
    'Sept dominos chacun : les 28 sont distribués, personne ne pioche. La première manche est commencée par celui qui a le double-six, que la table pose pour lui ; ensuite, c’est le gagnant de la manche précédente qui commence.',
  'howto.partnership.dealCaption': 'Le 6-6 ouvre la première manche.',
  'howto.partnership.bigger':
    'Au double-neuf, le jeu cubain, chacun reçoit dix dominos : quarante sont distribués et les quinze autres mis de côté sans être vus. La première manche est alors commencée par celui qui a le plus gros double distribué (le 9-9, sinon le 8-8, et ainsi de suite). Au double-douze, c’est douze dominos chacun, et l’on commence de même.',
  'howto.partnership.cannotPlay':
    'Vous boudez. Votre partenaire pourra peut-être jouer ce que vous ne pouvez pas : regardez les bouts qu’il vous laisse.',
  'howto.partnership.handEnd':
    'Faire domino rapporte les points restés dans les mains de l’équipe adverse (ceux de votre partenaire ne comptent jamais contre vous). Une manche bloquée revient à l’équipe qui a le moins de points, qui marque le total de l’autre ; une égalité ne rapporte rien. La première équipe à 100 points gagne.',

  'howto.mexicanTrain.name': 'Train mexicain',
  'howto.mexicanTrain.title': 'Comment jouer au Train mexicain',
  'howto.mexicanTrain.about':
    'De deux à huit joueurs, chacun construit son train depuis le centre, plus un train pour tous. Le plus petit total gagne.',
  'howto.mexicanTrain.lead':
    'Chaque joueur construit son propre train à partir du centre, et un train de plus, le train mexicain, est à tout le monde. Débarrassez-vous de vos dominos : après la dernière manche, le plus petit total gagne.',
  'howto.mexicanTrain.deal':
    'Un jeu double-douze (91 dominos), ou double-neuf (55 dominos) pour une partie plus courte ; de deux à huit joueurs. De deux à quatre joueurs, chacun reçoit 15 dominos, à cinq ou six 12, à sept ou huit 10 (au double-neuf : 10, 8 et 6). Le reste forme la pioche.',
  'howto.mexicanTrain.rounds':
    'Une partie compte 13 manches au double-douze, 10 au double-neuf. Chaque manche part d’un double posé au centre, le double de départ : le 12-12 à la première manche, le 11-11 à la deuxième, et ainsi de suite jusqu’au 0-0. Il est retiré avant la distribution. Le premier tour passe d’un joueur à l’autre : le premier joueur commence la manche un, le deuxième la manche deux, et ainsi de suite.',
  'howto.mexicanTrain.trains':
    'Chaque joueur a son train, qui part du centre avec un domino portant le nombre du double de départ ; ensuite, chaque domino se pose sur le nombre au bout de ce train. Le train mexicain n’est à personne : n’importe qui peut le commencer, à tout moment, même avant son propre train.',
  'howto.mexicanTrain.trainsCaption':
    'Manche un : le double de départ 12-12 ; un train part avec le 5-12, son 12 contre le double, puis le 3-5 se pose sur son 5.',
  'howto.mexicanTrain.turn':
    'Posez un domino : sur votre propre train, sur le train mexicain ou sur le train d’un autre joueur qui porte un marqueur. Rien à poser ? Vous piochez un domino, tant que la pioche en a : s’il va, vous le posez aussitôt ; sinon, vous boudez et un marqueur se pose sur votre train, où tout le monde peut alors jouer. Rejouer sur votre propre train retire votre marqueur.',
  'howto.mexicanTrain.doubles':
    'Posez un double (autre que le double de départ) et vous devez le couvrir : vous rejouez, sur ce double. Si vous ne pouvez pas, vous piochez un domino et couvrez avec s’il va ; sinon, vous boudez et votre train reçoit un marqueur. Tant qu’un double reste découvert, le seul coup de chacun est sur ce double, quel que soit son train ; qui ne peut pas pioche un domino et le pose là s’il va, sinon boude et reçoit un marqueur.',
  'howto.mexicanTrain.roundEnd':
    'Une manche se termine quand quelqu’un pose son dernier domino (même un double resté découvert), ou quand elle est bloquée : la pioche est vide et personne ne peut jouer. Chacun ajoute à son total les points restés dans sa main : faire domino n’ajoute donc rien. Après la dernière manche, celle du 0-0, le plus petit total gagne ; les totaux égaux partagent la place.',
  'howto.mexicanTrain.options':
    'Une table peut aussi s’ouvrir avec un long premier tour : à votre premier tour de chaque manche, vous pouvez poser plusieurs dominos d’affilée sur votre propre train, et vous arrêter quand vous le voulez. Ou avec le double blanc à 50 : le 0-0 resté en main à la fin d’une manche compte 50, et non 0.',
};
