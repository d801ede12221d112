/**
 * How a finished hand went for one side, in the two measures the analysis reports: whether the
 * side won it (1, a tied block 0.5, else 0: the hand's winner as the engine scores it) and its
 * point margin, what the side scored in the hand (points during play and its award, less pips
 * lost) less what the best other side scored. Both come from the searches' own scoring
 * (bots/expert/playout.ts, handValues, checked against the engine's scoreHand), which returns
 * win + margin × weight: read at weights 0 and 1, it gives each apart.
 */
import { handValues } from '../bots/expert/playout';
import { HAND_DOMINO, type HandState, type Rules, scoreHand, wordsOfRules } from '../engine';
import { pipsIn } from '../engine/words';

export interface Outcome {
  win: number;
  margin: number;
}

const values = new Float64Array(4);

/** The outcome of the finished hand `h` for `side`, written into `out`. */
export function outcomeOf(r: Rules, h: HandState, side: number, out: Outcome): Outcome {
  if (r.set !== undefined) return wideOutcomeOf(r, h, side, out);
  handValues(r, h, 0, values);
  out.win = values[side];
  handValues(r, h, 1, values);
  out.margin = values[side] - out.win;
  return out;
}

/** outcomeOf on a bigger set (W words a hand), from the engine's scoreHand itself. */
function wideOutcomeOf(r: Rules, h: HandState, side: number, out: Outcome): Outcome {
  const W = wordsOfRules(r);
  const pips: number[] = [];
  for (let s = 0; s < r.players; s++) pips.push(pipsIn(h.hands, s * W, W));
  const score = scoreHand(
    r,
    pips,
    h.end === HAND_DOMINO ? { kind: 'domino', seat: h.turn, doubled: h.dbl } : { kind: 'blocked' },
  );
  let best = -Infinity;
  for (let x = 0; x < h.pts.length; x++) if (x !== side) best = Math.max(best, h.pts[x] + score.deltas[x]);
  out.win = score.winner === side ? 1 : score.winner === null ? 0.5 : 0;
  out.margin = h.pts[side] + score.deltas[side] - best;
  return out;
}
