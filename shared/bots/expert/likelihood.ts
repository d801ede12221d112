/**
 * How likely a dealt world is given the choices the other seats made: a world in which a seat
 * held a heavy tile it could have played, and played a light one instead, is less likely than
 * one in which it had no better tile. Each observed choice is modelled as a softmax over the
 * tiles it could play then, scored by weight (and doubles, which players shed early), so the
 * model stays mild: it reweighs worlds, it never rules one out (passes and draws do that).
 *
 * A seat's hand at an earlier choice is its hand in the world plus every tile it played since;
 * a seat that drew since then held tiles the world cannot place in time, so its earlier choices
 * are not used.
 */
import { emptyLine, place, playableMask } from '../../engine/line';
import {
  DOUBLES,
  otherEnd,
  PIPS,
  parseTile,
  popcount,
  SUIT,
  type Tile,
  type TileMask,
} from '../../engine/tiles';
import type { SeatView } from '../../engine/view';

export interface Choice {
  seat: number;
  tile: Tile;
  /** Tiles that fitted an open end when the choice was made. */
  fit: TileMask;
  /** Tiles the seat played from then on, this one included. */
  since: TileMask;
  /** The open number of each arm when the choice was made, and the arm the tile went on. */
  ends: number[];
  end: number;
}

/** The other seats' choices that say something (not forced, not the lead), in the view's history. */
export function choicesOf(view: SeatView): Choice[] {
  const me = view.seat!;
  const line = emptyLine();
  const out: (Omit<Choice, 'since'> & { at: number })[] = [];
  const events = view.history;
  events.forEach((e, at) => {
    if (e.type !== 'play') return;
    const t = parseTile(e.tile)!;
    if (e.seat !== me && line.v.length > 0 && !e.forced)
      out.push({ seat: e.seat, tile: t, fit: playableMask(line), ends: line.v.slice(), end: e.end, at });
    place(line, t, e.end, view.rules.spinner);
  });
  // Backwards: the tiles played since each choice, and whether the seat drew since.
  const since = new Array<number>(view.players).fill(0);
  const drew = new Array<boolean>(view.players).fill(false);
  const kept: Choice[] = [];
  let next = out.length - 1;
  for (let at = events.length - 1; at >= 0; at--) {
    const e = events[at];
    if (e.type === 'draw') drew[e.seat] = true;
    else if (e.type === 'play') since[e.seat] |= 1 << parseTile(e.tile)!;
    if (next >= 0 && out[next].at === at) {
      const c = out[next--];
      if (!drew[c.seat])
        kept.push({ seat: c.seat, tile: c.tile, fit: c.fit, since: since[c.seat], ends: c.ends, end: c.end });
    }
  }
  return kept;
}

export interface ChoiceModel {
  /** Softmax sharpness per point of score. */
  beta: number;
  /** Score of a double, over its pips. */
  double: number;
  /**
   * Score per tile the seat kept that fits the ends its play left (players keep ends they can
   * follow, as the club player's policy does): then each choice is one of the tiles-on-ends it
   * could play, and the world's other tiles in that hand say how likely it was. Absent or 0:
   * the tile alone is scored.
   */
  follow?: number;
}

export const CHOICE_MODEL: ChoiceModel = { beta: 0.25, double: 4 };

const scoreOf = (t: Tile, m: ChoiceModel) => PIPS[t] + (DOUBLES & (1 << t) ? m.double : 0);

/** log P(the choices | the world's hands), up to a constant. */
export function logLikelihood(
  choices: readonly Choice[],
  hands: readonly TileMask[],
  m: ChoiceModel,
): number {
  if (m.follow) return logLikelihoodOfPlays(choices, hands, m);
  let sum = 0;
  for (const c of choices) {
    const options = (hands[c.seat] | c.since) & c.fit;
    const mine = m.beta * scoreOf(c.tile, m);
    let z = 0;
    for (let o = options; o; o &= o - 1) z += Math.exp(m.beta * scoreOf(31 - Math.clz32(o & -o), m) - mine);
    // z >= 1: the tile played is among the options.
    sum -= Math.log(z);
  }
  return sum;
}

/** The tiles that fit the ends left once tile t goes on arm i of a line showing `ends`. */
export function fitAfter(ends: readonly number[], t: Tile, i: number): TileMask {
  let after = SUIT[otherEnd(t, ends[i])];
  for (let j = 0; j < ends.length; j++) if (j !== i) after |= SUIT[ends[j]];
  return after;
}

/** The score of tile t played on arm i from `held`: its weight, a double, and the tiles kept that fit the ends left. */
function playScore(t: Tile, i: number, ends: readonly number[], held: TileMask, m: ChoiceModel): number {
  return scoreOf(t, m) + (m.follow ?? 0) * popcount(held & ~(1 << t) & fitAfter(ends, t, i));
}

/** logLikelihood with `follow`: a softmax over the tiles-on-ends the seat could play. */
function logLikelihoodOfPlays(
  choices: readonly Choice[],
  hands: readonly TileMask[],
  m: ChoiceModel,
): number {
  let sum = 0;
  for (const c of choices) {
    const held = hands[c.seat] | c.since;
    const mine = m.beta * playScore(c.tile, c.end, c.ends, held, m);
    let z = 0;
    for (let i = 0; i < c.ends.length; i++)
      for (let o = held & SUIT[c.ends[i]]; o; o &= o - 1)
        z += Math.exp(m.beta * playScore(31 - Math.clz32(o & -o), i, c.ends, held, m) - mine);
    // z >= 1: the tile played, on its arm, is among the options.
    sum -= Math.log(z);
  }
  return sum;
}
