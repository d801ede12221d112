/**
 * Ratings through the API on DynamoDB Local, wired as the service runs: a table opened rated
 * (and the refusals), a rated partnership of four people whose end updates the four ratings
 * exactly as openskill computes them, a timeout and a move ending one match at once (rated
 * once), the leaderboards (provisional players not listed, "my rank", hiding), and a public
 * profile that holds nothing a table hides.
 */
import { rate } from 'openskill';
import { describe, expect, it } from 'vitest';
import { displayRating, newPoolRating, type Pool, unrated } from '../../functions/ratings/model';
import { finalPlaces } from '../../functions/ratings/rate';
import { schedulerContext } from '../../functions/scheduler/context';
import { actOnDueTable } from '../../functions/tables/due';
import { lineMatch, type TableRecord } from '../../functions/tables/model';
import {
  applyMove,
  moveOf as engineMove,
  isOver,
  legalMovesOf,
  type Move,
  sideCount,
  sideOf,
  tileName,
} from '../../shared/engine';
import { signUp, storeOnOwnTable, type TestPlayer, testApp } from '../support/api';
import { expectOk, expectProblem, lineView, type Schemas, typedClient } from '../support/client';
import {
  checkAgainstStore,
  expectNoHiddenTiles,
  lookAt,
  playToEndUnchecked,
  postMove,
  startTable,
} from '../support/play';

// A table of its own: a pool's leaderboard is global to the table, and other files rate players too.
const { store } = await storeOnOwnTable();
const app = testApp({}, store);

const profileOf = (id: string, token?: string) =>
  expectOk(typedClient(app, token).GET('/v1/players/{id}', { params: { path: { id } } }));
const board = (pool: Pool, query: { limit?: number; cursor?: string } = {}) =>
  expectOk(typedClient(app).GET('/v1/leaderboards/{pool}', { params: { path: { pool }, query } }));
const myRank = (p: TestPlayer, pool: Pool) =>
  expectOk(typedClient(app, p.token).GET('/v1/leaderboards/{pool}/me', { params: { path: { pool } } }));

/** What openskill makes of new players at this finished table, by seat. */
function expectedFor(table: TableRecord) {
  const match = lineMatch(table)!;
  const sides = sideCount(match.rules);
  const bySide = Array.from({ length: sides }, (_, side) =>
    table.seats.flatMap((_, seat) => (sideOf(match.rules, seat) === side ? [seat] : [])),
  );
  const fresh = newPoolRating('');
  const updated = rate(
    bySide.map((seats) => seats.map(() => ({ mu: fresh.mu, sigma: fresh.sigma }))),
    { rank: finalPlaces(match) },
  );
  return table.seats.map((_, seat) => {
    const side = sideOf(match.rules, seat);
    return updated[side][bySide[side].indexOf(seat)];
  });
}

/** The API's body for an engine move. */
function bodyOf(m: Move): Schemas['Move'] {
  return m.type === 'draw' ? { draw: true } : { tile: tileName(m.tile), end: m.end };
}

/**
 * Plays the stored table through the API (each person the first legal move) until the seat to
 * move has a move that ends the match; returns the table as stored then, and that move.
 */
async function toLastMove(id: string, people: TestPlayer[]) {
  for (;;) {
    const t = (await store.findTable(id))!;
    const match = lineMatch(t)!;
    const seat = match.hand.turn;
    const moves = legalMovesOf(match.rules, match.hand).map(engineMove);
    const last = moves.find((m) => {
      const r = applyMove(match, seat, m, { nextHandSeed: 'probe' });
      return r.ok && isOver(r.state);
    });
    if (last) return { table: t, seat, last };
    await expectOk(postMove(app, people[seat].token, id, { ...bodyOf(moves[0]), version: t.version }));
  }
}

