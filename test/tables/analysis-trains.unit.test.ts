/**
 * The review of a Mexican Train round served on the in-memory store (functions/tables/analysis.ts):
 * only once the round is over, to its players any time after and to spectators once the match
 * is over, each reader's own cut; made by the notifier when the round ends, or on request from
 * the round's archive (a 404 without one); stored in its own
 * format with `game: 'mexicanTrain'`, as the API answers it (TrainRoundReview).
 */
import { describe, expect, it } from 'vitest';
import { TrainRoundReviewSchema } from '../../functions/api/analysis/definitions';
import { handAnalysisFormat } from '../../functions/store/formats/hand-analysis';
import { analyseEndedHands, handReview, handsEndedBy } from '../../functions/tables/analysis';
import { createTable, start } from '../../functions/tables/lifecycle';
import { type TableRecord, trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { isTrainAnalysis } from '../../shared/analysis/format';
import type { TrainRoundAnalysis } from '../../shared/analysis/trains';
import { mexicanViewFor } from '../../shared/engine/games/mexican-train';
import { ANA, memoryTables, spec } from '../support/memory-tables';

const TRAINS = { playouts: 300, minWorlds: 3, maxWorlds: 6 };
const STRANGER = 'p-carol';

type T = ReturnType<typeof memoryTables>;

/** Ana and three greedy computer players at a public Mexican Train table. */
async function trainTable(t: T): Promise<TableRecord> {
  const rules = { game: 'mexicanTrain' as const, players: 4 };
  const seats = [0, 1, 2, 3].map((i) =>
    i === 0 ? { kind: 'person' as const } : { kind: 'computer' as const, level: 'greedy' as const },
  );
  const { table } = await createTable(
    t.ctx,
    ANA,
    spec({ rules, seats, visibility: 'public', dev: { seed: 'review-trains' } }),
  );
  return start(t.ctx, table.id, ANA.id);
}

/** Ana's moves (her first legal one) until round `round` is over; every change seen on the way. */
async function playUntilOver(t: T, table: TableRecord, round: number) {
  const changes: { before: TableRecord; after: TableRecord }[] = [];
  while (table.status === 'playing' && (trainMatch(table)!.last?.round ?? 0) < round) {
    const m = mexicanViewFor(trainMatch(table)!, 0).legalMoves![0];
    const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
    const after = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move })).table;
    changes.push({ before: table, after });
    table = after;
  }
  return { table, changes };
}

const review = (t: T, table: TableRecord, n: number, viewer: string | null) =>
  handReview(t.ctx, table.id, n, viewer, { writeContext: () => t.ctx, trains: TRAINS });

