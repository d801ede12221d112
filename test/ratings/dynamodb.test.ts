/**
 * Ratings on DynamoDB Local, through the real adapters: the ratings of a rated match ride in the
 * transaction that saves its end, so a rated partnership match updates the four ratings exactly
 * as openskill computes them; a move and a timeout ending the same match at once rate it once;
 * a replay rates nothing; leaderboards page, rank and hide, and never list the provisional.
 */
import { randomUUID } from 'node:crypto';
import { rate } from 'openskill';
import { beforeAll, describe, expect, it } from 'vitest';
import { LeaderboardPageSchema, PlayerRankSchema } from '../../functions/api/schemas/ratings';
import { StoreUnavailableError, VersionConflictError } from '../../functions/core/store-errors';
import { leaderboard, rankOf, takeBoardSnapshot } from '../../functions/ratings/leaderboard';
import {
  type BoardEntry,
  displayRating,
  newPoolRating,
  type PlayerRatings,
  type Pool,
  unrated,
} from '../../functions/ratings/model';
import { profileOf, setHidden } from '../../functions/ratings/profile';
import { finalPlaces, matchEndRatings } from '../../functions/ratings/rate';
import { DynamoDbRatings } from '../../functions/store/dynamodb-ratings';
import { dueChange } from '../../functions/tables/due';
import { indexesOf } from '../../functions/tables/indexes';
import { createTable, join, start } from '../../functions/tables/lifecycle';
import {
  lineMatch,
  mergeWrites,
  type SavePlan,
  type TableRecord,
  trainMatch,
} from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import { settle } from '../../functions/tables/settle';
import { forfeitMatch, type RulesInput, sideCount, sideOf } from '../../shared/engine';
import { mexicanViewFor } from '../../shared/engine/games/mexican-train';
import { storeOnOwnTable } from '../support/api';
import { TEST_TIMEOUTS, testDynamoDb } from '../support/dynamodb';
import { matchContext, moveOn, nextMove, type Person, playToLastMove, rated, startedTable } from './matches';

// A table of its own: a pool's leaderboard is global to the table, and other files rate players too.
const { store, tableName } = await storeOnOwnTable();
const db = testDynamoDb();
const ratings = new DynamoDbRatings(db.documentClient, tableName, TEST_TIMEOUTS);
const run = randomUUID().slice(0, 8);

async function signUp(names: string[]): Promise<Person[]> {
  const people = names.map((name) => ({ id: `${name.toLowerCase()}-${run}`, name }));
  for (const p of people) await store.createPlayer({ ...p, createdAt: new Date().toISOString() }, {});
  return people;
}

/** A rated table of these people stored, played up to the move that would end it. */
async function toLastMove(tag: string, rules: RulesInput, people: Person[], timed = false) {
  const { ctx, advance } = matchContext(`${tag}-${run}`);
  const id = `${tag}-${run}`;
  const start = startedTable(
    ctx,
    id,
    rules,
    people,
    timed ? { moveTimeLimitSeconds: 60, onTimeout: 'forfeit' } : {},
  );
  await store.createTable(
    start.table,
    indexesOf(start.table),
    mergeWrites({ seated: people.map((p) => p.id) }, start.writes),
  );
  const played = await playToLastMove(start, ctx, tag, (plan, v) =>
    store.saveTable(plan.table, indexesOf(plan.table), v, plan.writes),
  );
  return { ...played, ctx, advance };
}

/** What the lead's hook does at a save: the ratings the end writes, added to the plan. */
async function withRatings(before: TableRecord, plan: SavePlan): Promise<SavePlan> {
  const finishedNow = (plan.writes.hands ?? []).map((a) => a.record);
  const writes = await matchEndRatings(
    { ratings, hands: store },
    rated(before),
    rated(plan.table),
    finishedNow,
  );
  return { table: plan.table, writes: { ...plan.writes, ratings: writes } };
}

const save = (before: TableRecord, plan: SavePlan) =>
  store.saveTable(plan.table, indexesOf(plan.table), before.version, plan.writes);