describe('opening a rated table', () => {
  it('is off by default, and refused with a stable code unless people only play a standard preset', async () => {
    const ann = await signUp(app, 'Ann');
    const as = typedClient(app, ann.token);
    const plain = await expectOk(
      as.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2 } } }),
      201,
    );
    expect([plain.rated, plain.ratingChange]).toEqual([false, null]);
    const ok = await expectOk(
      as.POST('/v1/tables', { body: { rules: { preset: 'block', players: 2, target: 100 }, rated: true } }),
      201,
    );
    expect(ok.rated).toBe(true);
    // An option sent at its preset's own value is no house rule; any other is.
    expect('target' in ok.rules && ok.rules.target).toBe(100);
    const refused: [Schemas['CreateTable'], string][] = [
      [{ rules: { preset: 'block', players: 2, target: 50 }, rated: true }, 'rating/house-rules'],
      [{ rules: { preset: 'partnership', players: 2 }, rated: true }, 'rating/no-pool'],
      [
        {
          rules: { preset: 'draw', players: 2 },
          seats: [{ kind: 'person' }, { kind: 'computer', level: 'expert' }],
          rated: true,
        },
        'rating/computer-seat',
      ],
      [
        { rules: { preset: 'draw', players: 3 }, fillWithComputers: { level: 'greedy' }, rated: true },
        'rating/computer-seat',
      ],
      [{ rules: { preset: 'draw', players: 2 }, seed: 'fixed', rated: true }, 'rating/dev-table'],
      [
        { rules: { preset: 'draw', players: 2 }, moveTimeLimitSeconds: 600, rated: true },
        'rating/stand-in-moves',
      ],
    ];
    for (const [body, code] of refused) {
      const problem = await expectProblem(as.POST('/v1/tables', { body }), 422, code);
      expect(problem.detail.length).toBeGreaterThan(0);
    }
    // The refusals opened nothing: only the two tables above are in the list.
    const mine = await expectOk(as.GET('/v1/me/tables', {}));
    expect(mine.tables.map((t) => t.id).sort()).toEqual([plain.id, ok.id].sort());
  });
});

describe('a rated partnership of four people', () => {
  it('updates the four ratings exactly as openskill computes, shown at the table and on each profile', async () => {
    const four = await Promise.all(['Eve', 'Fay', 'Gus', 'Hal'].map((n) => signUp(app, n)));
    const started = await startTable(app, four[0], four.slice(1), {
      rules: { preset: 'partnership', players: 4 },
      rated: true,
    });
    expect(started.ratingChange).toBeNull();
    // The views on the way are playToEnd's to check (matches.test.ts); the end's are checked here.
    const { table: end } = await playToEndUnchecked(
      app,
      started.id,
      new Map(four.map((p, i) => [i, p])),
      'rated-4',
    );
    expect(end.status).toBe('over');
    await checkAgainstStore(store, end, end.you!);
    const stored = (await store.findTable(started.id))!;
    const expected = expectedFor(stored);
    const initial = displayRating(newPoolRating(''));
    expect(end.ratingChange).toEqual({
      pool: 'partnership',
      seats: expected.map((r, seat) => ({
        seat,
        ratingBefore: initial,
        ratingAfter: displayRating(r),
        change: displayRating(r) - initial,
      })),
    });
    // Every seat sees the same change, and so does a later look.
    for (const [seat, p] of four.entries()) {
      const look = await lookAt(app, p.token, started.id);
      expect(look.ratingChange).toEqual(end.ratingChange);
      await checkAgainstStore(store, look, seat);
    }
    const places = finalPlaces(lineMatch(stored)!);
    for (const [seat, p] of four.entries()) {
      const profile = await profileOf(p.id);
      const side = sideOf(lineMatch(stored)!.rules, seat);
      expect(profile.name).toBe(p.name);
      expect(profile.ratings).toHaveLength(1);
      const r = profile.ratings[0];
      expect([r.pool, r.mu, r.sigma, r.played, r.won]).toEqual([
        'partnership',
        expected[seat].mu,
        expected[seat].sigma,
        1,
        places[side] === 1 ? 1 : 0,
      ]);
      expect(r.provisional).toBe(true);
      expect(r.shown).toBe(`${displayRating(expected[seat])}?`);
      expect(r.hands).toBe(lineMatch(stored)!.handNo);
      expect(profile.recent).toEqual([
        expect.objectContaining({
          tableId: started.id,
          pool: 'partnership',
          place: places[side],
          sides: 2,
          won: places[side] === 1,
          ratingBefore: initial,
          ratingAfter: displayRating(expected[seat]),
        }),
      ]);
    }
  });
});

