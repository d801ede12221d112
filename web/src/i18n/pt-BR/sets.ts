import type { sets as en } from '../en/sets';

export const sets: Record<keyof typeof en, string> = {
  'sets.label': 'Jogo de peças',
  'sets.doubleSix': 'Duplo seis: {count, plural, one {# peça} other {# peças}}',
  'sets.doubleNine': 'Duplo nove: {count, plural, one {# peça} other {# peças}}',
  'sets.doubleTwelve': 'Duplo doze: {count, plural, one {# peça} other {# peças}}',
};