/** What openskill makes of `read` (by seat) for the match's final places, by seat. */
function expectedBySeat(table: TableRecord, pool: Pool, read: Map<string, PlayerRatings>) {
  const match = lineMatch(table)!;
  const ids = table.seats.map((s) => (s.kind === 'person' ? s.playerId : ''));
  const prior = ids.map((id) => {
    const r = read.get(id)?.pools[pool] ?? newPoolRating('');
    return { mu: r.mu, sigma: r.sigma };
  });
  const sides = Array.from({ length: sideCount(match.rules) }, (_, side) =>
    ids.flatMap((_, seat) => (sideOf(match.rules, seat) === side ? [seat] : [])),
  );
  const out = rate(
    sides.map((seats) => seats.map((s) => prior[s])),
    { rank: finalPlaces(match) },
  );
  return ids.map((_, seat) => {
    const side = sideOf(match.rules, seat);
    return out[side][sides[side].indexOf(seat)];
  });
}

describe('a rated partnership match between four people', () => {
  let four: Person[];
  beforeAll(async () => {
    four = await signUp(['Ann', 'Bob', 'Cat', 'Dan']);
  });

  it('updates the four ratings in the transaction of its end, exactly as openskill computes them', async () => {
    const { before, last, ctx } = await toLastMove('team-a', { preset: 'partnership', players: 4 }, four);
    const ids = four.map((p) => p.id);
    expect((await ratings.getRatings(ids)).size).toBe(0);
    const end = await withRatings(before, moveOn(before, ctx, last));
    expect(end.writes.ratings).toHaveLength(4);
    await save(before, end);
    const stored = await ratings.getRatings(ids);
    const expected = expectedBySeat(end.table, 'partnership', new Map());
    for (const [seat, p] of four.entries()) {
      const r = stored.get(p.id)!;
      expect([r.pools.partnership!.mu, r.pools.partnership!.sigma]).toEqual([
        expected[seat].mu,
        expected[seat].sigma,
      ]);
      expect(r).toMatchObject({ version: 1, lastMatch: end.table.id, hidden: false });
      expect(r.pools.partnership!.played).toBe(1);
      expect(r.recent.map((m) => m.tableId)).toEqual([end.table.id]);
    }
    // The profile reads them back: the name, the rating with its "?", the match.
    const profile = await profileOf(ratings, four[0].id);
    expect(profile.name).toBe('Ann');
    expect(profile.ratings[0].shown).toBe(`${displayRating(stored.get(four[0].id)!.pools.partnership!)}?`);
    expect(profile.recent[0].tableId).toBe(end.table.id);
    // Provisional after one match: on no leaderboard.
    expect(await rankOf(ratings, 'partnership', four[0].id)).toEqual({ listed: false, why: 'provisional' });

    // The next match, partners changed, starts from the stored ratings.
    const reseated = [four[0], four[2], four[1], four[3]];
    const next = await toLastMove('team-b', { preset: 'partnership', players: 4 }, reseated);
    const read = await ratings.getRatings(ids);
    const end2 = await withRatings(next.before, moveOn(next.before, next.ctx, next.last));
    await save(next.before, end2);
    const again = await ratings.getRatings(ids);
    const expected2 = expectedBySeat(end2.table, 'partnership', read);
    for (const [seat, p] of reseated.entries()) {
      const r = again.get(p.id)!;
      expect([r.pools.partnership!.mu, r.pools.partnership!.sigma]).toEqual([
        expected2[seat].mu,
        expected2[seat].sigma,
      ]);
      expect(r.version).toBe(2);
      expect(r.pools.partnership!.played).toBe(2);
    }
  });
});

