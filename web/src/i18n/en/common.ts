/** Words shared by every screen: the menu, the language menu, errors in general. */
export const common = {
  'common.language': 'Language',
  'common.somethingWrong': 'Something went wrong',
  'common.tiles': '{count, plural, one {# tile} other {# tiles}}',
} as const;
