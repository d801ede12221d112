import type { common as en } from '../en/common';

export const common: Record<keyof typeof en, string> = {
  'common.language': 'Idioma',
  'common.somethingWrong': 'Algo deu errado',
  'common.tiles': '{count, plural, one {# pedra} other {# pedras}}',
};
