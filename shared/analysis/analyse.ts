/**
 * The expert's review of a finished hand: every move someone chose, weighed from what that seat
 * could see when it chose (estimate.ts, on the engine's `viewFor` of the position), judged
 * against the best (verdict.ts), and beside it, where the position can be searched exactly in
 * the budget, the open-hands line (exact.ts). Draws and passes that happened by themselves,
 * tiles the opener rule placed and moves with no alternative are listed as forced, not judged.
 *
 * The estimate of a decision rests on that seat's view alone: the deal's hidden tiles never
 * reach it (test/analysis/leak.slow.test.ts changes them and finds the same estimates). The exact line
 * rests on the whole deal, which the hand's end reveals (view.ts: lastHand shows every hand and
 * the seed). What the analysis names is cut per reader by `analysisForSeat`, as the views cut a
 * hand's history: the tiles a seat drew are shown to that seat only.
 *
 * Pure and deterministic: the same record, rules and options give the same analysis.
 */
import { encodeMove } from '../bots/ismcts/search';
import {
  countScoringOf,
  EV_DRAW,
  evTile,
  type HandRecord,
  historyEntries,
  type LegalMove,
  legalMovesOf,
  pointsUnit,
  type Rules,
  sideOf,
  type Tile,
  type TileName,
  tileName,
  tilesOf,
  viewFor,
} from '../engine';
import { type MoveEstimate, MoveEstimator } from './estimate';
import { type ExactResult, solveMoves, Transpositions } from './exact';
import { type Decision, replayHand } from './replay';
import {
  moveAccuracy,
  roundTo as round,
  type SeatSummary,
  seatSummary,
  type Verdict,
  verdictOf,
  verdictSettled,
} from './verdict';

export interface AnalysisOptions {
  /** Seeds every estimate (each decision's deals): the same seed, the same analysis. */
  seed: string;
  /**
   * Weighed deals of the seat's information set per decision, at first. While the verdict is
   * unsettled (some threshold lies within two standard errors of the move's loss), the deals
   * double, up to `maxWorlds`.
   */
  worlds: number;
  maxWorlds: number;
  /**
   * `maxWorlds` in games with a spinner or a count during play (All Fives), whose playouts cost
   * more (up to four ends, a count a move), as the expert's budgets are smaller there.
   */
  spinnerMaxWorlds: number;
  /** Positions the open-hands search may visit for one decision (all its moves). */
  exactNodes: number;
  /** Positions the open-hands searches may visit for the whole hand. */
  exactTotal: number;
  /**
   * The boneyard as dealt, when the caller knows it and the seed does not recompute the deal
   * (a development table's fixed deal: replay.ts).
   */
  bone?: readonly Tile[];
}

export const ANALYSIS_DEFAULTS: AnalysisOptions = {
  seed: 'analysis',
  worlds: 2000,
  maxWorlds: 32_000,
  spinnerMaxWorlds: 16_000,
  exactNodes: 400_000,
  exactTotal: 2_000_000,
};

export type ExactOutcome = 'win' | 'tie' | 'loss';

export interface ExactMoveValue {
  /** How the hand ends for the seat's side under best play with every tile in sight. */
  outcome: ExactOutcome;
  /** The hand's point margin for the seat's side then (outcome.ts). */
  points: number;
  value: number;
}

export interface MoveReview {
  move: LegalMove;
  estimate: MoveEstimate;
  /** Null before `exactFrom`: that position was past the open-hands budget. */
  exact: ExactMoveValue | null;
}

export interface DecisionReview {
  /** Each legal move, in the view's legalMoves order. */
  moves: MoveReview[];
  /** Index in `moves` of the move played. */
  played: number;
  /** Index in `moves` of the best move by the estimate (the first of equals). */
  best: number;
  /** What the move played gives up against the best, by the estimate. */
  loss: { value: number; winChance: number; points: number };
  verdict: Verdict;
  /** lichess's accuracy of this move, 0..100 (verdict.ts). */
  accuracy: number;
  /** Index in `moves` of the best move with every tile in sight; null with `exact` null. */
  exactBest: number | null;
}

