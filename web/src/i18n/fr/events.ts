import type { events as en } from '../en/events';

export const events: Record<keyof typeof en, string> = {
  'events.tableEvent': '{name} · ronde {round}',
  'events.myMatches': 'Vos parties',
  'events.myMatch':
    'Ronde {round} : {result, select, bye {exempt} win {gagné contre {opponent}} loss {perdu contre {opponent}} forfeitWin {gagné contre {opponent} par forfait} forfeitLoss {perdu contre {opponent} par forfait} other {en jeu contre {opponent}}}',
  'events.openTable': 'Table',
  'events.reviewHands': 'Analyse',
  'events.roundHidden': 'de la ronde {round}',
  'events.reviewHint':
    'Analyse ouvre l’analyse experte de la première donne de la partie ; la table liste chaque donne à analyser.',
  'events.noShow': 'Absent',
  'events.remove': 'Retirer',
  'events.removeConfirm':
    'Retirer {name} du tournoi ? Sa partie inachevée est gagnée par forfait par son adversaire, et il n’est plus apparié.',
  'events.game':
    '{game, select, draw2 {Pioche, deux joueurs} block2 {Blocage, deux joueurs} allFives2 {Tous les cinq, deux joueurs} partnership {Partenaires, équipes de deux} draw4 {Pioche, poules de quatre} block4 {Blocage, poules de quatre} allFives4 {Tous les cinq, poules de quatre} other {{game}}}',
  'events.joinTeam': 'Rejoindre l’équipe de {name}',
  'events.newTeam': 'Inscrire une nouvelle équipe',
  'events.teamHint':
    'Un tournoi en partenaires se joue par équipes de deux : inscrivez une équipe, puis votre partenaire la rejoint.',
  'events.poolHint': 'Quatre par table, chacun pour soi : le départ demande un multiple de quatre joueurs.',
  'events.partner': '{name} et {partner}',
  'events.openPlace': '{name} (cherche un partenaire)',
};
