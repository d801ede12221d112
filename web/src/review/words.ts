/** A step of the hand in words: "You played 4-6 on the right end, showing 6", "Ben drew 2 tiles". */
import type { LinePlay } from '../../../shared/layout';
import type { Rules } from '../api/client';
import { count } from '../ui/names';
import { moveWords, type Step } from './replay';

export function stepWords(step: Step, who: string, before: LinePlay[], spinner: Rules['spinner']): string {
  const late = 'timedOut' in step && step.timedOut ? ' (out of time)' : '';
  if (step.type === 'play') {
    const scored = step.points > 0 ? `, scoring ${step.points}` : '';
    return `${who} played ${moveWords({ type: 'play', tile: step.tile, end: step.end }, before, spinner)}${scored}${late}`;
  }
  if (step.type === 'draw') {
    const what = step.tiles?.length ? step.tiles.join(', ') : count(step.count, 'tile');
    return `${who} drew ${what}${step.chosen ? ' by choice' : ''}${late}`;
  }
  const numbers = step.numbers.length ? ` (no ${step.numbers.join(' or ')})` : '';
  return `${who} passed${numbers}`;
}
