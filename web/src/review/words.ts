/** A step of the hand in words: "You played 4-6 on the right end, showing 6", "Ben drew 2 tiles". */
import type { LinePlay } from '../../../shared/layout';
import type { Rules } from '../api/client';
import { formatList, t } from '../i18n';
import { moveWords, type Step } from './replay';

export function stepWords(
  step: Step,
  who: string,
  before: LinePlay[],
  spinner: Rules['spinner'],
  you = false,
): string {
  const late = 'timedOut' in step && step.timedOut ? t('review.outOfTime') : '';
  const subject = { who: you ? 'you' : 'one', name: who };
  if (step.type === 'play') {
    const move = moveWords({ type: 'play', tile: step.tile, end: step.end }, before, spinner);
    return `${t('review.played', { ...subject, move, points: step.points })}${late}`;
  }
  if (step.type === 'draw') {
    const what = step.tiles?.length ? step.tiles.join(', ') : t('common.tiles', { count: step.count });
    return `${t('review.drew', { ...subject, what, chosen: step.chosen ? 'yes' : 'no' })}${late}`;
  }
  const numbers = step.numbers.length
    ? t('review.passedNo', { numbers: formatList(step.numbers.map(String), 'disjunction') })
    : '';
  return `${t('review.passed', subject)}${numbers}`;
}
