/**
 * The expert's review of a finished hand (shared/analysis), for whoever may read it: the service
 * behind GET /v1/tables/{id}/hands/{n}/analysis.
 *
 * Who: the seats of that hand once it is over (each its own cut: the tiles it drew, the hand it
 * was dealt), and anyone once a public match is over (the spectator's cut). Never before the hand
 * ends: the analysis rests on every tile of the deal, hidden while it is played. A spectator of a
 * public match in play gets nothing more than the spectator view already shows.
 *
 * When: at the hand's end, in the background, once: the notifier, fed by the table's stream,
 * analyses each hand that a change ends (`analyseEndedHands`) and stores it, so the review opens
 * at once (docs/analysis.md#when-it-is-computed). The move that ends a hand stays one write with
 * its latency as it is. A request that comes before the stored analysis (or for a hand of
 * before) computes it, one at a time per process, sharing one computation among the requests for
 * the same hand, each store call with a deadline of its own so that the CPU time never eats the
 * request's. The estimates are seeded from the table and the hand, so two computations compute
 * the same answer and the second write finds the first one's there.
 *
 * A Mexican Train table's review is of a round (n: the round's number), made the same way from
 * the round's record (shared/analysis/trains): the table's last one, or the round's archive
 * (feed-read.ts `finishedRound`); the notifier stores it when the round ends; a round with neither
 * a stored review nor an archive answers `analysis/no-such-hand` (docs/analysis.md#mexican-train).
 */
import { ANALYSIS_DEFAULTS, type AnalysisOptions, analyseHand, analysisForSeat } from '../../shared/analysis';
import { isTrainAnalysis, type ReviewAnalysis } from '../../shared/analysis/format';
import {
  analyseTrainRound,
  TRAIN_ANALYSIS_DEFAULTS,
  type TrainAnalysisOptions,
  trainAnalysisForSeat,
} from '../../shared/analysis/trains';
import type { Tile } from '../../shared/engine';
import { whenStoreCallsLanded } from '../core/store-calls';
import { StoreUnavailableError } from '../core/store-errors';
import type { TableContext } from './context';
import { TableError } from './errors';
import { finishedRound } from './feed-read';
import { getTableOrThrow } from './load';
import { lineMatch, type TableRecord, trainMatch } from './model';
import { watcherSeat } from './visibility';

export interface HandReview {
  table: TableRecord;
  /** The reader's seat (null: a spectator of a finished public match). */
  seat: number | null;
  /** The reader's cut of the analysis (a line hand's, or a Mexican Train round's). */
  analysis: ReviewAnalysis;
  /** Hints each seat took in the hand (hint.ts), by seat; 0 for a seat that asked for none. */
  hints: number[];
}

export interface ReviewOptions {
  /**
   * Makes a context with a store deadline of its own, for each store call after the table's read.
   *
   * A computation (this request's or another's in the process) may spend the request's deadline
   * on CPU; the stored analysis, the archive, the write and the hint counts should not fail for it.
   */
  writeContext: () => TableContext;
  /** The analysis's budget (tests and benchmarks); the defaults otherwise. */
  analysis?: Partial<AnalysisOptions>;
  /** A Mexican Train round's budget (tests); the defaults otherwise. */
  trains?: Partial<TrainAnalysisOptions>;
}

/** The seed of a hand's estimates: the same hand of the same table, the same analysis. */
export const analysisSeed = (tableId: string, handNo: number) => `analysis:${tableId}:${handNo}`;

/** Hand `handNo` of a table by id or join code, analysed, as `viewerId` (null: no token) may read it. */
export async function handReview(
  ctx: TableContext,
  idOrCode: string,
  handNo: number,
  viewerId: string | null,
  options: ReviewOptions,
): Promise<HandReview> {
  const table = await getTableOrThrow(ctx, idOrCode);
  // A private table refuses a stranger before it says anything of its hands.
  const watching = watcherSeat(table, viewerId);
  const reader = watching !== null && watching >= 0 ? watching : null;
  if (trainMatch(table)) mayReadRound(table, handNo, reader);
  else mayReadHand(table, handNo, reader);
  // The hint counts first: after a computation, a call's deadline may be spent on its CPU time.
  const counted = await options.writeContext().store.hintCounts(table.id, handNo);
  const whole = await storedOrComputed(table, handNo, options);
  // A finished hand's counts never change: hints are asked at a seat's turn in the hand.
  const hints = table.seats.map((_, seat) => counted.get(seat) ?? 0);
  return { table, seat: reader, analysis: cutFor(whole, reader), hints };
}