describe('exactly once', () => {
  it('a match ended by a timeout and a move at once is rated once, by the end that landed', async () => {
    const two = await Promise.all(['Ida', 'Jon'].map((n) => signUp(app, n)));
    const started = await startTable(app, two[0], [two[1]], {
      rules: { preset: 'block', players: 2 },
      moveTimeLimitSeconds: 60,
      onTimeout: 'forfeit',
      rated: true,
    });
    const { table, seat, last } = await toLastMove(started.id, two);
    const timeout = { ...schedulerContext(store), now: () => new Date(Date.parse(table.deadline!) + 1000) };
    const [moved, due] = await Promise.all([
      postMove(app, two[seat].token, started.id, { ...bodyOf(last), version: table.version }),
      actOnDueTable(timeout, started.id),
    ]);
    const landed = (await store.findTable(started.id))!;
    expect(landed.status).toBe('over');
    // One of the two landed; the other was told the table moved on (it wrote nothing).
    if (lineMatch(landed)!.forfeit === undefined) {
      expect([moved.response.status, due]).toEqual([200, 'lost-race']);
    } else {
      expect(due).toBe('forfeit');
      await expectProblem(moved, 409, 'table/stale-version');
    }
    const expected = expectedFor(landed);
    const items = await store.ratings.getRatings(two.map((p) => p.id));
    for (const [s, p] of two.entries()) {
      const r = items.get(p.id)!;
      expect([r.version, r.lastMatch, r.recent.length]).toEqual([1, started.id, 1]);
      expect([r.pools.block2!.mu, r.pools.block2!.sigma, r.pools.block2!.played]).toEqual([
        expected[s].mu,
        expected[s].sigma,
        1,
      ]);
    }
    // The scheduler again, later: nothing is due, nothing is rated again.
    expect(await actOnDueTable(timeout, started.id)).toBe('not-due');
    expect((await store.ratings.getRatings([two[0].id])).get(two[0].id)!.version).toBe(1);
  });

  it('a resignation after a move rates the match, the resigner last; before any move, nothing', async () => {
    const two = await Promise.all(['Kim', 'Lou'].map((n) => signUp(app, n)));
    const early = await startTable(app, two[0], [two[1]], {
      rules: { preset: 'draw', players: 2 },
      rated: true,
    });
    const quit = (p: TestPlayer, id: string) =>
      expectOk(typedClient(app, p.token).POST('/v1/tables/{id}/resign', { params: { path: { id } } }));
    const abandoned = await quit(two[1], early.id);
    expect([abandoned.status, abandoned.ratingChange]).toEqual(['over', null]);
    expect((await store.ratings.getRatings([two[0].id, two[1].id])).size).toBe(0);

    const table = await startTable(app, two[0], [two[1]], {
      rules: { preset: 'draw', players: 2 },
      rated: true,
    });
    const mover = two[table.turn!.seat];
    const mine = await lookAt(app, mover.token, table.id);
    const m = lineView(mine).legalMoves![0];
    await expectOk(
      postMove(app, mover.token, table.id, {
        ...(m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end }),
        version: mine.version,
      }),
    );
    const over = await quit(two[1], table.id);
    expect(over.ratingChange?.pool).toBe('draw2');
    const [winner, loser] = [over.ratingChange!.seats[0], over.ratingChange!.seats[1]];
    expect(winner.change).toBeGreaterThan(loser.change);
    const lou = await profileOf(two[1].id);
    expect(lou.recent[0]).toMatchObject({ tableId: table.id, place: 2, forfeited: true, won: false });
  });
});

