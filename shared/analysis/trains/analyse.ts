/**
 * The expert's review of a finished Mexican Train round: every move a seat chose (a tile on a
 * train, or stopping a first-turn run) weighed from that seat's view then (estimate.ts), judged
 * against the best with the line review's verdicts and accuracy (verdict.ts). Draws and passes
 * happen by themselves in these rules (a seat that can play must; one that cannot draws, then
 * passes), so they are listed as forced, as are moves with no alternative.
 *
 * The budget is in playouts (a move played out to the round's end in one deal): half of
 * `playouts` deals every judged decision alike (`worlds`, between `minWorlds` and `maxWorlds`);
 * the rest doubles, pass after pass in the round's order, the deals of each decision whose
 * verdict is unsettled, up to `maxWorlds` (docs/analysis.md#mexican-train). Pure and deterministic: the same record,
 * rules and options give the same analysis.
 */
import {
  type MexicanLegalMove,
  type MexicanRules,
  MT_DRAW,
  MT_PASS,
  MT_PLAY,
  mexicanViewFor,
  mtSeat,
  mtTile,
  mtTrain,
  mtType,
  ROUND_OUT,
  type RoundRecord,
  setOf,
} from '../../engine/games/mexican-train';
import {
  moveAccuracy,
  roundTo as round,
  type SeatSummary,
  seatSummary,
  type Verdict,
  verdictOf,
  verdictSettled,
} from '../verdict';
import { TrainEstimator, type TrainMoveEstimate } from './estimate';
import { replayRound } from './replay';

export interface TrainAnalysisOptions {
  /** Seeds every decision's deals: the same seed, the same analysis. */
  seed: string;
  /** Playouts the whole round may spend (worlds × legal moves, summed over judged decisions). */
  playouts: number;
  /** Worlds per decision at least (the budget is exceeded rather than go below) and at most. */
  minWorlds: number;
  maxWorlds: number;
}

export const TRAIN_ANALYSIS_DEFAULTS: TrainAnalysisOptions = {
  seed: 'analysis',
  playouts: 12_000,
  minWorlds: 16,
  maxWorlds: 200,
};

export interface TrainMoveReview {
  move: MexicanLegalMove;
  estimate: TrainMoveEstimate;
}

export interface TrainDecisionReview {
  /** Each legal move, in the view's legalMoves order. */
  moves: TrainMoveReview[];
  played: number;
  /** The best move by the estimate (the first of equals). */
  best: number;
  /** What the move played gives up against the best. */
  loss: { value: number; winChance: number; points: number };
  verdict: Verdict;
  accuracy: number;
}

interface TrainStepBase {
  /** Index in the round's log of the step's entry. */
  at: number;
  seat: number;
  /** No choice: a draw, a pass, or the only legal move. */
  forced: boolean;
}

export type TrainAnalysisStep =
  | (TrainStepBase & { type: 'play'; tile: string; train: number; review: TrainDecisionReview | null })
  | (TrainStepBase & { type: 'stop'; review: TrainDecisionReview | null })
  /** The tile drawn: in the drawing seat's cut only (trainAnalysisForSeat). */
  | (TrainStepBase & { type: 'draw'; tile?: string })
  | (TrainStepBase & { type: 'pass' });

/** A seat's round: `lost` is the expected chance of the round's lowest count and pips of margin given up. */
export type TrainSeatSummary = SeatSummary;

export interface TrainRoundAnalysis {
  game: 'mexicanTrain';
  format: 1;
  /** The round's number (1-based): its engine is N-N less one a round. */
  roundNo: number;
  players: number;
  engine: string;
  /** The budget it ran with and what it spent. */
  settings: {
    seed: string;
    playouts: number;
    minWorlds: number;
    maxWorlds: number;
    worlds: number;
    spent: number;
  };
  /** Each seat's tiles as dealt: in that seat's cut only. */
  dealt: (string[] | null)[];
  /** What each seat's hand added to its total, as the round's end revealed, and who went out. */
  adds: number[];
  out: number | null;
  steps: TrainAnalysisStep[];
  seats: TrainSeatSummary[];
}

const sameMove = (a: MexicanLegalMove, b: MexicanLegalMove) =>
  a.type === b.type && (a.type === 'stop' || (b.type === 'play' && a.tile === b.tile && a.train === b.train));

