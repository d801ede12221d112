/**
 * The end of a hand spelled out: the pips left, the subtraction, the rounding, the doubling.
 * Words only: the numbers are the server's (`award`, `deltas`, `scores`); when the words' sum
 * would not come to the server's award (a rule this text does not know), only the award is said.
 */
import type { Rules, Table } from '../api/client';
import { says, seatName, sideName } from '../ui/names';

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
      ? `${seatName(table.seats[h.out ?? 0], table.you)} went out.`
      : 'Nobody could play: the hand is blocked, and the fewest pips win it.',
  );
  lines.push(
    `Pips left: ${h.pips.map((p, seat) => `${seatName(table.seats[seat], table.you)} ${p}`).join(', ')}.`,
  );
  if (sideCount < h.pips.length)
    lines.push(`By team: ${sidePips.map((p, side) => `${name(side)} ${p}`).join(', ')}.`);

  if (h.winner === null) {
    lines.push('Tied for the fewest pips: nobody scores.');
    return lines;
  }
  const w = h.winner;
  if (r.scoring === 'fivesAndThrees') {
    // Fives and Threes counts no pips at the end: a go, or a won block, is 1 point.
    lines.push(
      h.reason === 'domino'
        ? `${says(name(w), 'score', 'scores')} 1 point for going out (“a go”).`
        : `${name(w)} had the fewest pips: 1 point.`,
    );
    return lines;
  }
  const others = sidePips.filter((_, s) => s !== w);
  const own = sidePips[w];
  let raw: number;
  let how: string;
  if (h.reason === 'domino') {
    raw = sum(others);
    how = `${says(name(w), 'score', 'scores')} the others' pips: ${added(others)}.`;
  } else {
    const total = sum(others);
    switch (r.blockedScoring) {
      case 'othersMinusOwn':
        raw = total - own;
        how = `${name(w)} had the fewest (${own}): the others' ${added(others)}, minus ${own}, makes ${raw}.`;
        break;
      case 'othersTotal':
        raw = total;
        how = `${name(w)} had the fewest (${own}) and scores the others' pips: ${added(others)}.`;
        break;
      case 'eachOpponentMinusOwn':
        raw = total - own * others.length;
        how = `${name(w)} had the fewest (${own}): each opponent's pips minus ${own}, ${others.map((p) => `${p} − ${own}`).join(' + ')} = ${raw}.`;
        break;
      case 'allHands':
        raw = total + own;
        how = `${name(w)} had the fewest and scores every hand's pips: ${added([...others, own])}.`;
        break;
    }
  }
  let award = raw;
  const steps = [how];
  if (r.roundToFive) {
    const rounded = 5 * Math.floor((award + 2) / 5);
    steps.push(`Rounded to the nearest five: ${award} → ${rounded}.`);
    award = rounded;
  } else if (r.roundToThree) {
    const rounded = 3 * Math.floor((award + 1) / 3);
    steps.push(`Rounded to the nearest three: ${award} → ${rounded}.`);
    award = rounded;
  }
  if (h.doubled) {
    steps.push(
      `Doubled, for going out with a double or a tile that fitted two ends: ${award} × 2 = ${award * 2}.`,
    );
    award *= 2;
  }
  if (award === h.award) lines.push(...steps);
  else lines.push(`${says(name(w), 'score', 'scores')} ${h.award}.`);
  if (r.losersLosePips)
    lines.push(
      `Everyone else loses their own pips: ${sidePips
        .map((p, s) => (s === w ? null : `${name(s)} −${p}`))
        .filter(Boolean)
        .join(', ')}.`,
    );
  if (h.points.some((p) => p > 0))
    lines.push(`Scored during play (fives): ${h.points.map((p, s) => `${name(s)} ${p}`).join(', ')}.`);
  lines.push(
    `Scores: ${h.scores.map((s, side) => `${name(side)} ${s}`).join(', ')} (playing to ${r.target}).`,
  );
  return lines;
}