describe('the review of a Mexican Train round', () => {
  it('waits for the round’s end, is refused to spectators while the match is on, and is each player’s own cut', async () => {
    const t = memoryTables();
    const started = await trainTable(t);
    await expect(review(t, started, 1, ANA.id)).rejects.toMatchObject({ code: 'analysis/hand-not-over' });
    await expect(review(t, started, 2, ANA.id)).rejects.toMatchObject({ code: 'analysis/no-such-hand' });
    const { table } = await playUntilOver(t, started, 1);
    expect(trainMatch(table)!.round.round).toBe(2);
    await expect(review(t, table, 2, ANA.id)).rejects.toMatchObject({ code: 'analysis/hand-not-over' });
    await expect(review(t, table, 1, null)).rejects.toMatchObject({ code: 'analysis/match-in-play' });
    await expect(review(t, table, 1, STRANGER)).rejects.toMatchObject({ code: 'analysis/match-in-play' });

    const mine = await review(t, table, 1, ANA.id);
    expect(mine.seat).toBe(0);
    const a = mine.analysis as TrainRoundAnalysis;
    expect(a.game).toBe('mexicanTrain');
    expect(a.roundNo).toBe(1);
    expect(a.dealt.map((d) => d !== null)).toEqual([true, false, false, false]);
    expect(a.adds).toEqual(trainMatch(table)!.last!.adds);
    for (const s of a.steps) if (s.type === 'draw') expect(s.tile !== undefined).toBe(s.seat === 0);
    expect(a.seats[0].judged).toBeGreaterThan(0);
    // As the API answers it.
    const answer = {
      game: 'mexicanTrain',
      tableId: table.id,
      roundNo: 1,
      seat: 0,
      analysis: a,
      hints: mine.hints,
    };
    expect(TrainRoundReviewSchema.parse(JSON.parse(JSON.stringify(answer)))).toEqual(answer);

    // Stored whole, once; read back through the stored item's format as it was computed.
    const stored = (await t.store.findHandAnalysis(table.id, 1)) as TrainRoundAnalysis;
    expect(stored.dealt.every((d) => d !== null)).toBe(true);
    const item = handAnalysisFormat.encode({ tableId: table.id, analysis: stored, expiresAt: 1_900_000_000 });
    expect(item.game).toBe('mexicanTrain');
    expect(item.SK).toBe('ANALYSIS#0001');
    expect(handAnalysisFormat.decode(item).analysis).toEqual(stored);
    expect((await review(t, table, 1, ANA.id)).analysis).toEqual(a);

    // The match over (Ana resigns): a spectator reads it, with no hand and no draw named.
    const over = await resign(t.ctx, table.id, ANA.id);
    const spectator = await review(t, over, 1, STRANGER);
    expect(spectator.seat).toBeNull();
    const cut = spectator.analysis as TrainRoundAnalysis;
    expect(cut.dealt.every((d) => d === null)).toBe(true);
    expect(cut.steps.some((s) => s.type === 'draw' && s.tile !== undefined)).toBe(false);
    // The round the resignation cut short was never over.
    await expect(review(t, over, 2, ANA.id)).rejects.toMatchObject({ code: 'analysis/no-such-hand' });
  });

  it('is made by the notifier when the round ends, and only then', async () => {
    const t = memoryTables();
    const { table, changes } = await playUntilOver(t, await trainTable(t), 1);
    const ending = changes.filter((c) => handsEndedBy(c.before, c.after).length > 0);
    expect(ending.map((c) => handsEndedBy(c.before, c.after))).toEqual([[1]]);
    expect(ending[0].after).toBe(table);
    const logged: string[] = [];
    const done = await analyseEndedHands(
      t.ctx,
      changes.map((c) => ({ read: () => c })),
      (m) => logged.push(m),
      undefined,
      TRAINS,
    );
    expect(logged).toEqual([]);
    expect(done).toBe(1);
    const stored = await t.store.findHandAnalysis(table.id, 1);
    expect(stored && isTrainAnalysis(stored) && stored.roundNo).toBe(1);
    expect(await t.store.findHandAnalysis(table.id, 2)).toBeNull();
  });

  it('serves every finished round from its archive after the match; a round with no archive is a clear 404', async () => {
    const t = memoryTables();
    const { table } = await playUntilOver(t, await trainTable(t), 3);
    expect(trainMatch(table)!.last!.round).toBe(3);
    const over = await resign(t.ctx, table.id, ANA.id);
    expect(over.status).not.toBe('playing');

    // A table from before rounds were archived: the store holds no archive of it.
    const unarchived: T['ctx'] = {
      ...t.ctx,
      store: Object.assign(Object.create(t.store), { roundArchives: async () => [] }),
    };
    const unarchivedReview = (n: number) =>
      handReview(unarchived, over.id, n, ANA.id, { writeContext: () => unarchived, trains: TRAINS });
    await expect(unarchivedReview(1)).rejects.toMatchObject({ code: 'analysis/no-such-hand' });
    await expect(unarchivedReview(2)).rejects.toMatchObject({ code: 'analysis/no-such-hand' });
    expect(await t.store.findHandAnalysis(over.id, 1)).toBeNull();

    // Each round's review, made on request from the round's archive (the table keeps round 3's).
    const archived = await t.store.roundArchives(over.id, 0, 10);
    expect(archived.map((a) => a.record.round)).toEqual([1, 2, 3]);
    for (const archive of archived) {
      const n = archive.record.round;
      const mine = await review(t, over, n, ANA.id);
      const a = mine.analysis as TrainRoundAnalysis;
      expect(a).toMatchObject({ game: 'mexicanTrain', roundNo: n });
      expect(a.adds).toEqual(archive.record.adds);
      expect(a.seats[0].judged).toBeGreaterThan(0);
      expect(await t.store.findHandAnalysis(over.id, n)).toMatchObject({ roundNo: n });
      // A spectator reads it too, the match being over.
      expect((await review(t, over, n, STRANGER)).analysis).toMatchObject({ roundNo: n });
    }
    await expect(review(t, over, 4, ANA.id)).rejects.toMatchObject({ code: 'analysis/no-such-hand' });
  });
});
