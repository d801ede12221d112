import type { review as en } from '../en/review';

export const review: Record<keyof typeof en, string> = {
  'review.outOfTime': ' (temps écoulé)',
  'review.played':
    '{who, select, you {Vous avez posé} other {{name} a posé}} {move}{points, plural, =0 {} other {, et marque #}}',
  'review.drew':
    '{who, select, you {Vous avez pioché} other {{name} a pioché}} {what}{chosen, select, yes { par choix} other {}}',
  'review.passed': '{who, select, you {Vous avez boudé} other {{name} a boudé}}',
  'review.passedNo': ' (pas de {numbers})',
};
