import type { sets as en } from '../en/sets';

export const sets: Record<keyof typeof en, string> = {
  'sets.label': 'Jeu de dominos',
  'sets.doubleSix': 'Double-six : {count, plural, one {# domino} other {# dominos}}',
  'sets.doubleNine': 'Double-neuf : {count, plural, one {# domino} other {# dominos}}',
  'sets.doubleTwelve': 'Double-douze : {count, plural, one {# domino} other {# dominos}}',
};
