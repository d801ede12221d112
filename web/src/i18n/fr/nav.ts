import type { nav as en } from '../en/nav';

export const nav: Record<keyof typeof en, string> = {
  'nav.skip': 'Aller au jeu',
  'nav.brand': 'Dominos',
  'nav.menu': 'Menu',
  'nav.screens': 'Écrans',
  'nav.play': 'Jouer',
  'nav.friends': 'Entre amis',
  'nav.watch': 'Regarder',
  'nav.myTables': 'Mes tables',
  'nav.leaderboards': 'Classements',
  'nav.events': 'Tournois',
  'nav.devices': 'Appareils',
  'nav.notifications': 'Notifications',
  'nav.backToStart': 'Retour à l’accueil',
  'nav.busy': 'Le serveur est occupé : nouvel essai dans {seconds} s…',
  'nav.signInEnded': 'Votre connexion avec {provider} a pris fin',
  'nav.deviceSignedOut': 'Cet appareil est déconnecté',
  'nav.staysWithAccount':
    'Vos tables restent sur votre compte : reconnectez-vous pour reprendre là où vous en étiez.',
  'nav.staysWithPlayer':
    'Vos tables restent à votre joueur sur les appareils encore connectés. Reconnectez-vous avec un code de l’un d’eux, ou repartez de zéro avec un nouveau joueur.',
  'nav.signInAgainWith': 'Se reconnecter avec {provider}',
  'nav.otherWays': 'Autres façons de se connecter',
  'nav.signInWithCode': 'Se connecter avec un code',
  'nav.startFresh': 'Repartir de zéro',
  'nav.screenNotLoaded': 'Cet écran ne s’est pas chargé ({problem}) : rechargez la page.',
  'nav.noSuchPage': 'Page introuvable',
  'nav.nothingAt': 'Il n’y a rien à l’adresse',
  'nav.startGame': 'Commencer une partie',
  'nav.titleSuffix': '{title} · Dominos',
};
