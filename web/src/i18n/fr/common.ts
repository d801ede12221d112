import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'common.language': 'Langue',
  'common.somethingWrong': 'Une erreur est survenue',
  'common.tiles': '{count, plural, one {# domino} other {# dominos}}',
};
