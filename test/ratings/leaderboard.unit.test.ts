/**
 * The leaderboard's pure parts: its order (the store's sort key read backwards), merging the
 * shards' pages, the snapshot job's counts and the approximate rank below the exact top.
 */
import { describe, expect, it } from 'vitest';
import { RATING_CODES } from '../../functions/ratings/errors';
import {
  approximateRank,
  BAND_WIDTH,
  boardOrder,
  mergeBoardPages,
  parsePool,
  SnapshotCounter,
  TOP_EXACT,
} from '../../functions/ratings/leaderboard';
import type { BoardEntry } from '../../functions/ratings/model';
import {
  boardKey,
  boardShard,
  boardSortKey,
  readBoardSortKey,
} from '../../functions/store/formats/rating-board';

const entry = (playerId: string, rating: number): BoardEntry => ({
  pool: 'draw2',
  playerId,
  rating,
  played: 20,
});

describe('the order', () => {
  it('is the sort key read backwards: higher rating first, then the greater player id', () => {
    const entries = [entry('a', 1500), entry('b', 1500), entry('c', 987), entry('d', 2103), entry('e', 12)];
    const byOrder = [...entries].sort(boardOrder).map((e) => e.playerId);
    const byKey = [...entries]
      .sort((x, y) => (boardSortKey(x) < boardSortKey(y) ? 1 : -1))
      .map((e) => e.playerId);
    expect(byOrder).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(byKey).toEqual(byOrder);
    expect(readBoardSortKey(boardSortKey(entry('zQ-_9', 42)))).toEqual({ rating: 42, playerId: 'zQ-_9' });
  });

  it('merging shards’ pages keeps the best `limit` in order', () => {
    const shards = [
      [entry('a', 1900), entry('b', 1200)],
      [entry('c', 1800), entry('d', 1700), entry('e', 1100)],
      [],
      [entry('f', 2000)],
    ];
    expect(mergeBoardPages(shards, 4).map((e) => e.playerId)).toEqual(['f', 'a', 'c', 'd']);
  });

  it('a player’s entries stay in one shard, and players spread over all of them', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `player${i}`);
    const counts = [0, 0, 0, 0];
    for (const id of ids) counts[boardShard(id)]++;
    expect(counts.every((c) => c > 60)).toBe(true);
    expect(boardKey(entry('player7', 1500)).PK).toBe(`BOARD#draw2#${boardShard('player7')}`);
  });

  it('an unknown pool is refused with its code', () => {
    expect(parsePool('ffa4')).toBe('ffa4');
    expect(() => parsePool('chess')).toThrow(expect.objectContaining({ code: RATING_CODES.unknownPool }));
  });
});

describe('the snapshot and approximate ranks', () => {
  it('counts per band, the total, and the TOP_EXACT-th entry as the cutoff', () => {
    const counter = new SnapshotCounter('draw2');
    const all = Array.from({ length: TOP_EXACT + 500 }, (_, i) => entry(`p${i}`, 3000 - Math.floor(i / 3)));
    counter.add(all.slice(0, 700));
    counter.add(all.slice(700));
    const s = counter.snapshot('2026-03-01T00:00:00.000Z');
    expect(s.total).toBe(all.length);
    expect(s.cutoff).toEqual({
      pool: 'draw2',
      playerId: all[TOP_EXACT - 1].playerId,
      rating: all[TOP_EXACT - 1].rating,
    });
    expect(s.bands.reduce((n, [, c]) => n + c, 0)).toBe(all.length);
    expect(s.bands.map(([b]) => b)).toEqual([...s.bands.map(([b]) => b)].sort((x, y) => y - x));
    // Every rank from the snapshot is within a band's worth of players of the true one.
    for (const i of [0, 17, 999, 1000, 1234, 1499]) {
      const truth = all.findIndex((e) => e.rating === all[i].rating) + 1;
      expect(Math.abs(approximateRank(s, all[i].rating) - truth)).toBeLessThanOrEqual(BAND_WIDTH * 3);
    }
  });

  it('fewer than TOP_EXACT listed: no cutoff (every rank is counted exactly)', () => {
    const counter = new SnapshotCounter('ffa3');
    counter.add([entry('a', 1500), entry('b', 1400)]);
    expect(counter.snapshot('2026-03-01T00:00:00.000Z')).toMatchObject({
      total: 2,
      cutoff: null,
      bands: [
        [150, 1],
        [140, 1],
      ],
    });
  });
});