describe('leaderboards', () => {
  it('list the settled best first with their names, never the provisional; my rank; hiding', async () => {
    const [new1, set1, set2] = await Promise.all(['Max', 'Ned', 'Ona'].map((n) => signUp(app, n)));
    // Two settled players, as many matches would leave them (written through the ratings' port).
    const settled = async (p: TestPlayer, mu: number) => {
      const pool = { ...newPoolRating('2026-01-01T00:00:00.000Z'), mu, sigma: 2.5, played: 40, won: 20 };
      const listed = displayRating(pool);
      await store.ratings.saveRatings({
        next: { ...unrated(p.id, pool.lastPlayedAt), version: 1, pools: { allFives2: { ...pool, listed } } },
        expectedVersion: null,
        unlist: [],
        list: [{ pool: 'allFives2', playerId: p.id, rating: listed, played: 40 }],
      });
      return listed;
    };
    const r1 = await settled(set1, 80);
    const r2 = await settled(set2, 81);
    // A new player's first rated match in the pool: provisional.
    const game = await startTable(app, new1, [set1], {
      rules: { preset: 'allFives', players: 2 },
      rated: true,
    });
    await playToEndUnchecked(
      app,
      game.id,
      new Map([
        [0, new1],
        [1, set1],
      ]),
      'board',
    );
    expect(await myRank(new1, 'allFives2')).toEqual({ listed: false, why: 'provisional' });

    const top = await board('allFives2', { limit: 100 });
    const ids = top.entries.map((e) => e.playerId);
    expect(ids).not.toContain(new1.id);
    expect(ids).toContain(set2.id);
    expect(ids).toContain(set1.id);
    for (const e of top.entries) expect(e.rank).toBe(top.entries.indexOf(e) + 1);
    const ned = top.entries.find((e) => e.playerId === set1.id)!;
    const ona = top.entries.find((e) => e.playerId === set2.id)!;
    expect([ona.name, ona.rating]).toEqual(['Ona', r2]);
    // Ned played the match just now: his entry moved with it (and his played count).
    expect(ned.played).toBe(41);
    // What the table showed him at its end (a settled player's display may round to the same number).
    const final = await expectOk(
      typedClient(app, set1.token).GET('/v1/tables/{id}', { params: { path: { id: game.id } } }),
    );
    const nedAtEnd = final.ratingChange!.seats.find((c) => c.seat === 1)!;
    expect(nedAtEnd.ratingBefore).toBe(r1);
    expect(ned.rating).toBe(nedAtEnd.ratingAfter);
    expect(await myRank(set2, 'allFives2')).toEqual({
      listed: true,
      rating: r2,
      rank: ona.rank,
      exact: true,
    });

    // Paged one at a time, the pages are the list.
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await board('allFives2', { limit: 1, ...(cursor && { cursor }) });
      paged.push(...page.entries.map((e) => e.playerId));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    expect(paged).toEqual(ids);
    await expectProblem(
      typedClient(app).GET('/v1/leaderboards/{pool}', {
        params: { path: { pool: 'allFives2' }, query: { cursor: 'bm90LW91cnM' } },
      }),
      400,
      'request/validation',
    );
    await expectProblem(
      typedClient(app).GET('/v1/leaderboards/{pool}', {
        params: { path: { pool: 'chess' as 'draw2' }, query: {} },
      }),
      404,
      'rating/unknown-pool',
    );

    // Hiding takes Ona off at once; the profile stays public and says so; showing puts her back.
    const hidden = await expectOk(
      typedClient(app, set2.token).PATCH('/v1/players/me/ratings', { body: { hidden: true } }),
    );
    expect(hidden.listed).toBe(false);
    expect((await board('allFives2', { limit: 100 })).entries.map((e) => e.playerId)).not.toContain(set2.id);
    expect(await myRank(set2, 'allFives2')).toEqual({ listed: false, why: 'hidden' });
    expect((await profileOf(set2.id)).ratings[0].rating).toBe(r2);
    await expectOk(typedClient(app, set2.token).PATCH('/v1/players/me/ratings', { body: { hidden: false } }));
    expect((await board('allFives2', { limit: 100 })).entries.map((e) => e.playerId)).toEqual(ids);
    expect(await myRank(new1, 'draw2')).toEqual({ listed: false, why: 'unrated' });
  });
});

describe('profiles', () => {
  it('are public and show no hidden information: no tile, hand, seed or salt', async () => {
    const two = await Promise.all(['Pia', 'Quy'].map((n) => signUp(app, n)));
    const started = await startTable(app, two[0], [two[1]], {
      rules: { preset: 'draw', players: 2 },
      rated: true,
    });
    await playToEndUnchecked(app, started.id, new Map(two.map((p, i) => [i, p])), 'profile');
    const stored = (await store.findTable(started.id))!;
    // Without a token, and with another player's.
    for (const token of [undefined, two[1].token]) {
      const profile = await profileOf(two[0].id, token);
      expect(profile.recent[0].tableId).toBe(started.id);
      expectNoHiddenTiles(profile, lineMatch(stored)!, -1);
      const text = JSON.stringify(profile);
      expect(text).not.toMatch(/"[0-6]-[0-6]"/);
      // Counts of hands are statistics; no key names a hand, a tile, a log, a seed or a salt.
      expect(text).not.toMatch(/seed|salt|tiles|token|"hand"|"log"|"view"|"bone/i);
      expect(text).not.toContain(two[1].id);
      expect(text).not.toContain(lineMatch(stored)!.hand.seed);
    }
    await expectProblem(
      typedClient(app).GET('/v1/players/{id}', { params: { path: { id: 'nobody-here' } } }),
      404,
      'rating/player-not-found',
    );
    // The caller's own account is still GET /v1/players/me.
    expect((await expectOk(typedClient(app, two[0].token).GET('/v1/players/me', {}))).name).toBe('Pia');
  });
});
