import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'common.language': 'Idioma',
  'common.somethingWrong': 'Algo salió mal',
  'common.tiles': '{count, plural, one {# ficha} other {# fichas}}',
};
