import type { sets as en } from '../en/sets';

export const sets: Record<keyof typeof en, string> = {
  'sets.label': 'Juego de fichas',
  'sets.doubleSix': 'Doble seis: {count, plural, one {# ficha} other {# fichas}}',
  'sets.doubleNine': 'Doble nueve: {count, plural, one {# ficha} other {# fichas}}',
  'sets.doubleTwelve': 'Doble doce: {count, plural, one {# ficha} other {# fichas}}',
};
