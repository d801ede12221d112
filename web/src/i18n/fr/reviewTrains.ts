import type { reviewTrains as en } from '../en/reviewTrains';

export const reviewTrains: Record<keyof typeof en, string> = {
  'reviewTrains.title': 'Analyse de la manche {n}',
  'reviewTrains.engine': 'Train mexicain · double de départ {tile}',
  'reviewTrains.wentOut':
    '{who, select, you {Vous avez posé votre dernier domino} other {{name} a posé son dernier domino}}.',
  'reviewTrains.blocked': 'Partie bloquée : personne ne pouvait jouer et la pioche était vide.',
  'reviewTrains.trainsBefore': 'Les trains avant le premier coup',
  'reviewTrains.trainsAfter': 'Les trains après le coup {n}',
  'reviewTrains.trainOf': 'Train de {name}',
  'reviewTrains.mexican': 'Train mexicain',
  'reviewTrains.onTrainOf': 'le train de {name}',
  'reviewTrains.onMexican': 'le train mexicain',
  'reviewTrains.yourTrain': 'Votre train',
  'reviewTrains.onYourTrain': 'votre train',
  'reviewTrains.marker': 'marqueur',
  'reviewTrains.empty': 'encore aucun domino',
  'reviewTrains.yourTiles': 'Vos dominos',
  'reviewTrains.noTiles': 'plus aucun',
  'reviewTrains.played': '{who, select, you {Vous avez joué} other {{name} a joué}} {tile} sur {train}',
  'reviewTrains.stopped':
    '{who, select, you {Vous avez arrêté} other {{name} a arrêté}} la série du premier tour',
  'reviewTrains.drewTile': '{who, select, you {Vous avez pioché} other {{name} a pioché}} {tile}',
  'reviewTrains.drewOne': '{who, select, you {Vous avez pioché} other {{name} a pioché}} un domino',
  'reviewTrains.passed':
    '{who, select, you {Vous ne pouviez pas jouer : un marqueur sur votre train} other {{name} ne pouvait pas jouer : un marqueur sur son train}}',
  'reviewTrains.stopMove': 'arrêter la série',
  'reviewTrains.moveOn': '{tile} sur {train}',
  'reviewTrains.everyMove': 'Tous les coups de la manche',
  'reviewTrains.weighedLabel': 'Chaque choix pesé',
  'reviewTrains.weighedCaption': 'Chaque choix, tel que l’expert l’a pesé',
  'reviewTrains.move': 'Coup',
  'reviewTrains.lowest': 'Chances du plus petit total',
  'reviewTrains.adds': 'Points ajoutés',
  'reviewTrains.margin': 'Marge',
  'reviewTrains.better': 'Mieux : {move}.',
  'reviewTrains.gaveAway':
    '{who, select, you {Vous avez cédé} other {{name} a cédé}} {chance} des chances du plus petit total de la manche et {points} de marge.',
  'reviewTrains.pips': '{count, plural, one {# point} other {# points}}',
  'reviewTrains.lowestLost': 'Chances du plus petit total perdues',
  'reviewTrains.marginLost': 'Marge perdue',
  'reviewTrains.added': 'Ajouté',
  'reviewTrains.budget':
    'Chaque choix est pesé sur au moins {worlds} donnes des dominos que son joueur ne voyait pas, chacune jouée jusqu’à la fin de la manche.',
  'reviewTrains.reviewARound': 'Revoir une manche',
  'reviewTrains.roundN': 'Manche {n}',
};
