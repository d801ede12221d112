/** Words of the tile sets: the set menu of a new game (docs/rules.md#sets). */
export const sets = {
  'sets.label': 'Set',
  'sets.doubleSix': 'Double-six: {count, plural, one {# tile} other {# tiles}}',
  'sets.doubleNine': 'Double-nine: {count, plural, one {# tile} other {# tiles}}',
  'sets.doubleTwelve': 'Double-twelve: {count, plural, one {# tile} other {# tiles}}',
} as const;
