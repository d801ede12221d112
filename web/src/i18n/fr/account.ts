import type { account as en } from '../en/account';

export const account: Record<keyof typeof en, string> = {
  'account.days': '{count, plural, one {# jour} other {# jours}}',
  'account.vacation.title': 'Vacances',
  'account.vacation.noGames':
    'Pas encore de partie, donc rien à mettre en attente. <start>Commencez une partie</start>.',
  'account.vacation.awayUntil': 'Vous êtes absent jusqu’au {date}. Il vous reste {days} en réserve.',
  'account.vacation.left': 'Il vous reste {days} de vacances en réserve.',
  'account.vacation.how':
    'Aux tables par correspondance (plus de {hours} heure par coup), quand votre temps est écoulé, un jour de votre réserve (ou ce qu’il en reste) vous donne plus de temps au lieu de la défaite au temps. Vous recevez {perYear} jours par an, un peu chaque jour, jusqu’à {cap}, et chacun commence avec {start}. Les parties à quelques minutes par coup ne sont jamais suspendues.',
  'account.vacation.back': 'Je suis de retour',
  'account.vacation.backOn': 'De retour le',
  'account.vacation.goAway': 'M’absenter jusque-là',
  'account.vacation.spends':
    'S’absenter dépense d’un coup les jours jusqu’à votre retour ; revenir plus tôt vous rend les jours entiers non utilisés. Les autres joueurs de vos tables voient que vous êtes en vacances, et jusqu’à quand.',
  'account.profile.won': 'Gagnée',
  'account.profile.lost': 'Perdue',
  'account.profile.place': '{place, selectordinal, one {#er} other {#e}} sur {sides}',
  'account.profile.forfeited': '{place} (abandon)',
  'account.profile.ratings': 'Classements',
  'account.profile.ratingsPerPool': 'Classements par catégorie',
  'account.profile.pool': 'Catégorie',
  'account.profile.uncertainty': 'Incertitude',
  'account.profile.wonHead': 'Gagnées',
  'account.profile.provisional': ' (provisoire)',
  'account.profile.provisionalHint':
    'Un classement marqué « ? » est provisoire : le service n’en est pas encore sûr (incertitude σ de 6,5 ou plus), et il reste hors des classements jusqu’à ce qu’il se stabilise, après environ neuf parties à deux joueurs.',
  'account.profile.hands': 'Manches',
  'account.profile.handsPerPool': 'Manches par catégorie',
  'account.profile.dominoed': 'Domino',
  'account.profile.blocked': 'Bloquées',
  'account.profile.pointsAHand': 'Points par manche',
  'account.profile.handsHint':
    'Parmi les manches gagnées, celles « domino » l’ont été en posant son dernier domino (le joueur ou son partenaire), les bloquées quand personne ne pouvait jouer. Points par manche : ce que le camp du joueur a marqué par manche, en moyenne.',
  'account.profile.trainHandsHint':
    'Train mexicain : les points par manche sont ceux restés dans la main du joueur à chaque manche, en moyenne (moins c’est mieux) ; les manches gagnées n’y sont pas comptées.',
  'account.profile.allMatches': 'Toutes vos parties',
  'account.profile.allSummary': 'Classées ou non : {finished} terminées, {won} gagnées{percent}',
  'account.profile.inPlay': ' ; {n} en cours',
  'account.profile.recent': 'Parties classées récentes',
  'account.profile.noneFinished': 'Aucune partie classée terminée pour l’instant.',
  'account.profile.against': ' contre {names}',
  'account.profile.openTable': 'Ouvrir la table',
  'account.profile.ofDate': 'du {date}',
  'account.profile.hideMe': 'Me masquer des classements',
  'account.profile.shown':
    'Vous apparaissez dans les classements des catégories où votre classement s’est stabilisé.',
  'account.profile.notShown': 'Vous n’êtes dans aucun classement. Votre profil reste public.',
  'account.profile.noPlayer':
    'Vous n’avez pas encore de joueur sur cet appareil : <play>jouez une partie</play> pour en créer un, ou <code>connectez-vous avec un code</code>.',
  'account.profile.noSuch': 'Joueur introuvable',
  'account.profile.noSuchId': 'Aucun joueur n’a cet identifiant. <boards>Voir les classements</boards>.',
  'account.profile.nameYou': '{name} (vous)',
  'account.profile.notListed': 'Ce joueur n’apparaît pas dans les classements.',
  'account.profile.noRated':
    'Pas encore de partie classée : une table ouverte comme classée compte pour le classement de ses joueurs.',
  'account.push.refused':
    'Ce navigateur ne laisse pas ce site vous avertir : les notifications lui sont bloquées, ou le navigateur n’a pas de service de notifications ici (une fenêtre privée, par exemple). Autorisez les notifications de ce site dans les réglages du navigateur (l’icône près de l’adresse), puis réessayez.',
  'account.push.notTaken': 'Le service de notifications n’a pas accepté le test.',
  'account.push.notTakenWhy': 'Le service de notifications n’a pas accepté le test ({why}).',
  'account.push.sentThrough':
    'Envoyé par votre service de notifications : une notification de test devrait s’afficher sur cet appareil sous peu.',
  'account.push.testBody': 'Un test : cet appareil affiche vos notifications.',
  'account.push.sentNow': 'Envoyé : une notification de test devrait s’afficher sur cet appareil maintenant.',
  'account.push.thisDevice': 'Cet appareil',
  'account.push.unsupported': 'Ce navigateur ne peut pas afficher les notifications d’un site.',
  'account.push.notify': 'Avertir cet appareil',
  'account.push.turningOn': 'Activation… (le navigateur peut demander si ce site peut vous avertir)',
  'account.push.turningOff': 'Désactivation…',
  'account.push.checking': 'Vérification…',
  'account.push.on':
    'Cet appareil affiche une notification quand c’est à vous de jouer, et pour les autres événements de vos tables.',
  'account.push.disabled': 'Désactivé : {why}. Réactivez-le pour le réparer.',
  'account.push.everyFailed': 'toutes les tentatives ont échoué',
  'account.push.off': 'Désactivé : cet appareil n’est pas averti.',
  'account.push.sendTest': 'M’envoyer une notification de test',
  'account.signIn.signedInWith': 'Connecté avec {provider}',
  'account.signIn.withAccount': 'Se connecter avec un compte',
  'account.signIn.playsAs':
    'Cet appareil joue en tant que <b>{name}</b>, le joueur de votre compte {provider} : connectez-vous avec lui n’importe où pour retrouver vos tables.',
  'account.signIn.signOut': 'Déconnecter cet appareil de {provider}',
  'account.signIn.link':
    'Liez un compte à {name} (on vous le demande après la connexion) et connectez-vous avec lui sur n’importe quel appareil pour retrouver vos tables.',
  'account.signIn.playAsAccount':
    'Jouez en tant que le joueur de votre compte, avec ses tables, sur cet appareil.',
  'account.signIn.going': 'Redirection vers {provider}…',
  'account.signIn.with': 'Se connecter avec {provider}',
  'account.devices.useOther': 'Utiliser sur un autre appareil',
  'account.devices.getCode':
    'Obtenez un code ici et tapez-le sur l’autre appareil, sous « J’ai un code » : il joue alors en tant que vous, avec vos tables.',
  'account.devices.yourCode': 'Votre code :',
  'account.devices.worksOnce': 'Il sert une fois, jusqu’à {time}.',
  'account.devices.another': 'Obtenir un autre code',
  'account.devices.show': 'Afficher un code',
  'account.devices.haveCode': 'J’ai un code',
  'account.devices.madeOn':
    'Obtenu sur votre autre appareil, sous « Utiliser sur un autre appareil » : cet appareil joue alors en tant que vous, avec vos tables.',
  'account.devices.stops':
    'Il cesse de jouer en tant que <b>{name}</b> : si c’est le seul appareil de {name}, affichez d’abord un code ici et connectez-vous avec ailleurs, sinon les tables de {name} sont perdues.',
  'account.devices.codeLabel': 'Code de votre autre appareil',
  'account.devices.nameLabel': 'Nom de cet appareil',
  'account.devices.signingIn': 'Connexion…',
  'account.devices.signInCode': 'Se connecter avec le code',
  'account.devices.list': 'Appareils connectés',
  'account.devices.listHint':
    'Déconnectez un appareil perdu ou que vous n’utilisez plus : il cesse aussitôt de jouer en tant que vous.',
  'account.devices.thisOne': ' (cet appareil)',
  'account.devices.since': 'depuis le {date}',
  'account.devices.lastUsed': ', utilisé pour la dernière fois le {date}',
  'account.devices.signOutNamed': 'Déconnecter {name}',
  'account.devices.signOut': 'Déconnecter',
  'account.devices.expired': 'Le code a expiré.',
  'account.devices.added': '{name} est connecté en tant que vous.',
  'account.devices.removed': '{name} est déconnecté.',
  'account.devices.title': 'Vos appareils',
  'account.devices.titleNew': 'Se connecter sur cet appareil',
  'account.devices.lead':
    'Vous jouez déjà sur un autre appareil ? Connectez celui-ci avec un code de l’autre et retrouvez vos tables ici. Ou simplement <start>commencez à jouer</start> : pas besoin d’inscription.',
  'account.callback.signedInAs':
    'Vous vous êtes connecté avec {provider} en tant que <b>{account}</b>. Cet appareil joue en tant que <b>{player}</b>.',
  'account.callback.linkedElsewhere':
    'Ce compte a déjà son propre joueur. Jouez en tant que lui ici, ou continuez à jouer en tant que {player} sans le compte.',
  'account.callback.linkHint':
    'Liez le compte à {player} pour garder les tables de {player} et les retrouver partout où vous vous connectez avec {provider}.',
  'account.callback.linkTo': 'Lier à {player}',
  'account.callback.playAsAccount': 'Jouer en tant que le joueur du compte',
  'account.callback.keepPlaying': 'Continuer en tant que {player}',
  'account.callback.notSignedIn': 'Non connecté',
  'account.callback.linked': 'Compte lié',
  'account.callback.signingIn': 'Connexion',
  'account.callback.working': 'Connexion en cours…',
  'account.callback.linkedTo':
    'Votre compte {provider} est lié à {player} : connectez-vous avec lui sur n’importe quel appareil pour jouer en tant que {player}, avec vos tables.',
  'account.callback.goOn': 'Continuer',
  'account.callback.againWith':
    '<again>Reconnectez-vous</again> (avec {provider} ou un code), ou <play>jouez sans vous connecter</play>.',
  'account.callback.again': '<again>Reconnectez-vous</again>, ou <play>jouez sans vous connecter</play>.',
  'account.provider.answered': 'il a répondu {status}',
  'account.provider.unreachableWhy': '{provider} est injoignable ({why}) : réessayez plus tard',
  'account.provider.badDiscovery':
    'Le document de découverte de {provider} ne décrit pas un fournisseur que cette page peut utiliser',
  'account.provider.notStarted':
    'Cette connexion n’a pas été commencée sur cette page, ou est déjà terminée : recommencez-la',
  'account.provider.didNot': '{provider} ne vous a pas connecté ({why})',
  'account.provider.otherAnswer': 'La réponse de {provider} n’est pas pour cette connexion : recommencez-la',
  'account.provider.unreachable': '{provider} est injoignable : vérifiez la connexion et reconnectez-vous',
  'account.provider.refused': '{provider} a refusé la connexion ({why}) : reconnectez-vous',
  'account.provider.otherToken':
    'Le jeton d’identité de {provider} n’est pas pour cette connexion : reconnectez-vous',
};
