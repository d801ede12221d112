/**
 * The end of a hand spelled out: the pips left, the subtraction, the rounding, the doubling.
 * Words only: the numbers are the server's (`award`, `deltas`, `scores`); when the words' sum
 * would not come to the server's award (a rule this text does not know), only the award is said.
 */
import type { Rules, Table } from '../api/client';
import { t } from '../i18n';
import { seatName, seatSubject, sideName, sideSubject } from '../ui/names';

export interface HandOutcome {
  reason: 'domino' | 'blocked';
  out: number | null;
  winner: number | null;
  award: number;
  doubled: boolean;
  deltas: number[];
  points: number[];
  hands: string[][];
  pips: number[];
  scores: number[];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** "3 + 4 = 7", or "7" alone: a sum of one number is no sum to show. */
const added = (xs: number[]) => (xs.length > 1 ? `${xs.join(' + ')} = ${sum(xs)}` : String(sum(xs)));

export function scoringLines(table: Table, h: HandOutcome): string[] {
  const r: Rules = table.rules;
  const sides = table.view?.sides ?? table.seats.map((s) => s.seat);
  const sideCount = Math.max(...sides) + 1;
  const sidePips = Array.from({ length: sideCount }, (_, side) =>
    sum(h.pips.filter((_, seat) => sides[seat] === side)),
  );
  const name = (side: number) => sideName(table, side);
  const lines: string[] = [];

  lines.push(
    h.reason === 'domino'
      ? t('table.score.wentOut', seatSubject(table, h.out ?? 0))
      : t('table.score.blocked'),
  );
  const pipsLeft = h.pips.map((p, seat) => `${seatName(table.seats[seat], table.you)} ${p}`).join(', ');
  lines.push(t('table.score.pipsLeft', { list: pipsLeft }));
  if (sideCount < h.pips.length)
    lines.push(t('table.score.byTeam', { list: sidePips.map((p, side) => `${name(side)} ${p}`).join(', ') }));

  if (h.winner === null) {
    lines.push(t('table.score.tied'));
    return lines;
  }
  const w = h.winner;
  const winner = sideSubject(table, w);
  if (r.scoring === 'fivesAndThrees') {
    // Fives and Threes counts no pips at the end: a go, or a won block, is 1 point.
    lines.push(
      h.reason === 'domino' ? t('table.score.aGo', winner) : t('table.score.fewestOnePoint', winner),
    );
    return lines;
  }
  const others = sidePips.filter((_, s) => s !== w);
  const own = sidePips[w];
  let raw: number;
  let how: string;
  if (h.reason === 'domino') {
    raw = sum(others);
    how = t('table.score.othersPips', { ...winner, sum: added(others) });
  } else {
    const total = sum(others);
    switch (r.blockedScoring) {
      case 'othersMinusOwn':
        raw = total - own;
        how = t('table.score.othersMinusOwn', { ...winner, own, sum: added(others), raw });
        break;
      case 'othersTotal':
        raw = total;
        how = t('table.score.othersTotal', { ...winner, own, sum: added(others) });
        break;
      case 'eachOpponentMinusOwn':
        raw = total - own * others.length;
        how = t('table.score.eachOpponent', {
          ...winner,
          own,
          terms: others.map((p) => `${p} − ${own}`).join(' + '),
          raw,
        });
        break;
      case 'allHands':
        raw = total + own;
        how = t('table.score.allHands', { ...winner, sum: added([...others, own]) });
        break;
    }
  }
  let award = raw;
  const steps = [how];
  if (r.roundToFive) {
    const rounded = 5 * Math.floor((award + 2) / 5);
    steps.push(t('table.score.roundFive', { from: award, to: rounded }));
    award = rounded;
  } else if (r.roundToThree) {
    const rounded = 3 * Math.floor((award + 1) / 3);
    steps.push(t('table.score.roundThree', { from: award, to: rounded }));
    award = rounded;
  }
  if (h.doubled) {
    steps.push(t('table.score.doubled', { award, doubled: award * 2 }));
    award *= 2;
  }
  if (award === h.award) lines.push(...steps);
  else lines.push(t('table.score.scores', { ...winner, award: h.award }));
  if (r.losersLosePips) {
    const losses = sidePips.map((p, s) => (s === w ? null : `${name(s)} −${p}`)).filter(Boolean);
    lines.push(t('table.score.losersLose', { list: losses.join(', ') }));
  }
  if (h.points.some((p) => p > 0))
    lines.push(t('table.score.duringPlay', { list: h.points.map((p, s) => `${name(s)} ${p}`).join(', ') }));
  const totals = h.scores.map((s, side) => `${name(side)} ${s}`).join(', ');
  lines.push(t('table.score.totals', { list: totals, target: r.target }));
  return lines;
}
