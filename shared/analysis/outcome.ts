/**
 * How a finished hand went for one side, in the two measures the analysis reports: whether the
 * side won it (1, a tied block 0.5, else 0: the hand's winner as the engine scores it) and its
 * point margin, what the side scored in the hand (points during play and its award, less pips
 * lost) less what the best other side scored. Both come from the searches' own scoring
 * (bots/expert/playout.ts, handValues, checked against the engine's scoreHand), which returns
 * win + margin × weight: read at weights 0 and 1, it gives each apart.
 */
import { handValues } from '../bots/expert/playout';
import type { HandState, Rules } from '../engine';

export interface Outcome {
  win: number;
  margin: number;
}

const values = new Float64Array(4);

/** The outcome of the finished hand `h` for `side`, written into `out`. */
export function outcomeOf(r: Rules, h: HandState, side: number, out: Outcome): Outcome {
  handValues(r, h, 0, values);
  out.win = values[side];
  handValues(r, h, 1, values);
  out.margin = values[side] - out.win;
  return out;
}