describe('exactly once', () => {
  it('a move and a timeout ending the same match at once: one transaction lands, the match is rated once', async () => {
    const four = await signUp(['Eve', 'Fay', 'Gus', 'Hal']);
    const ids = four.map((p) => p.id);
    const { before, last, ctx, advance } = await toLastMove(
      'race',
      { preset: 'partnership', players: 4 },
      four,
      true,
    );
    expect(before.deadline).not.toBeNull();
    const byMove = await withRatings(before, moveOn(before, ctx, last));
    advance(61_000);
    const due = dueChange(before, ctx)!;
    expect(due.action).toBe('forfeit');
    const byTimeout = await withRatings(before, due.next);
    expect([byMove.writes.ratings!.length, byTimeout.writes.ratings!.length]).toEqual([4, 4]);

    const outcomes = await Promise.allSettled([save(before, byMove), save(before, byTimeout)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason instanceof VersionConflictError || lost.reason instanceof StoreUnavailableError).toBe(
      true,
    );

    const landed = (await store.findTable(before.id))!;
    const winner = lineMatch(landed)!.forfeit === undefined ? byMove : byTimeout;
    expect(landed.version).toBe(winner.table.version);
    const stored = await ratings.getRatings(ids);
    const expected = expectedBySeat(winner.table, 'partnership', new Map());
    for (const [seat, p] of four.entries()) {
      const r = stored.get(p.id)!;
      expect(r.version).toBe(1);
      expect(r.pools.partnership!.played).toBe(1);
      expect([r.pools.partnership!.mu, r.pools.partnership!.sigma]).toEqual([
        expected[seat].mu,
        expected[seat].sigma,
      ]);
    }

    // A replay of either end: the table's condition refuses it whole; the ratings stay as they are.
    for (const plan of [byMove, byTimeout])
      await expect(save(before, plan)).rejects.toBeInstanceOf(VersionConflictError);
    // Judged again from the table as it is now (over): nothing to rate; from the old read but the
    // items as they are now: the match is in them already.
    expect(await matchEndRatings({ ratings, hands: store }, rated(landed), rated(landed), [])).toEqual([]);
    expect(await matchEndRatings({ ratings, hands: store }, rated(before), rated(winner.table), [])).toEqual(
      [],
    );
    expect(await ratings.getRatings(ids)).toEqual(stored);
  });

  it('a resignation before anyone moved rates nothing; after a move it rates, the resigner last', async () => {
    const three = await signUp(['Ida', 'Jon', 'Kim']);
    const { ctx } = matchContext(`quit-${run}`);
    const start = startedTable(ctx, `quit-${run}`, { preset: 'draw', players: 3 }, three);
    await store.createTable(
      start.table,
      indexesOf(start.table),
      mergeWrites({ seated: three.map((p) => p.id) }, start.writes),
    );
    const t = start.table;
    const quitter = (lineMatch(t)!.hand.turn + 1) % 3;
    expect(
      (await withRatings(t, settle(t, forfeitMatch(lineMatch(t)!, quitter), 1, ctx))).writes.ratings,
    ).toEqual([]);

    const moved = moveOn(t, ctx, nextMove(t, 'quit'));
    await save(t, moved);
    const quit = await withRatings(
      moved.table,
      settle(moved.table, forfeitMatch(lineMatch(moved.table)!, quitter), 1, ctx),
    );
    await save(moved.table, quit);
    const stored = await ratings.getRatings(three.map((p) => p.id));
    expect(stored.size).toBe(3);
    expect(stored.get(three[quitter].id)!.recent[0]).toMatchObject({ place: 3, sides: 3, forfeited: true });
    const expected = expectedBySeat(quit.table, 'ffa3', new Map());
    for (const [seat, p] of three.entries()) expect(stored.get(p.id)!.pools.ffa3!.mu).toBe(expected[seat].mu);
  });
});

describe('leaderboards', () => {
  const pool = 'allFives2';
  const at = '2026-03-01T00:00:00.000Z';
  let people: Person[];
  /** The listed ones, best first, as the leaderboard must show them. */
  let listed: BoardEntry[];

  /** A player with a settled (or provisional, or hidden) rating in the pool, written as a save would. */
  async function seed(p: Person, mu: number, sigma: number, hidden: boolean) {
    const r = { ...newPoolRating(at), mu, sigma, played: 25 };
    const show = !hidden && sigma < 6.5;
    const next = {
      ...unrated(p.id, at),
      version: 1,
      hidden,
      pools: { [pool]: { ...r, listed: show ? displayRating(r) : null } },
    };
    const entry = { pool, playerId: p.id, rating: displayRating(r), played: 25 } as const;
    await ratings.saveRatings({ next, expectedVersion: null, unlist: [], list: show ? [entry] : [] });
    return show ? entry : null;
  }

  beforeAll(async () => {
    people = await signUp(Array.from({ length: 23 }, (_, i) => `Lb${i}`));
    const seeded = await Promise.all(
      people.map((p, i) => seed(p, 20 + ((i * 7) % 13), i % 5 === 4 ? 7 : 2 + (i % 3), i % 6 === 5)),
    );
    listed = seeded
      .filter((e): e is NonNullable<typeof e> => e !== null)
      .sort((a, b) => b.rating - a.rating || (a.playerId < b.playerId ? 1 : -1));
  });

  it('pages through the listed players best first, with their names and ranks; provisional and hidden left out', async () => {
    const seen: { rank: number; playerId: string; name: string | null; rating: number }[] = [];
    let cursor: string | null = null;
    do {
      const page = await leaderboard(ratings, pool, { limit: 4, cursor });
      expect(LeaderboardPageSchema.parse(page)).toEqual(page);
      expect(page.entries.length).toBeLessThanOrEqual(4);
      seen.push(...page.entries);
      cursor = page.cursor;
    } while (cursor);
    // Other test files may list players in this pool; this file's are in order among them.
    const mine = seen.filter((e) => people.some((p) => p.id === e.playerId));
    expect(mine.map((e) => [e.playerId, e.rating])).toEqual(listed.map((e) => [e.playerId, e.rating]));
    expect(seen.map((e) => e.rank)).toEqual(seen.map((_, i) => i + 1));
    expect(mine.map((e) => e.name)).toEqual(listed.map((e) => people.find((p) => p.id === e.playerId)!.name));
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.length).toBeLessThan(people.length);
  });

  it('"my rank" is exact in the top; the provisional and the hidden have none', async () => {
    const board = (await leaderboard(ratings, pool, { limit: 100 })).entries;
    for (const e of listed) {
      const mine = board.find((b) => b.playerId === e.playerId)!;
      expect(await rankOf(ratings, pool, e.playerId)).toEqual({
        listed: true,
        rating: e.rating,
        rank: mine.rank,
        exact: true,
      });
    }
    expect(PlayerRankSchema.parse(await rankOf(ratings, pool, listed[0].playerId))).toMatchObject({
      rank: 1,
    });
    const provisional = people.find((_, i) => i % 5 === 4 && i % 6 !== 5)!;
    expect(await rankOf(ratings, pool, provisional.id)).toEqual({ listed: false, why: 'provisional' });
    const hidden = people.find((_, i) => i % 6 === 5 && i % 5 !== 4)!;
    expect(await rankOf(ratings, pool, hidden.id)).toEqual({ listed: false, why: 'hidden' });
    expect(await rankOf(ratings, 'ffa4', people[0].id)).toEqual({ listed: false, why: 'unrated' });
  });

  it('hiding takes a player off at once, and showing again puts them back where they were', async () => {
    const top = listed[0];
    await setHidden(ratings, top.playerId, true, new Date(at));
    expect(await rankOf(ratings, pool, top.playerId)).toEqual({ listed: false, why: 'hidden' });
    const without = (await leaderboard(ratings, pool, { limit: 100 })).entries;
    expect(without.some((e) => e.playerId === top.playerId)).toBe(false);
    expect((await profileOf(ratings, top.playerId)).listed).toBe(false);
    await setHidden(ratings, top.playerId, false, new Date(at));
    const back = (await leaderboard(ratings, pool, { limit: 100 })).entries;
    expect(back.find((e) => e.playerId === top.playerId)).toMatchObject({ rating: top.rating, played: 25 });
    expect((await ratings.getRatings([top.playerId])).get(top.playerId)!.version).toBe(3);
  });

  it('the snapshot job counts the board; a cursor the service did not make is refused', async () => {
    const snapshot = await takeBoardSnapshot(ratings, pool, new Date(at));
    expect(snapshot.total).toBeGreaterThanOrEqual(listed.length);
    expect(snapshot.cutoff).toBeNull();
    expect(await ratings.boardSnapshot(pool)).toEqual(snapshot);
    await expect(leaderboard(ratings, pool, { cursor: 'bm90IGEgY3Vyc29y' })).rejects.toThrow(/cursor/);
  });
});

