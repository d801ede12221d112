/**
 * The expert's review of a finished hand (shared/analysis), for whoever may read it: the service
 * behind GET /v1/tables/{id}/hands/{n}/analysis.
 *
 * Who: the seats of that hand once it is over (each its own cut: the tiles it drew, the hand it
 * was dealt), and anyone once a public match is over (the spectator's cut). Never before the hand
 * ends: the analysis rests on every tile of the deal, hidden while it is played. A spectator of a
 * public match in play gets nothing more than the spectator view already shows.
 *
 * When: on the first request, then stored (one item per hand) and read back. Not at the hand's
 * end: the move that ends a hand stays one write with its latency as it is (the analysis takes
 * up to a couple of CPU seconds), and most hands are never reviewed. The estimates are seeded
 * from the table and the hand, so two first requests at once compute the same answer and the
 * second write finds the first one's there.
 */
import {
  ANALYSIS_DEFAULTS,
  type AnalysisOptions,
  analyseHand,
  analysisForSeat,
  type HandAnalysis,
} from '../../shared/analysis';
import type { Tile } from '../../shared/engine';
import { StoreUnavailableError } from '../core/store-errors';
import type { TableContext } from './context';
import { TableError } from './errors';
import { getTableOrThrow } from './load';
import type { TableRecord } from './model';
import { watcherSeat } from './visibility';

export interface HandReview {
  table: TableRecord;
  /** The reader's seat (null: a spectator of a finished public match). */
  seat: number | null;
  /** The reader's cut of the analysis. */
  analysis: HandAnalysis;
  /** Hints each seat took in the hand (hint.ts), by seat; 0 for a seat that asked for none. */
  hints: number[];
}

export interface ReviewOptions {
  /**
   * Makes the context of the write after the analysis, with a store deadline of its own.
   *
   * The analysis may spend most of the request's deadline; its write should not fail for that.
   */
  writeContext: () => TableContext;
  /** The analysis's budget (tests and benchmarks); the defaults otherwise. */
  analysis?: Partial<AnalysisOptions>;
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
  const match = table.match;
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
  const [whole, counted] = await Promise.all([
    storedOrComputed(ctx, table, handNo, options),
    ctx.store.hintCounts(table.id, handNo),
  ]);
  // A finished hand's counts never change: hints are asked at a seat's turn in the hand.
  const hints = table.seats.map((_, seat) => counted.get(seat) ?? 0);
  return { table, seat: reader, analysis: analysisForSeat(whole, reader), hints };
}

async function storedOrComputed(
  ctx: TableContext,
  table: TableRecord,
  handNo: number,
  options: ReviewOptions,
): Promise<HandAnalysis> {
  const stored = await ctx.store.findHandAnalysis(table.id, handNo);
  if (stored) return stored;
  // Hand n is the n-th archived (one match per table, every finished hand archived in order).
  const archives = await ctx.store.handArchives(table.id, 0, handNo);
  const archive = archives.find((a) => a.record.handNo === handNo);
  if (!archive) throw new TableError('analysis/no-such-hand', `hand ${handNo} was not played to its end`);
  const analysis = analyseHand(table.match!.rules, archive.record, {
    ...ANALYSIS_DEFAULTS,
    ...options.analysis,
    seed: analysisSeed(table.id, handNo),
    bone: devBone(table, handNo),
  });
  try {
    await options.writeContext().store.putHandAnalysis(table.id, analysis, ctx.now().toISOString());
  } catch (err) {
    // The answer is in hand; not storing it only means the next request computes it again.
    if (!(err instanceof StoreUnavailableError)) throw err;
  }
  return analysis;
}

/** A development table's fixed boneyard, as dealt for its first hand (later hands are dealt from seeds). */
function devBone(table: TableRecord, handNo: number): readonly Tile[] | undefined {
  const bone = table.dev?.deal?.bone;
  return handNo === 1 && bone ? (bone as Tile[]) : undefined;
}