/** The expert's review of the finished round `rec` under `rules`. */
export function analyseTrainRound(
  rules: MexicanRules,
  rec: RoundRecord,
  options: Partial<TrainAnalysisOptions> = {},
): TrainRoundAnalysis {
  const opts = { ...TRAIN_ANALYSIS_DEFAULTS, ...options };
  const set = setOf(rules);
  const replay = replayRound(rules, rec);
  // The decisions with a choice, each from its seat's view.
  const judged = replay.decisions.flatMap((d, index) => {
    const view = mexicanViewFor(d.state, d.seat);
    const legal = view.legalMoves!;
    if (legal.length < 2) return [];
    const move: MexicanLegalMove =
      d.move.type === 'stop' ? d.move : { type: 'play', tile: set.name(d.move.tile), train: d.move.train };
    const played = legal.findIndex((m) => sameMove(m, move));
    if (played < 0) throw new Error(`the move at entry ${d.at} is not among the legal moves`);
    return [{ at: d.at, index, view, legal, played }];
  });
  const moveCount = judged.reduce((n, j) => n + j.legal.length, 0);
  // Half the budget deals every decision alike; the rest doubles the deals of the unsettled ones.
  const worlds = Math.max(
    opts.minWorlds,
    Math.min(opts.maxWorlds, moveCount === 0 ? opts.maxWorlds : Math.floor(opts.playouts / 2 / moveCount)),
  );
  const estimators = judged.map((j) => {
    const estimator = new TrainEstimator(j.view, `${opts.seed}#${j.index}`);
    estimator.deal(worlds);
    return estimator;
  });
  let spent = worlds * moveCount;
  let more = true;
  while (more) {
    more = false;
    judged.forEach((j, k) => {
      const e = estimators[k];
      const cost = e.worlds * e.moves;
      if (
        e.worlds >= opts.maxWorlds ||
        spent + cost > opts.playouts ||
        verdictSettled(e.differencesFrom(j.played), j.played)
      )
        return;
      e.deal(e.worlds);
      spent += cost;
      more = true;
    });
  }
  const reviews = new Map<number, TrainDecisionReview>();
  judged.forEach((j, k) => {
    reviews.set(j.at, judge(j.legal, j.played, estimators[k].estimates()));
  });

  const steps: TrainAnalysisStep[] = rec.log.map((e, at): TrainAnalysisStep => {
    const seat = mtSeat(e);
    const review = reviews.get(at) ?? null;
    switch (mtType(e)) {
      case MT_PLAY:
        return {
          type: 'play',
          at,
          seat,
          forced: review === null,
          tile: set.name(mtTile(e)),
          train: mtTrain(e),
          review,
        };
      case MT_DRAW:
        return { type: 'draw', at, seat, forced: true, tile: set.name(mtTile(e)) };
      case MT_PASS:
        return { type: 'pass', at, seat, forced: true };
      default:
        return { type: 'stop', at, seat, forced: review === null, review };
    }
  });

  const seats: TrainSeatSummary[] = Array.from({ length: rules.players }, (_, seat) =>
    seatSummary(
      seat,
      steps.flatMap((s) =>
        (s.type === 'play' || s.type === 'stop') && s.seat === seat && s.review ? [s.review] : [],
      ),
    ),
  );

  return {
    game: 'mexicanTrain',
    format: 1,
    roundNo: rec.round,
    players: rules.players,
    engine: `${rec.engine}-${rec.engine}`,
    settings: {
      seed: opts.seed,
      playouts: opts.playouts,
      minWorlds: opts.minWorlds,
      maxWorlds: opts.maxWorlds,
      worlds,
      spent,
    },
    dealt: replay.dealt.map((h) => h.map(set.name)),
    adds: rec.adds.slice(),
    out: rec.end === ROUND_OUT ? rec.out : null,
    steps,
    seats,
  };
}

function judge(legal: MexicanLegalMove[], p: number, estimates: TrainMoveEstimate[]): TrainDecisionReview {
  let best = 0;
  for (let i = 1; i < estimates.length; i++) if (estimates[i].value > estimates[best].value) best = i;
  const lossValue = estimates[best].value - estimates[p].value;
  return {
    moves: legal.map((move, i) => ({
      move,
      estimate: {
        winChance: round(estimates[i].winChance, 4),
        adds: round(estimates[i].adds, 2),
        points: round(estimates[i].points, 2),
        value: round(estimates[i].value, 4),
      },
    })),
    played: p,
    best,
    loss: {
      value: round(lossValue, 4),
      winChance: round(estimates[best].winChance - estimates[p].winChance, 4),
      points: round(estimates[best].points - estimates[p].points, 2),
    },
    verdict: verdictOf(lossValue),
    accuracy: round(moveAccuracy(lossValue), 1),
  };
}

/**
 * The analysis as `seat` may read it once the round is over (null: a spectator of a finished
 * match): its own dealt hand and draws; every hand left was revealed at the round's end.
 */
export function trainAnalysisForSeat(analysis: TrainRoundAnalysis, seat: number | null): TrainRoundAnalysis {
  return {
    ...analysis,
    dealt: analysis.dealt.map((d, s) => (s === seat ? d : null)),
    steps: analysis.steps.map((step) => {
      if (step.type !== 'draw' || step.seat === seat) return step;
      const { tile: _hidden, ...rest } = step;
      return rest;
    }),
  };
}