describe('a settled player’s entry moves in the transaction of a rated end', () => {
  it('the old entry goes, the new one comes, nothing else', async () => {
    const two = await signUp(['Mo', 'Ned']);
    const seeded = two.map((p, i) => {
      const r = { ...newPoolRating(at2), mu: 26 + i, sigma: 2.4, played: 40 };
      return { ...unrated(p.id, at2), version: 1, pools: { block2: { ...r, listed: displayRating(r) } } };
    });
    for (const next of seeded) {
      const e = next.pools.block2;
      await ratings.saveRatings({
        next,
        expectedVersion: null,
        unlist: [],
        list: [{ pool: 'block2', playerId: next.playerId, rating: e.listed!, played: 40 }],
      });
    }
    const { before, last, ctx } = await toLastMove('moves', { preset: 'block', players: 2 }, two);
    const end = await withRatings(before, moveOn(before, ctx, last));
    await save(before, end);
    const stored = await ratings.getRatings(two.map((p) => p.id));
    const entries = (await ratings.boardPage('block2', null, 1000)).filter((e) =>
      two.some((p) => p.id === e.playerId),
    );
    expect(entries.map((e) => [e.playerId, e.rating, e.played]).sort()).toEqual(
      two.map((p) => [p.id, displayRating(stored.get(p.id)!.pools.block2!), 41]).sort(),
    );
  });
});

