import type { review as en } from '../en/review';

export const review: Record<keyof typeof en, string> = {
  'review.outOfTime': ' (sem tempo)',
  'review.played':
    '{who, select, you {Você jogou} other {{name} jogou}} {move}{points, plural, =0 {} other {, marcando #}}',
  'review.drew':
    '{who, select, you {Você comprou} other {{name} comprou}} {what}{chosen, select, yes { por escolha} other {}}',
  'review.passed': '{who, select, you {Você passou} other {{name} passou}}',
  'review.passedNo': ' (sem {numbers})',
};
