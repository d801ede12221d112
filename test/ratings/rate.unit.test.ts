/**
 * Rating a finished match, without a store: which tables are rated and in which pool, the places
 * a match ends in, one openskill update per match exactly as openskill computes it (partners
 * from their team's result, a forfeit ranked last), what is not rated, the statistics, and the
 * leaderboard entries a rating adds and removes.
 */
import { ordinal, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { RATING_CODES } from '../../functions/ratings/errors';
import {
  DISPLAY_OFFSET,
  displayRating,
  INITIAL_SIGMA,
  isProvisional,
  newPoolRating,
  type PlayerRatings,
  PROVISIONAL_SIGMA,
  unrated,
} from '../../functions/ratings/model';
import { isStandardRules, poolOf, ratedPool, ratedTableProblem } from '../../functions/ratings/pools';
import {
  abandonedBeforeFirstMove,
  finalPlaces,
  handStats,
  hideWrite,
  ratingWrites,
} from '../../functions/ratings/rate';
import { lineMatch, type TableRecord } from '../../functions/tables/model';
import { forfeitMatch, type HandRecord, type RulesInput, sideOf } from '../../shared/engine';
import { matchContext, moveOn, nextMove, type Person, playToLastMove, rated, startedTable } from './matches';

const people = (n: number, tag: string): Person[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${tag}${i}`, name: `${tag} ${i}` }));

/** A rated match of `rules` played to its end in process: the table before the end and after. */
async function finished(rules: RulesInput, who: Person[], seed: string) {
  const { ctx } = matchContext(seed);
  const start = startedTable(ctx, `t-${seed}`, rules, who);
  const { before, last, hands } = await playToLastMove(start, ctx, seed);
  const end = moveOn(before, ctx, last);
  return { before: rated(before), after: rated(end.table), hands: [...hands, ...end.finished], ctx };
}

const settings = (rules: RulesInput, over: Partial<Omit<TableRecord, 'rules' | 'match'>> = {}) => ({
  rules,
  seats: [{ kind: 'person' as const, playerId: 'a' }, { kind: 'open' as const }],
  fill: null,
  dev: null,
  moveTimeLimitSeconds: null,
  onTimeout: 'computerMoves' as const,
  ...over,
});

describe('pools and rated tables', () => {
  it('each standard game has its pool; the two-player partnership preset has none', () => {
    expect(poolOf({ preset: 'draw', players: 2 })).toBe('draw2');
    expect(poolOf({ preset: 'block', players: 2 })).toBe('block2');
    expect(poolOf({ preset: 'allFives', players: 2 })).toBe('allFives2');
    expect(poolOf({ preset: 'draw', players: 3 })).toBe('ffa3');
    expect(poolOf({ preset: 'allFives', players: 3 })).toBe('ffa3');
    expect(poolOf({ preset: 'block', players: 4 })).toBe('ffa4');
    expect(poolOf({ preset: 'allFives', players: 4 })).toBe('ffa4');
    expect(poolOf({ preset: 'partnership', players: 4 })).toBe('partnership');
    expect(poolOf({ preset: 'partnership', players: 2 })).toBeNull();
  });

  it('a standard preset is its preset and players alone (an option sent at its default is no house rule)', () => {
    expect(isStandardRules({ preset: 'draw', players: 2 })).toBe(true);
    expect(isStandardRules({ preset: 'draw', players: 2, target: 100, opener: 'lots' })).toBe(true);
    expect(isStandardRules({ preset: 'draw', players: 2, target: 50 })).toBe(false);
    expect(isStandardRules({ preset: 'block', players: 4, teams: 'partnership' })).toBe(false);
    expect(isStandardRules({ preset: 'allFives', players: 2, spinner: 'none' })).toBe(false);
  });

  it('a table is refused rating with a stable code: house rules, no pool, computers, development, stand-ins', () => {
    const code = (over: Partial<TableRecord>, rules: RulesInput = { preset: 'draw', players: 2 }) =>
      ratedTableProblem(settings(rules, over))?.code ?? null;
    expect(code({})).toBeNull();
    expect(code({}, { preset: 'draw', players: 2, doubledScores: true })).toBe(RATING_CODES.houseRules);
    expect(code({}, { preset: 'partnership', players: 2 })).toBe(RATING_CODES.noPool);
    expect(
      code({
        seats: [
          { kind: 'person', playerId: 'a', name: 'A' },
          { kind: 'computer', level: 'expert' },
        ],
      }),
    ).toBe(RATING_CODES.computerSeat);
    expect(code({ fill: 'greedy' })).toBe(RATING_CODES.computerSeat);
    expect(code({ dev: { seed: 'x' } })).toBe(RATING_CODES.devTable);
    expect(code({ moveTimeLimitSeconds: 60 })).toBe(RATING_CODES.standInMoves);
    expect(code({ moveTimeLimitSeconds: 60, onTimeout: 'forfeit' })).toBeNull();
  });
});

describe('one update per match, as openskill computes it', () => {
  it('a partnership match rates both partners from their team’s result', async () => {
    const four = people(4, 'p');
    const { before, after, hands } = await finished({ preset: 'partnership', players: 4 }, four, 'team-1');
    const match = lineMatch(after)!;
    const places = finalPlaces(match);
    expect(places[match.winner]).toBe(1);
    expect(places[1 - match.winner]).toBe(2);
    const writes = ratingWrites(before, after, new Map(), hands);
    expect(writes.map((w) => w.next.playerId)).toEqual(four.map((p) => p.id));
    const [[a, c], [b, d]] = rate(
      [
        [rating(), rating()],
        [rating(), rating()],
      ],
      { rank: places },
    );
    const expected = [a, b, c, d];
    for (const [seat, w] of writes.entries()) {
      const r = w.next.pools.partnership!;
      expect([r.mu, r.sigma]).toEqual([expected[seat].mu, expected[seat].sigma]);
      expect(r.played).toBe(1);
      expect(r.won).toBe(sideOf(match.rules, seat) === match.winner ? 1 : 0);
      expect(w.expectedVersion).toBeNull();
      expect(w.next.version).toBe(1);
      expect(w.next.lastMatch).toBe(after.id);
      // One match leaves everyone provisional: on no leaderboard.
      expect(isProvisional(r)).toBe(true);
      expect([w.list, w.unlist]).toEqual([[], []]);
      expect(w.next.recent).toEqual([
        {
          tableId: after.id,
          pool: 'partnership',
          finishedAt: after.finishedAt,
          place: places[seat % 2],
          sides: 2,
          forfeited: false,
          before: DISPLAY_OFFSET - Math.round(48 * 3 * INITIAL_SIGMA - 48 * 25),
          after: displayRating(r),
        },
      ]);
    }
    // Partners move together; the winners up, the losers down.
    expect(writes[0].next.pools.partnership).toEqual({ ...writes[2].next.pools.partnership });
    const winner = writes.find((_, seat) => seat % 2 === match.winner)!.next.pools.partnership!;
    expect(winner.mu).toBeGreaterThan(25);
  });

  it('a second match starts from the ratings read, and conditions each item on its version', async () => {
    const four = people(4, 'q');
    const first = await finished({ preset: 'partnership', players: 4 }, four, 'team-2a');
    const read = new Map(
      ratingWrites(first.before, first.after, new Map(), first.hands).map((w) => [w.next.playerId, w.next]),
    );
    // Partners change: seats 0+2 are now q0 and q1.
    const reseated = [four[0], four[2], four[1], four[3]];
    const second = await finished({ preset: 'partnership', players: 4 }, reseated, 'team-2b');
    const writes = ratingWrites(second.before, second.after, read, second.hands);
    const prior = reseated.map((p) => read.get(p.id)!.pools.partnership!);
    const places = finalPlaces(lineMatch(second.after)!);
    const [[a, c], [b, d]] = rate(
      [
        [prior[0], prior[2]],
        [prior[1], prior[3]],
      ].map((team) => team.map(({ mu, sigma }) => ({ mu, sigma }))),
      { rank: places },
    );
    const expected = [a, b, c, d];
    for (const [seat, w] of writes.entries()) {
      expect(w.next.playerId).toBe(reseated[seat].id);
      expect(w.expectedVersion).toBe(1);
      expect(w.next.version).toBe(2);
      const r = w.next.pools.partnership!;
      expect([r.mu, r.sigma]).toEqual([expected[seat].mu, expected[seat].sigma]);
      expect(r.played).toBe(2);
      expect(w.next.recent.map((m) => m.tableId)).toEqual([second.after.id, first.after.id]);
      expect(w.next.recent[0].before).toBe(displayRating(prior[seat]));
    }
  });

  it('each for themselves, by final score; a player who resigns or times out is ranked last', async () => {
    const three = people(3, 'f');
    const { before, after, hands } = await finished({ preset: 'draw', players: 3 }, three, 'ffa-1');
    const match = lineMatch(after)!;
    const places = finalPlaces(match);
    expect(places[match.winner]).toBe(1);
    const byScore = [0, 1, 2]
      .filter((s) => s !== match.winner)
      .sort((x, y) => match.scores[y] - match.scores[x]);
    expect(places[byScore[0]]).toBeLessThanOrEqual(places[byScore[1]]);
    const writes = ratingWrites(before, after, new Map(), hands);
    const expected = rate([[rating()], [rating()], [rating()]], { rank: places });
    expect(writes.map((w) => w.next.pools.ffa3!.mu)).toEqual(expected.map(([r]) => r.mu));

    // The seat to move forfeits instead (a timeout, or resigning): last, whatever its score.
    const quitter = lineMatch(before)!.hand.turn;
    const forfeited = rated({ ...after, match: forfeitMatch(lineMatch(before)!, quitter) });
    const quitPlaces = finalPlaces(lineMatch(forfeited)!);
    expect(quitPlaces[quitter]).toBe(3);
    const quit = ratingWrites(before, forfeited, new Map(), hands);
    expect(quit[quitter].next.recent[0]).toMatchObject({ place: 3, forfeited: true });
    const quitExpected = rate([[rating()], [rating()], [rating()]], { rank: quitPlaces });
    expect(quit.map((w) => w.next.pools.ffa3!.sigma)).toEqual(quitExpected.map(([r]) => r.sigma));
    expect(quit[quitter].next.pools.ffa3!.mu).toBeLessThan(25);
  });

  it('two-player pools by game; the statistics add up to the match’s scores', async () => {
    for (const preset of ['draw', 'block', 'allFives'] as const) {
      const { before, after, hands } = await finished(
        { preset, players: 2 },
        people(2, preset),
        `two-${preset}`,
      );
      const writes = ratingWrites(before, after, new Map(), hands);
      const pool = `${preset}2` as const;
      for (const [seat, w] of writes.entries()) {
        const r = w.next.pools[pool]!;
        expect(r.hands).toBe(hands.length);
        expect(r.dominoed + r.blocked).toBe(hands.filter((h) => h.score.winner === seat).length);
        expect(r.points).toBe(lineMatch(after)!.scores[seat]);
      }
    }
  });
});

describe('what is not rated', () => {
  it('a match abandoned before its first move; rated once anyone has moved', async () => {
    const { ctx } = matchContext('abandon');
    const start = startedTable(ctx, 't-abandon', { preset: 'draw', players: 2 }, people(2, 'x'));
    const table = rated(start.table);
    const quit = rated({
      ...table,
      status: 'over',
      match: forfeitMatch(lineMatch(table)!, lineMatch(table)!.hand.turn),
    });
    expect(abandonedBeforeFirstMove(lineMatch(quit)!)).toBe(true);
    expect(ratingWrites(table, quit, new Map(), [])).toEqual([]);
    const moved = rated(moveOn(table, ctx, nextMove(table, 'abandon')).table);
    const quitLater = rated({
      ...moved,
      status: 'over',
      match: forfeitMatch(lineMatch(moved)!, lineMatch(moved)!.hand.turn),
    });
    expect(abandonedBeforeFirstMove(lineMatch(quitLater)!)).toBe(false);
    expect(ratingWrites(moved, quitLater, new Map(), [])).toHaveLength(2);
  });

  it('a table not opened rated, a replay of an end already saved, a match already in the items', async () => {
    const { before, after, hands } = await finished(
      { preset: 'block', players: 2 },
      people(2, 'r'),
      'replay',
    );
    expect(ratingWrites(before, { ...after, rated: false }, new Map(), hands)).toEqual([]);
    expect(ratingWrites(after, after, new Map(), hands)).toEqual([]);
    expect(ratingWrites(before, before, new Map(), hands)).toEqual([]);
    const once = new Map(ratingWrites(before, after, new Map(), hands).map((w) => [w.next.playerId, w.next]));
    expect(once.size).toBe(2);
    expect(ratingWrites(before, after, once, hands)).toEqual([]);
    // A seat that became a computer's (it cannot, on a rated table; if it did): not rated.
    const withBot = {
      ...after,
      seats: [after.seats[0], { kind: 'computer' as const, level: 'expert' as const }],
    };
    expect(ratedPool(withBot)).toBeNull();
    expect(ratingWrites(before, withBot, new Map(), hands)).toEqual([]);
  });
});

describe('leaderboard entries', () => {
  const established = (
    playerId: string,
    sigma: number,
    listed: number | null,
    hidden = false,
  ): PlayerRatings => ({
    ...unrated(playerId, '2026-01-01T00:00:00.000Z'),
    version: 7,
    hidden,
    pools: { block2: { ...newPoolRating('2026-01-01T00:00:00.000Z'), mu: 27, sigma, played: 30, listed } },
  });

  it('leaving provisional lists the player; a listed player moves; a hidden one stays off', async () => {
    const two = people(2, 'l');
    const { before, after, hands } = await finished({ preset: 'block', players: 2 }, two, 'listing');
    const sigma = PROVISIONAL_SIGMA + 0.01;
    const wasListed = displayRating({ mu: 27, sigma: 3 });
    const read = new Map([
      [two[0].id, established(two[0].id, sigma, null)],
      [two[1].id, established(two[1].id, 3, wasListed)],
    ]);
    const [first, second] = ratingWrites(before, after, read, hands);
    const firstNow = first.next.pools.block2!;
    expect(isProvisional(firstNow)).toBe(false);
    expect(first.unlist).toEqual([]);
    expect(first.list).toEqual([
      { pool: 'block2', playerId: two[0].id, rating: displayRating(firstNow), played: 31 },
    ]);
    expect(firstNow.listed).toBe(displayRating(firstNow));
    const secondNow = second.next.pools.block2!;
    expect(second.list).toEqual([
      { pool: 'block2', playerId: two[1].id, rating: displayRating(secondNow), played: 31 },
    ]);
    expect(second.unlist).toEqual(
      displayRating(secondNow) === wasListed
        ? []
        : [{ pool: 'block2', playerId: two[1].id, rating: wasListed }],
    );
    const hidden = new Map([...read].map(([id, r]) => [id, { ...r, hidden: true }]));
    const off = ratingWrites(before, after, hidden, hands);
    expect(off[0].list).toEqual([]);
    expect(off[1].unlist).toEqual([{ pool: 'block2', playerId: two[1].id, rating: wasListed }]);
    expect(off.map((w) => w.next.pools.block2!.listed)).toEqual([null, null]);
  });

  it('hiding removes every entry; showing again lists the settled pools only', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const me: PlayerRatings = {
      ...established('h1', 3, 1700),
      pools: {
        block2: { ...newPoolRating(at), sigma: 3, listed: 1700 },
        draw2: { ...newPoolRating(at), played: 2 },
      },
    };
    const hide = hideWrite('h1', me, true, at)!;
    expect(hide.unlist).toEqual([{ pool: 'block2', playerId: 'h1', rating: 1700 }]);
    expect(hide.list).toEqual([]);
    expect(hide.next).toMatchObject({ hidden: true, version: 8 });
    expect(hide.expectedVersion).toBe(7);
    expect(hideWrite('h1', hide.next, true, at)).toBeNull();
    const show = hideWrite('h1', hide.next, false, at)!;
    const block = show.next.pools.block2!;
    expect(show.list).toEqual([{ pool: 'block2', playerId: 'h1', rating: displayRating(block), played: 0 }]);
    expect(show.next.pools.draw2!.listed).toBeNull();
    // Someone never rated hides before their first match: an item with the flag, and nothing else.
    expect(hideWrite('new', undefined, true, at)).toMatchObject({
      expectedVersion: null,
      list: [],
      unlist: [],
    });
    expect(hideWrite('new', undefined, false, at)).toBeNull();
  });
});

describe('the displayed number', () => {
  it('is round(48 (mu - 3 sigma) + 660): a new player 660, a settled average one 1500, never below 0', () => {
    expect(displayRating(rating())).toBe(660);
    expect(displayRating({ mu: 25, sigma: 2.5 })).toBe(1500);
    expect(displayRating({ mu: 0, sigma: 8 })).toBe(0);
    // openskill's ordinal is mu - 3 sigma.
    const r = { mu: 31.2, sigma: 2.1 };
    expect(displayRating(r)).toBe(Math.round(48 * ordinal(r) + 660));
  });

  it('hand statistics: hands won by going out or in a block, and the points a side scored', () => {
    const hand = (winner: number | null, end: number, pts: number[], deltas: number[]) =>
      ({ end, pts, score: { winner, deltas } }) as unknown as HandRecord;
    const stats = handStats(
      [hand(0, 1, [10, 5], [20, 0]), hand(1, 2, [0, 0], [0, 12]), hand(0, 2, [5, 0], [8, 0])],
      0,
    );
    expect(stats).toEqual({ hands: 3, dominoed: 1, blocked: 1, points: 43 });
  });
});
