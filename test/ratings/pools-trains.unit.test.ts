/**
 * The pools of Mexican Train and the bigger sets (docs/ratings.md#pools): which tables they rate,
 * the refusals that remain, a train match rated by its places (a forfeit last) for 3, 5 and 8
 * players as openskill computes it, a rated table's end on the in-memory store, and a new pool's
 * leaderboard.
 */
import { rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { recogniseDetail } from '../../functions/i18n';
import { RATING_CODES } from '../../functions/ratings/errors';
import { leaderboard, parsePool, rankOf } from '../../functions/ratings/leaderboard';
import { newPoolRating, POOLS, type Pool, unrated } from '../../functions/ratings/model';
import {
  isStandardRules,
  poolOf,
  ratedPool,
  ratedSides,
  ratedTableProblem,
} from '../../functions/ratings/pools';
import { profileOf } from '../../functions/ratings/profile';
import { ratingWrites, trainAbandonedBeforeFirstMove } from '../../functions/ratings/rate';
import { takeAllBoardSnapshots } from '../../functions/ratings/snapshots';
import { tableStakes } from '../../functions/ratings/stakes';
import { ratingFormat } from '../../functions/store/formats/rating';
import { actOnDueTable } from '../../functions/tables/due';
import { createTable, join, newTableRecord, start, startNow } from '../../functions/tables/lifecycle';
import { type SeatRecord, type TableRecord, trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { applyTrainMove, settleTrains } from '../../functions/tables/trains';
import type { MexicanRulesInput, RulesInput } from '../../shared/engine';
import { forfeitMexican, mexicanLegalMoves, mexicanViewFor } from '../../shared/engine/games/mexican-train';
import { memoryTables, spec } from '../support/memory-tables';
import { matchContext } from './matches';

const train = (players: number, more: Partial<MexicanRulesInput> = {}): MexicanRulesInput => ({
  game: 'mexicanTrain',
  players,
  ...more,
});

/** A rated table's settings as a creator sends them, people in every seat. */
const settings = (rules: RulesInput | MexicanRulesInput, over: Partial<TableRecord> = {}) => ({
  rules,
  seats: Array.from({ length: rules.players }, (_, i) => ({ kind: 'person' as const, playerId: `p${i}` })),
  fill: null,
  dev: null,
  moveTimeLimitSeconds: null,
  onTimeout: 'forfeit' as const,
  ...over,
});

const problem = (rules: RulesInput | MexicanRulesInput, over: Partial<TableRecord> = {}) =>
  ratedTableProblem(settings(rules, over))?.code ?? null;

describe('the new pools', () => {
  it('Mexican Train on double-twelve, any count, is mexicanTrain; on double-nine no pool rates it', () => {
    for (let n = 2; n <= 8; n++) {
      expect(poolOf(train(n))).toBe('mexicanTrain');
      expect(poolOf(train(n, { set: 12 }))).toBe('mexicanTrain');
      expect(poolOf(train(n, { set: 9 }))).toBeNull();
    }
  });

  it('the double-nine partnership is doubleNinePartnership; other bigger-set line games have no pool', () => {
    expect(poolOf({ preset: 'partnership', players: 4, set: 9 })).toBe('doubleNinePartnership');
    // set 6 sent is the default set: today's pools, names unchanged.
    expect(poolOf({ preset: 'partnership', players: 4, set: 6 })).toBe('partnership');
    expect(poolOf({ preset: 'draw', players: 2, set: 6 })).toBe('draw2');
    expect(poolOf({ preset: 'partnership', players: 4, set: 12 })).toBeNull();
    expect(poolOf({ preset: 'draw', players: 2, set: 9 })).toBeNull();
    expect(poolOf({ preset: 'block', players: 4, set: 9 })).toBeNull();
    expect(poolOf({ preset: 'allFives', players: 3, set: 12 })).toBeNull();
  });

  it('the set is no house rule; the games’ options still are', () => {
    expect(isStandardRules({ preset: 'partnership', players: 4, set: 9 })).toBe(true);
    expect(isStandardRules({ preset: 'partnership', players: 4, set: 9, handSize: 10 })).toBe(true);
    expect(isStandardRules({ preset: 'partnership', players: 4, set: 9, target: 200 })).toBe(false);
    expect(isStandardRules(train(5))).toBe(true);
    expect(isStandardRules(train(5, { firstTurnManyTiles: false, set: 12 }))).toBe(true);
    expect(isStandardRules(train(5, { firstTurnManyTiles: true }))).toBe(false);
    expect(isStandardRules(train(5, { blankDoubleFifty: true }))).toBe(false);
  });

  it('a rated table is accepted, or refused with the codes that remain', () => {
    expect(problem({ preset: 'partnership', players: 4, set: 9 })).toBeNull();
    expect(problem(train(2))).toBeNull();
    expect(problem(train(8))).toBeNull();
    expect(problem({ preset: 'partnership', players: 4, set: 9, target: 150 })).toBe(RATING_CODES.houseRules);
    expect(problem({ preset: 'draw', players: 2, set: 9 })).toBe(RATING_CODES.noPool);
    expect(problem({ preset: 'partnership', players: 4, set: 12 })).toBe(RATING_CODES.noPool);
    expect(problem(train(4, { set: 9 }))).toBe(RATING_CODES.noPool);
    expect(problem(train(4, { firstTurnManyTiles: true }))).toBe(RATING_CODES.houseRules);
    expect(problem(train(4, { blankDoubleFifty: true }))).toBe(RATING_CODES.houseRules);
    const bot: SeatRecord = { kind: 'computer', level: 'greedy' };
    expect(problem(train(3), { seats: [{ kind: 'person', playerId: 'a', name: 'A' }, bot, bot] })).toBe(
      RATING_CODES.computerSeat,
    );
    expect(problem(train(3), { dev: { seed: 'x' } })).toBe(RATING_CODES.devTable);
    expect(problem(train(3), { moveTimeLimitSeconds: 60, onTimeout: 'computerMoves' })).toBe(
      RATING_CODES.standInMoves,
    );
    const detail = ratedTableProblem(settings(train(4, { blankDoubleFifty: true })))?.message;
    expect(detail).toBe(
      'a rated Mexican Train table plays the game as it is: send only game, players and set',
    );
    // Both house-rules details are the catalog's templates: translated in every language.
    expect(recogniseDetail(RATING_CODES.houseRules, detail!)?.key).toBe('detail.rating/house-rules.trains');
    const line = ratedTableProblem(settings({ preset: 'draw', players: 2, target: 7 }))!.message;
    expect(recogniseDetail(RATING_CODES.houseRules, line)).toEqual({
      key: 'detail.rating/house-rules',
      values: { preset: 'draw' },
    });
  });

  it('sides: one seat a side in Mexican Train, partners together on double-nine', () => {
    expect(ratedSides(train(5))).toEqual([[0], [1], [2], [3], [4]]);
    expect(ratedSides({ preset: 'partnership', players: 4, set: 9 })).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it('the pools are appended, so every earlier queue keeps its place (and its scheduler shard)', () => {
    expect(POOLS.slice(-2)).toEqual(['mexicanTrain', 'doubleNinePartnership']);
    expect(POOLS.indexOf('fivesAndThrees2')).toBe(7);
  });
});

/** A seeded pick among `count` choices. */
function pick(seed: string, n: number, count: number): number {
  let h = 2166136261;
  for (const c of `${seed}:${n}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h % count;
}

/**
 * A rated Mexican Train match of `players` people played in process by seeded picks (the table
 * code's own settle), to its end, or until `forfeitAfter` moves when one seat then resigns.
 */
function trainMatchOf(players: number, seed: string, forfeitAfter?: { moves: number; seat: number }) {
  const { ctx } = matchContext(seed);
  const seats: SeatRecord[] = Array.from({ length: players }, (_, i) => ({
    kind: 'person',
    playerId: `${seed}-p${i}`,
    name: `P${i}`,
  }));
  const open = newTableRecord(ctx, {
    id: `t-${seed}`,
    createdBy: seats[0].kind === 'person' ? seats[0].playerId : '',
    seats,
    settings: {
      rules: train(players),
      fill: null,
      visibility: 'private',
      moveTimeLimitSeconds: null,
      onTimeout: 'forfeit',
      playForcedMoves: false,
      dev: null,
      rated: true,
    },
    botSeedTag: 'bots',
  });
  let before = open;
  let table = startNow(open, ctx).table;
  for (let n = 0; trainMatch(table)!.places === null; n++) {
    const st = trainMatch(table)!;
    before = table;
    if (forfeitAfter && n === forfeitAfter.moves) {
      table = settleTrains(table, forfeitMexican(st, forfeitAfter.seat), 1, ctx).table;
      break;
    }
    const legal = mexicanLegalMoves(st.rules, st.round);
    const next = applyTrainMove(table, st, st.round.turn, legal[pick(seed, n, legal.length)], ctx);
    table = settleTrains(table, next, 1, ctx).table;
  }
  return { before, after: table };
}

describe('a Mexican Train match rated by its places', () => {
  for (const players of [3, 5, 8]) {
    it(`${players} players: one team of one a seat, ranked by places (lowest total first)`, () => {
      const { before, after } = trainMatchOf(players, `mt${players}`);
      const match = trainMatch(after)!;
      expect(after.status).toBe('over');
      expect(match.last?.round).toBe(13);
      const places = match.places!;
      // Places follow the totals: lower total, better place.
      for (let a = 0; a < players; a++)
        for (let b = 0; b < players; b++)
          if (match.totals[a] < match.totals[b]) expect(places[a]).toBeLessThan(places[b]);
      expect(ratedPool(after)).toBe('mexicanTrain');
      const writes = ratingWrites(before, after, new Map(), []);
      expect(writes).toHaveLength(players);
      const expected = rate(
        places.map(() => [rating()]),
        { rank: places },
      );
      for (const [seat, w] of writes.entries()) {
        const r = w.next.pools.mexicanTrain!;
        expect([r.mu, r.sigma]).toEqual([expected[seat][0].mu, expected[seat][0].sigma]);
        expect(r.played).toBe(1);
        expect(r.won).toBe(places[seat] === 1 ? 1 : 0);
        // Rounds as hands, the pips taken as points; rounds won are not counted.
        expect([r.hands, r.points, r.dominoed, r.blocked]).toEqual([13, match.totals[seat], 0, 0]);
        expect(w.next.recent[0]).toMatchObject({
          tableId: after.id,
          pool: 'mexicanTrain',
          place: places[seat],
          sides: players,
          forfeited: false,
        });
      }
      // The stakes use the same sides: a win alone or last alone.
      const stakes = tableStakes(after, new Map());
      expect(stakes.pool).toBe('mexicanTrain');
      expect(stakes.seats).toHaveLength(players);
      expect(stakes.seats.every((s) => s.win > 0 && s.loss < 0)).toBe(true);
    });
  }

  it('a forfeit is placed last alone; the others by their totals so far', () => {
    const { before, after } = trainMatchOf(5, 'mt-forfeit', { moves: 60, seat: 2 });
    const match = trainMatch(after)!;
    expect(match.forfeit).toBe(2);
    expect(match.places![2]).toBe(5);
    expect(match.places!.filter((p) => p === 5)).toHaveLength(1);
    const writes = ratingWrites(before, after, new Map(), []);
    const expected = rate(
      match.places!.map(() => [rating()]),
      { rank: match.places! },
    );
    expect(writes.map((w) => w.next.pools.mexicanTrain!.mu)).toEqual(expected.map((t) => t[0].mu));
    expect(writes[2].next.recent[0]).toMatchObject({ place: 5, sides: 5, forfeited: true });
    // The forfeit lost the most: openskill's last place.
    const change = writes.map((w) => w.next.pools.mexicanTrain!.mu - 25);
    expect(Math.min(...change)).toBe(change[2]);
  });

  it('a match resigned before any seat played a tile is not rated', () => {
    const { before, after } = trainMatchOf(4, 'mt-early', { moves: 0, seat: 1 });
    expect(trainAbandonedBeforeFirstMove(trainMatch(after)!)).toBe(true);
    expect(ratingWrites(before, after, new Map(), [])).toEqual([]);
  });

  it('a ratings item holding the new pools keeps its stored format (version and shape)', () => {
    const { before, after } = trainMatchOf(3, 'mt-format');
    const item = ratingWrites(before, after, new Map(), [])[0].next;
    const withCuban = {
      ...item,
      pools: { ...item.pools, doubleNinePartnership: newPoolRating(item.updatedAt) },
    };
    const encoded = ratingFormat.encode(withCuban);
    expect(ratingFormat.decode(structuredClone(encoded))).toEqual(withCuban);
  });
});

const CAI = { id: 'p-cai', name: 'Cai' };
const ANA = { id: 'p-ana', name: 'Ana' };
const BEN = { id: 'p-ben', name: 'Ben' };

describe('rated tables on the in-memory store', () => {
  it('a rated Mexican Train table opens, and its end rates its players in the table’s own save', async () => {
    const t = memoryTables();
    const { table: opened } = await createTable(
      t.ctx,
      ANA,
      spec({ rules: train(3), rated: true, dev: null, onTimeout: 'forfeit' }),
    );
    expect(opened.rated).toBe(true);
    await join(t.ctx, opened.id, BEN);
    await join(t.ctx, opened.id, CAI);
    let table = await start(t.ctx, opened.id, ANA.id);
    const people = [ANA, BEN, CAI];
    // Three moves by whoever is to move, then Ben resigns.
    for (let i = 0; i < 3; i++) {
      const st = trainMatch(table)!;
      const seat = st.round.turn;
      const m = mexicanViewFor(st, seat).legalMoves![0];
      const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
      table = (await playMove(t.ctx, { tableId: table.id, playerId: people[seat].id, move })).table;
    }
    const ended = await resign(t.ctx, table.id, BEN.id);
    expect(ended.status).toBe('over');
    expect(ended.ratingChange?.pool).toBe('mexicanTrain');
    expect(ended.ratingChange?.before).toEqual([660, 660, 660]);
    const items = await t.store.ratings.getRatings(people.map((p) => p.id));
    expect(items.get(BEN.id)?.recent[0]).toMatchObject({ pool: 'mexicanTrain', place: 3, forfeited: true });
    expect(items.get(ANA.id)?.pools.mexicanTrain?.played).toBe(1);
  });

  it('a seat that runs out of time at a rated train table forfeits: last, and rated by the scheduler', async () => {
    const t = memoryTables();
    const { table: opened } = await createTable(
      t.ctx,
      ANA,
      spec({ rules: train(3), rated: true, dev: null, moveTimeLimitSeconds: 60, onTimeout: 'forfeit' }),
    );
    await join(t.ctx, opened.id, BEN);
    await join(t.ctx, opened.id, CAI);
    const people = [ANA, BEN, CAI];
    let table = await start(t.ctx, opened.id, ANA.id);
    const st = trainMatch(table)!;
    const m = mexicanViewFor(st, st.round.turn).legalMoves![0];
    const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
    table = (await playMove(t.ctx, { tableId: table.id, playerId: people[st.round.turn].id, move })).table;
    const late = trainMatch(table)!.round.turn;
    t.clock.now += 61_000;
    expect(await actOnDueTable(t.ctx, table.id)).toBe('forfeit');
    const ended = (await t.store.findTable(table.id))!;
    expect(trainMatch(ended)!.places![late]).toBe(3);
    expect(ended.ratingChange?.pool).toBe('mexicanTrain');
    const items = await t.store.ratings.getRatings([people[late].id]);
    expect(items.get(people[late].id)?.recent[0]).toMatchObject({ place: 3, forfeited: true });
  });

  it('a rated double-nine partnership opens; a double-nine Draw game or train is refused', async () => {
    const t = memoryTables();
    const { table } = await createTable(
      t.ctx,
      ANA,
      spec({ rules: { preset: 'partnership', players: 4, set: 9 }, rated: true, dev: null }),
    );
    expect([
      table.rated,
      ratedPool({ ...table, seats: table.seats.map(() => ({ kind: 'person', playerId: 'x' })) }),
    ]).toEqual([true, 'doubleNinePartnership']);
    for (const [rules, code] of [
      [{ preset: 'draw', players: 2, set: 9 }, RATING_CODES.noPool],
      [train(4, { set: 9 }), RATING_CODES.noPool],
      [train(4, { firstTurnManyTiles: true }), RATING_CODES.houseRules],
    ] as const) {
      await expect(createTable(t.ctx, ANA, spec({ rules, rated: true, dev: null }))).rejects.toMatchObject({
        code,
      });
    }
  });
});

describe('a new pool’s leaderboard', () => {
  it('lists the settled players of mexicanTrain best first, and says where each stands', async () => {
    const t = memoryTables();
    const at = '2026-03-01T10:00:00.000Z';
    const pool: Pool = 'mexicanTrain';
    expect(parsePool('mexicanTrain')).toBe(pool);
    expect(parsePool('doubleNinePartnership')).toBe('doubleNinePartnership');
    const settled = [
      ['ma', 1620],
      ['mb', 1710],
      ['mc', 1480],
    ] as const;
    for (const [id, shown] of settled) {
      // sigma 2.5 settles the rating; mu from the rating shown (48 × (mu − 7.5) + 660).
      const r = { ...newPoolRating(at), mu: (shown - 660) / 48 + 7.5, sigma: 2.5, played: 20, listed: shown };
      t.store.ratings.names.set(id, id.toUpperCase());
      await t.store.ratings.saveRatings({
        next: { ...unrated(id, at), version: 1, pools: { [pool]: r } },
        expectedVersion: null,
        unlist: [],
        list: [{ pool, playerId: id, rating: shown, played: 20 }],
      });
    }
    const page = await leaderboard(t.store.ratings, pool);
    expect(page.entries.map((e) => [e.rank, e.playerId, e.rating])).toEqual([
      [1, 'mb', 1710],
      [2, 'ma', 1620],
      [3, 'mc', 1480],
    ]);
    expect((await leaderboard(t.store.ratings, 'doubleNinePartnership')).entries).toEqual([]);
    expect(await rankOf(t.store.ratings, pool, 'ma')).toEqual({
      listed: true,
      rating: 1620,
      rank: 2,
      exact: true,
    });
    expect(await rankOf(t.store.ratings, 'draw2', 'ma')).toEqual({ listed: false, why: 'unrated' });
    // The hourly snapshot counts the new pools with the others; a profile lists the pool's rating.
    const report = await takeAllBoardSnapshots(t.store.ratings, new Date(at));
    expect(report.taken).toContainEqual({ pool: 'mexicanTrain', total: 3 });
    expect(report.taken).toContainEqual({ pool: 'doubleNinePartnership', total: 0 });
    expect(report.taken).toHaveLength(POOLS.length);
    const profile = await profileOf(t.store.ratings, 'mb');
    expect(profile.ratings.map((r) => [r.pool, r.rating])).toEqual([['mexicanTrain', 1710]]);
  });
});
