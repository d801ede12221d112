/**
 * How likely a deal on a bigger set is given the other seats' choices (likelihood.ts on tile words):
 * each choice a softmax over the tiles the seat could play then, scored by pips and doubles.
 *
 * A seat's options at a choice are the tiles of its hand in the deal plus those it played since,
 * that show a number open then; the choices of a seat that drew since are not used (the deal
 * cannot place its drawn tiles in time). Forced plays and the lead say nothing and are skipped.
 */
import { emptyLine, openNumbers, place } from '../../engine/line';
import type { Rules } from '../../engine/rules';
import { HIGH, LOW, MAX_NUMBER, PIPS, parseTile, type Tile } from '../../engine/tiles';
import type { SeatView } from '../../engine/view';
import { MAX_WORDS, WIDE_SUIT, wordsFor } from '../../engine/words';
import type { ChoiceModel } from './likelihood';

export interface WideChoice {
  seat: number;
  /** The model's score of the tile played. */
  played: number;
  /** Words of every tile that fitted an open end then. */
  fit: number[];
  /** The scores of the tiles the seat played from then on that fitted (the tile played included). */
  since: number[];
}

const scoreOf = (t: Tile, m: ChoiceModel) => PIPS[t] + (LOW[t] === HIGH[t] ? m.double : 0);

/** The other seats' choices that say something, in the view's history. */
export function wideChoicesOf(view: SeatView, m: ChoiceModel): WideChoice[] {
  const r: Rules = view.rules;
  const me = view.seat!;
  const W = wordsFor(r.set ?? 6);
  const line = emptyLine();
  const found: { seat: number; tile: Tile; open: number; at: number }[] = [];
  view.history.forEach((e, at) => {
    if (e.type !== 'play') return;
    const t = parseTile(e.tile)!;
    if (e.seat !== me && line.v.length > 0 && !e.forced)
      found.push({ seat: e.seat, tile: t, open: openNumbers(line), at });
    place(line, t, e.end, r.spinner);
  });
  const out: WideChoice[] = [];
  for (const c of found) {
    const later = view.history.slice(c.at);
    if (later.some((e) => e.type === 'draw' && e.seat === c.seat)) continue;
    const fit = new Array<number>(W).fill(0);
    for (let v = 0; v <= MAX_NUMBER; v++)
      if (c.open & (1 << v)) for (let w = 0; w < W; w++) fit[w] |= WIDE_SUIT[v * MAX_WORDS + w];
    const since: number[] = [];
    for (const e of later)
      if (e.type === 'play' && e.seat === c.seat) {
        const t = parseTile(e.tile)!;
        if ((c.open & ((1 << LOW[t]) | (1 << HIGH[t]))) !== 0) since.push(scoreOf(t, m));
      }
    out.push({ seat: c.seat, played: scoreOf(c.tile, m), fit, since });
  }
  return out;
}

/** log P(the choices | the deal's hands), up to a constant; `hands` as the engine's words. */
export function wideLogLikelihood(
  choices: readonly WideChoice[],
  hands: readonly number[],
  W: number,
  m: ChoiceModel,
): number {
  let sum = 0;
  for (const c of choices) {
    let z = 0;
    for (const s of c.since) z += Math.exp(m.beta * (s - c.played));
    for (let w = 0; w < W; w++)
      for (let o = hands[c.seat * W + w] & c.fit[w]; o !== 0; o &= o - 1)
        z += Math.exp(m.beta * (scoreOf(31 - Math.clz32(o & -o) + 32 * w, m) - c.played));
    // z >= 1: the tile played is among the options (in `since`).
    sum -= Math.log(z);
  }
  return sum;
}