interface StepBase {
  /** Index in the hand record's log of the step's (first) entry. */
  at: number;
  seat: number;
  /** No choice: placed by the opener rule, the only legal move, or a draw or pass that happened by itself. */
  forced: boolean;
}

export type AnalysisStep =
  | (StepBase & {
      type: 'play';
      tile: TileName;
      end: number;
      points: number;
      timedOut?: true;
      review: DecisionReview | null;
    })
  | (StepBase & {
      type: 'draw';
      count: number;
      chosen: boolean;
      timedOut?: true;
      /** The tiles drawn: in the drawing seat's cut only (analysisForSeat). */
      tiles?: TileName[];
      review: DecisionReview | null;
    })
  | (StepBase & { type: 'pass'; numbers: number[] });

export type { SeatSummary } from './verdict';

export interface HandAnalysis {
  format: 1;
  handNo: number;
  players: number;
  /** Seat → side (its team, or itself). */
  sides: number[];
  /** The budget the analysis ran with (maxWorlds: the one for this game, spinnerMaxWorlds applied). */
  settings: { seed: string; worlds: number; maxWorlds: number; exactNodes: number; exactTotal: number };
  /** Each seat's tiles as dealt: in that seat's cut only (null for the others). */
  dealt: (TileName[] | null)[];
  steps: AnalysisStep[];
  /**
   * Index in `steps` of the first judged decision from which every judged decision has its
   * open-hands results; null when none has.
   */
  exactFrom: number | null;
  /** Whether the boneyard's never-drawn tiles are in their dealt order (replay.ts). */
  undrawnOrderKnown: boolean;
  seats: SeatSummary[];
}

const outcomeName = (win: number): ExactOutcome => (win === 1 ? 'win' : win === 0 ? 'loss' : 'tie');

/** The expert's review of a finished hand (the record as the engine keeps it, the table's rules). */
export function analyseHand(
  rules: Rules,
  record: HandRecord,
  options: Partial<AnalysisOptions> = {},
): HandAnalysis {
  const opts = { ...ANALYSIS_DEFAULTS, ...options };
  const replay = replayHand(rules, record, opts.bone);
  // A bigger set's playouts are longer and dearer: its review stops at the first batch of worlds.
  const maxWorlds =
    rules.set !== undefined
      ? opts.worlds
      : rules.spinner !== 'none' || countScoringOf(rules) !== 'none'
        ? opts.spinnerMaxWorlds
        : opts.maxWorlds;
  const byEntry = new Map<number, { decision: Decision; index: number }>();
  replay.decisions.forEach((decision, index) => {
    byEntry.set(decision.at, { decision, index });
  });

  // Reviews of every decision with a choice, from the seat's view then.
  const reviews = new Map<number, DecisionReview>();
  for (const [at, { decision, index }] of byEntry) {
    const view = viewFor(decision.state, decision.seat);
    const legal = view.legalMoves!;
    if (legal.length < 2) continue;
    const played = legal.findIndex((m) => sameMove(m, decision.move));
    if (played < 0) throw new Error('the move played is not among the legal moves');
    const estimator = new MoveEstimator(view, `${opts.seed}#${index}`);
    estimator.deal(opts.worlds);
    while (estimator.worlds < maxWorlds && !verdictSettled(estimator.differencesFrom(played), played))
      estimator.deal(Math.min(estimator.worlds, maxWorlds - estimator.worlds));
    reviews.set(at, judge(legal, played, estimator.estimates()));
  }

  // The open-hands line, from the last decision back while the budget lasts.
  let spent = 0;
  let exactAt: number | null = null;
  // One deal throughout: what a later position's search learnt serves the earlier ones.
  const table = new Transpositions();
  // The open-hands solver reads a hand as one 32-bit word: a bigger set's review has no exact line.
  const judgedAt = rules.set === undefined ? [...reviews.keys()].sort((a, b) => b - a) : [];
  for (const at of judgedAt) {
    const { decision } = byEntry.get(at)!;
    const limit = Math.min(opts.exactNodes, opts.exactTotal - spent);
    if (limit <= 0) break;
    const hand = decision.state.hand;
    const moves = legalMovesOf(rules, hand).map(encodeMove);
    const { results, nodes } = solveMoves(rules, hand, moves, limit, table);
    spent += nodes;
    if (!results) break;
    addExact(reviews.get(at)!, results);
    exactAt = at;
  }

  const steps: AnalysisStep[] = historyEntries(record.log, null, pointsUnit(rules)).map(({ event, at }) => {
    const review = reviews.get(at) ?? null;
    const forced = review === null;
    if (event.type === 'play')
      return {
        type: 'play',
        at,
        seat: event.seat,
        forced,
        tile: event.tile,
        end: event.end,
        points: event.points,
        ...(event.timedOut && { timedOut: true as const }),
        review,
      };
    if (event.type === 'draw') {
      const tiles: TileName[] = [];
      for (let i = at; i < at + event.count; i++) tiles.push(tileName(evTile(record.log[i])));
      return {
        type: 'draw',
        at,
        seat: event.seat,
        forced,
        count: event.count,
        chosen: event.chosen,
        ...(event.timedOut && { timedOut: true as const }),
        tiles,
        review,
      };
    }
    return { type: 'pass', at, seat: event.seat, forced: true, numbers: event.numbers };
  });
  // Every draw entry of the log is in some step: the history merges only draws by themselves.
  const drawEntries = record.log.filter((e) => (e & 3) === EV_DRAW).length;
  const stepped = steps.reduce((n, s) => n + (s.type === 'draw' ? s.count : 0), 0);
  if (drawEntries !== stepped) throw new Error('the history lost a draw');

  const seats = Array.from({ length: rules.players }, (_, seat) =>
    seatSummary(
      seat,
      steps.flatMap((s) => (s.type !== 'pass' && s.seat === seat && s.review ? [s.review] : [])),
    ),
  );

  return {
    format: 1,
    handNo: record.handNo,
    players: rules.players,
    sides: Array.from({ length: rules.players }, (_, s) => sideOf(rules, s)),
    settings: {
      seed: opts.seed,
      worlds: opts.worlds,
      maxWorlds,
      exactNodes: opts.exactNodes,
      exactTotal: opts.exactTotal,
    },
    dealt: replay.dealt.map((m) => tilesOf(m).map(tileName)),
    steps,
    exactFrom: exactAt === null ? null : steps.findIndex((s) => s.at === exactAt),
    undrawnOrderKnown: replay.undrawnOrderKnown,
    seats,
  };
}

