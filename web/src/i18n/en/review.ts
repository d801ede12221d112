/** The hand's review: each step in words, the verdicts, the expert's moves, the accuracy. */
export const review = {
  'review.outOfTime': ' (out of time)',
  'review.played':
    '{who, select, you {You played} other {{name} played}} {move}{points, plural, =0 {} other {, scoring #}}',
  'review.drew':
    '{who, select, you {You drew} other {{name} drew}} {what}{chosen, select, yes { by choice} other {}}',
  'review.passed': '{who, select, you {You passed} other {{name} passed}}',
  'review.passedNo': ' (no {numbers})',
} as const;