const at2 = '2026-02-01T00:00:00.000Z';

describe('a rated Mexican Train match of eight settled players', () => {
  it('its end moves the eight ratings and their entries in the transaction that saves it', async () => {
    const eight = await signUp(['Tra', 'Trb', 'Trc', 'Trd', 'Tre', 'Trf', 'Trg', 'Trh']);
    // Settled and listed: each end's write moves an entry (a delete and a put), the most items.
    const seeded = eight.map((p, i) => {
      const r = { ...newPoolRating(at2), mu: 24 + i / 2, sigma: 2.4, played: 30 };
      return {
        ...unrated(p.id, at2),
        version: 1,
        pools: { mexicanTrain: { ...r, listed: displayRating(r) } },
      };
    });
    for (const next of seeded) {
      const e = next.pools.mexicanTrain;
      await ratings.saveRatings({
        next,
        expectedVersion: null,
        unlist: [],
        list: [{ pool: 'mexicanTrain', playerId: next.playerId, rating: e.listed!, played: 30 }],
      });
    }
    const { ctx: base } = matchContext(`mt8-${run}`);
    const ctx = { ...base, store };
    const { table: opened } = await createTable(ctx, eight[0], {
      rules: { game: 'mexicanTrain', players: 8 },
      fill: null,
      visibility: 'private',
      moveTimeLimitSeconds: null,
      onTimeout: 'forfeit',
      playForcedMoves: false,
      dev: null,
      rated: true,
    });
    for (const p of eight.slice(1)) await join(ctx, opened.id, p);
    let table = await start(ctx, opened.id, eight[0].id);
    for (let i = 0; i < 8; i++) {
      const st = trainMatch(table)!;
      const seat = st.round.turn;
      const m = mexicanViewFor(st, seat).legalMoves![0];
      const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
      table = (await playMove(ctx, { tableId: table.id, playerId: eight[seat].id, move })).table;
    }
    const ended = await resign(ctx, table.id, eight[5].id);
    const places = trainMatch(ended)!.places!;
    expect(places[5]).toBe(8);
    const expected = rate(
      seeded.map((r) => [{ mu: r.pools.mexicanTrain.mu, sigma: r.pools.mexicanTrain.sigma }]),
      { rank: places },
    );
    const stored = await ratings.getRatings(eight.map((p) => p.id));
    for (const [seat, p] of eight.entries()) {
      const r = stored.get(p.id)!.pools.mexicanTrain!;
      expect([r.mu, r.sigma, r.played]).toEqual([expected[seat][0].mu, expected[seat][0].sigma, 31]);
    }
    expect((await store.findTable(ended.id))?.ratingChange).toEqual(ended.ratingChange);
    expect(ended.ratingChange?.pool).toBe('mexicanTrain');
    const entries = (await ratings.boardPage('mexicanTrain', null, 1000)).filter((e) =>
      eight.some((p) => p.id === e.playerId),
    );
    expect(entries.map((e) => [e.playerId, e.rating]).sort()).toEqual(
      eight.map((p) => [p.id, displayRating(stored.get(p.id)!.pools.mexicanTrain!)]).sort(),
    );
  });
});
