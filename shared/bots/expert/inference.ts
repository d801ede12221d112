/**
 * What a seat can infer from the public history about the tiles it cannot see.
 *
 * Each opponent's hand is a set of slots, one per tile it holds; a slot carries the numbers the
 * tile in it cannot show. A pass proves the seat holds none of the numbers it passed on; an
 * automatic draw proves the same for the tiles it held then and for every drawn tile that did
 * not fit. A tile drawn later is unconstrained by earlier voids, so constraints attach to slots,
 * not to seats. With drawWhilePlayable a draw may be a choice, so it proves nothing.
 */
import { emptyLine, openNumbers, place } from '../../engine/line';
import { HIGH, LOW, parseTile } from '../../engine/tiles';
import type { SeatView } from '../../engine/view';

/** numbers(t) as a 7-bit mask. */
function numbersOnTile(t: number): number {
  return (1 << LOW[t]) | (1 << HIGH[t]);
}

export interface Inference {
  /** Per seat: for each tile it holds, the numbers that tile cannot show (7-bit masks). Own seat: []. */
  slots: number[][];
}

export function inferSlots(view: SeatView): Inference {
  const r = view.rules;
  const me = view.seat!;
  const line = emptyLine();
  // Each hand was dealt what it holds now, plus what it played, minus what it drew.
  const dealt = view.handCounts.slice();
  for (const e of view.history) {
    if (e.type === 'play') dealt[e.seat]++;
    else if (e.type === 'draw') dealt[e.seat] -= e.count;
  }
  const slots: number[][] = dealt.map((n, s) => (s === me ? [] : new Array<number>(n).fill(0)));
  const drawsProve = !r.drawWhilePlayable;
  // The seat whose last event was an automatic draw: its next play is the tile it drew.
  let justDrew = -1;
  for (const e of view.history) {
    const s = e.seat;
    if (e.type === 'play') {
      const t = parseTile(e.tile)!;
      if (s !== me) removeSlot(slots[s], t, justDrew === s);
      place(line, t, e.end, r.spinner);
      justDrew = -1;
    } else if (e.type === 'pass') {
      if (s !== me) {
        let m = 0;
        for (const v of e.numbers) m |= 1 << v;
        for (let i = 0; i < slots[s].length; i++) slots[s][i] |= m;
      }
      justDrew = -1;
    } else {
      if (s !== me) {
        const open = line.v.length > 0 ? openNumbers(line) : 0;
        const m = drawsProve ? open : 0;
        for (let i = 0; i < slots[s].length; i++) slots[s][i] |= m;
        for (let k = 0; k < e.count; k++) slots[s].push(m);
      }
      justDrew = s;
    }
  }
  // Should the bookkeeping disagree with the public counts (it should not), trust the counts.
  for (let s = 0; s < r.players; s++) {
    if (s === me) continue;
    const want = view.handCounts[s];
    if (slots[s].length !== want) slots[s] = new Array<number>(want).fill(0);
  }
  return { slots };
}

/**
 * A seat played tile t: drop the slot it came from. After an automatic draw it is the drawn tile
 * (the newest slot). Otherwise the most constrained slot that could hold t: keeping the looser
 * slots never claims more than the history proves.
 */
function removeSlot(slots: number[], t: number, fromDraw: boolean): void {
  if (slots.length === 0) return;
  if (fromDraw) {
    slots.pop();
    return;
  }
  const nums = numbersOnTile(t);
  let best = -1;
  let bestBits = -1;
  for (let i = 0; i < slots.length; i++) {
    if (slots[i] & nums) continue;
    const bits = popcount7(slots[i]);
    if (bits > bestBits) {
      best = i;
      bestBits = bits;
    }
  }
  // No compatible slot means an inference was wrong somewhere: drop the loosest one.
  if (best < 0) best = slots.indexOf(Math.min(...slots));
  slots.splice(best, 1);
}

function popcount7(m: number): number {
  let c = 0;
  for (; m; m &= m - 1) c++;
  return c;
}