const sameMove = (a: LegalMove, b: LegalMove) =>
  a.type === b.type && (a.type === 'draw' || (b.type === 'play' && a.tile === b.tile && a.end === b.end));

function judge(legal: LegalMove[], p: number, estimates: MoveEstimate[]): DecisionReview {
  let best = 0;
  for (let i = 1; i < estimates.length; i++) if (estimates[i].value > estimates[best].value) best = i;
  const lossValue = estimates[best].value - estimates[p].value;
  return {
    moves: legal.map((move, i) => ({
      move,
      estimate: {
        winChance: round(estimates[i].winChance, 4),
        points: round(estimates[i].points, 2),
        value: round(estimates[i].value, 4),
      },
      exact: null,
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
    exactBest: null,
  };
}

function addExact(review: DecisionReview, results: ExactResult[]): void {
  let best = 0;
  results.forEach((x, i) => {
    review.moves[i].exact = { outcome: outcomeName(x.win), points: x.margin, value: round(x.value, 4) };
    if (x.value > results[best].value) best = i;
  });
  review.exactBest = best;
}

/**
 * The analysis as `seat` may read it once the hand is over (null: a spectator of a finished
 * public match): as the views cut a hand's history, the tiles a seat drew, and so the hand it
 * was dealt, are its own; every other hand was revealed at the hand's end.
 */
export function analysisForSeat(analysis: HandAnalysis, seat: number | null): HandAnalysis {
  return {
    ...analysis,
    dealt: analysis.dealt.map((d, s) => (s === seat ? d : null)),
    steps: analysis.steps.map((step) => {
      if (step.type !== 'draw' || step.seat === seat) return step;
      const { tiles: _hidden, ...rest } = step;
      return rest;
    }),
  };
}
