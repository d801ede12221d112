import type { review as en } from '../en/review';

export const review: Record<keyof typeof en, string> = {
  'review.outOfTime': ' (sin tiempo)',
  'review.played':
    '{who, select, you {Jugaste} other {{name} jugó}} {move}{points, plural, =0 {} other {, y suma #}}',
  'review.drew':
    '{who, select, you {Robaste} other {{name} robó}} {what}{chosen, select, yes { por elección} other {}}',
  'review.passed': '{who, select, you {Pasaste} other {{name} pasó}}',
  'review.passedNo': ' (sin {numbers})',
};