const cutFor = (a: ReviewAnalysis, reader: number | null): ReviewAnalysis =>
  isTrainAnalysis(a) ? trainAnalysisForSeat(a, reader) : analysisForSeat(a, reader);

/** Throws unless `reader` (null: a spectator) may read the review of a line table's hand `handNo` now. */
function mayReadHand(table: TableRecord, handNo: number, reader: number | null): void {
  const match = lineMatch(table);
  if (!match)
    throw new TableError('analysis/hand-not-over', 'the match has not started: no hand is over yet');
  const matchOver = table.status === 'over' || table.status === 'closed' || match.winner >= 0;
  const lastFinished = matchOver ? match.handNo : match.handNo - 1;
  if (handNo > match.handNo)
    throw new TableError('analysis/no-such-hand', `this match has not dealt hand ${handNo}`);
  if (handNo > lastFinished)
    throw new TableError(
      'analysis/hand-not-over',
      `hand ${handNo} is still being played: its analysis rests on tiles hidden until it ends`,
    );
  if (reader === null && !matchOver)
    throw new TableError(
      'analysis/match-in-play',
      'a spectator may read the analysis once the match is over; its players may read each hand once it ends',
    );
}

/** The same at a Mexican Train table, of round `roundNo`: the same rules of who and when. */
function mayReadRound(table: TableRecord, roundNo: number, reader: number | null): void {
  const match = trainMatch(table)!;
  const matchOver = table.status === 'over' || table.status === 'closed' || match.places !== null;
  const lastFinished = match.last?.round ?? 0;
  if (roundNo > match.round.round || (matchOver && roundNo > lastFinished))
    throw new TableError('analysis/no-such-hand', `this match has not played round ${roundNo} to its end`);
  if (roundNo > lastFinished)
    throw new TableError(
      'analysis/hand-not-over',
      `round ${roundNo} is still being played: its analysis rests on tiles hidden until it ends`,
    );
  if (reader === null && !matchOver)
    throw new TableError(
      'analysis/match-in-play',
      'a spectator may read the analysis once the match is over; its players may read each round once it ends',
    );
}

/** The longest a computation waits for the store calls in flight to land before it starts. */
const CALLS_LANDED_MAX_MS = 3_000;

/** The computations in progress in this process, by table and hand: one per hand at a time. */
const inFlight = new Map<string, Promise<ReviewAnalysis>>();
/** The end of the queue of computations: one at a time per process (each is CPU-bound). */
let queue: Promise<unknown> = Promise.resolve();

/** The stored analysis, or one computed (once per process at a time, queued) and stored. */
async function storedOrComputed(
  table: TableRecord,
  handNo: number,
  options: ReviewOptions,
): Promise<ReviewAnalysis> {
  const stored = await options.writeContext().store.findHandAnalysis(table.id, handNo);
  if (stored) return stored;
  return computedOnce(table, handNo, options);
}

function computedOnce(table: TableRecord, handNo: number, options: ReviewOptions): Promise<ReviewAnalysis> {
  const key = `${table.id}:${handNo}`;
  const running = inFlight.get(key);
  if (running) return running;
  const next = queue.then(() => computeAndStore(table, handNo, options));
  queue = next.catch(() => {});
  inFlight.set(key, next);
  void next.then(
    () => inFlight.delete(key),
    () => inFlight.delete(key),
  );
  return next;
}

async function computeAndStore(
  table: TableRecord,
  handNo: number,
  options: ReviewOptions,
): Promise<ReviewAnalysis> {
  // Another computation (here, or the notifier's) may have stored it while this one waited.
  const stored = await options.writeContext().store.findHandAnalysis(table.id, handNo);
  if (stored) return stored;
  if (trainMatch(table)) return store(await analysedRound(table, handNo, options), table, options);
  // Hand n is the n-th archived (one match per table, every finished hand archived in order).
  const archives = await options.writeContext().store.handArchives(table.id, 0, handNo);
  const archive = archives.find((a) => a.record.handNo === handNo);
  if (!archive) throw new TableError('analysis/no-such-hand', `hand ${handNo} was not played to its end`);
  // The analysis holds the event loop for its CPU time: the store calls in flight (other
  // requests', moves') land first, or they would pass their deadline unread.
  await whenStoreCallsLanded(CALLS_LANDED_MAX_MS);
  const analysis = analyseHand(lineMatch(table)!.rules, archive.record, {
    ...ANALYSIS_DEFAULTS,
    ...options.analysis,
    seed: analysisSeed(table.id, handNo),
    bone: devBone(table, handNo),
  });
  return store(analysis, table, options);
}

/** Round `roundNo` of a Mexican Train table analysed, from the table's last record or the round's archive. */
async function analysedRound(table: TableRecord, roundNo: number, options: ReviewOptions) {
  const match = trainMatch(table)!;
  const record =
    match.last?.round === roundNo
      ? match.last
      : (await finishedRound(options.writeContext(), table.id, roundNo))?.record;
  if (!record)
    throw new TableError(
      'analysis/no-such-hand',
      `round ${roundNo} has no stored review and no archived record (the table is from before rounds were archived)`,
    );
  await whenStoreCallsLanded(CALLS_LANDED_MAX_MS);
  return analyseTrainRound(match.rules, record, {
    ...TRAIN_ANALYSIS_DEFAULTS,
    ...options.trains,
    seed: analysisSeed(table.id, roundNo),
  });
}

/** Stores a computed analysis (once: a second write finds the first) and answers it. */
async function store(
  analysis: ReviewAnalysis,
  table: TableRecord,
  options: ReviewOptions,
): Promise<ReviewAnalysis> {
  const writing = options.writeContext();
  try {
    await writing.store.putHandAnalysis(table.id, analysis, writing.now().toISOString());
  } catch (err) {
    // The answer is in hand; not storing it only means the next request computes it again.
    if (!(err instanceof StoreUnavailableError)) throw err;
  }
  return analysis;
}

/**
 * The hands a change of a table ends: the hands over after it that were not before it. At a
 * Mexican Train table, the round it ended (the table keeps the last finished round's record).
 */
export function handsEndedBy(before: TableRecord | null, after: TableRecord | null): number[] {
  const trains = after && trainMatch(after);
  if (trains) {
    const ended = trains.last?.round ?? 0;
    const was = (before && trainMatch(before)?.last?.round) ?? 0;
    return ended > was ? [ended] : [];
  }
  const finished = (t: TableRecord | null) => {
    const m = t && lineMatch(t);
    if (!m) return 0;
    const over = t.status === 'over' || t.status === 'closed' || m.winner >= 0;
    return over ? m.handNo : m.handNo - 1;
  };
  const from = before && lineMatch(before) ? finished(before) : 0;
  const to = finished(after);
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i + 1);
}

/**
 * The notifier's part in the review: each hand a change of the table's stream ends, analysed and
 * stored (once: a stored one is left as it is). Failures are logged, never thrown: the review
 * then computes it on its first request, as before.
 */
export async function analyseEndedHands(
  ctx: TableContext,
  changes: readonly { read(): { before: TableRecord | null; after: TableRecord | null } }[],
  log: (message: string, err?: unknown) => unknown,
  analysis?: Partial<AnalysisOptions>,
  trains?: Partial<TrainAnalysisOptions>,
): Promise<number> {
  let done = 0;
  for (const change of changes) {
    let tables: { before: TableRecord | null; after: TableRecord | null };
    try {
      tables = change.read();
    } catch {
      continue; // an item the notifications could not read either: reported there
    }
    const { before, after } = tables;
    if (!after?.match) continue;
    for (const handNo of handsEndedBy(before, after)) {
      try {
        await computedOnce(after, handNo, {
          writeContext: () => ctx,
          ...(analysis && { analysis }),
          ...(trains && { trains }),
        });
        done++;
      } catch (err) {
        log(
          `analysis of table ${after.id} hand or round ${handNo} failed; its first request will compute it`,
          err,
        );
      }
    }
  }
  return done;
}

/** A development table's fixed boneyard, as dealt for its first hand (later hands are dealt from seeds). */
function devBone(table: TableRecord, handNo: number): readonly Tile[] | undefined {
  const bone = table.dev?.deal?.bone;
  return handNo === 1 && bone ? (bone as Tile[]) : undefined;
}
