/**
 * The ratings' golden fixtures (captured by test/ratings/capture-fixtures.ts from rated matches
 * played on DynamoDB Local) read as the records they were: each listed entry matches its
 * player's item, the hidden player has none, the snapshot counts the entries. (Every fixture
 * also decodes and re-encodes in test/store/formats.unit.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import {
  type BoardEntry,
  displayRating,
  isProvisional,
  type PlayerRatings,
} from '../../functions/ratings/model';
import type { BoardSnapshot } from '../../functions/ratings/port';
import { formatVersionOf } from '../../functions/store/formats/format';
import { ratingFormat } from '../../functions/store/formats/rating';
import { boardEntryFormat, boardSnapshotFormat } from '../../functions/store/formats/rating-board';
import { tableFormat } from '../../functions/store/formats/table';
import { fixtures } from '../support/fixtures';

const all = fixtures();
const of = <T>(kind: string, decode: (i: Record<string, unknown>) => T) =>
  all.filter((f) => f.kind === kind).map((f) => decode(f.item));

describe('ratings fixtures', () => {
  const items: PlayerRatings[] = of('rating', (i) => ratingFormat.decode(i));
  const entries: BoardEntry[] = of('rating-board', (i) => boardEntryFormat.decode(i));
  const snapshots: BoardSnapshot[] = of('rating-snapshot', (i) => boardSnapshotFormat.decode(i));

  it('hold settled and provisional ratings, a hidden player, entries and a snapshot', () => {
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.some((r) => r.hidden)).toBe(true);
    expect(items.some((r) => Object.values(r.pools).some((p) => !isProvisional(p)))).toBe(true);
    expect(items.some((r) => Object.values(r.pools).some((p) => isProvisional(p)))).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
    expect(snapshots.length).toBeGreaterThan(0);
  });

  it('every entry is its player’s listed rating; every listed rating has its entry', () => {
    const listed = items.flatMap((r) =>
      Object.entries(r.pools).flatMap(([pool, p]) =>
        p.listed === null ? [] : [{ pool, playerId: r.playerId, rating: p.listed, played: p.played }],
      ),
    );
    expect(entries.sort((a, b) => a.playerId.localeCompare(b.playerId))).toEqual(
      listed.sort((a, b) => a.playerId.localeCompare(b.playerId)),
    );
    for (const e of listed) {
      const p = items.find((r) => r.playerId === e.playerId)!.pools[e.pool as 'block2']!;
      expect(e.rating).toBe(displayRating(p));
    }
    for (const r of items.filter((x) => x.hidden))
      expect(Object.values(r.pools).every((p) => p.listed === null)).toBe(true);
  });

  it('the snapshot counts its pool’s entries, and each recent match names a pool the item rates', () => {
    for (const s of snapshots) expect(s.total).toBe(entries.filter((e) => e.pool === s.pool).length);
    for (const r of items) for (const m of r.recent) expect(r.pools[m.pool]).toBeDefined();
  });
});

describe('rated tables across the table format change (version 1 to 2)', () => {
  const tables = all
    .filter((f) => f.kind === 'table')
    .map((f) => ({
      name: f.name,
      version: formatVersionOf(f.item),
      table: tableFormat.decode(f.item).table,
    }));
  const items = of('rating', (i) => ratingFormat.decode(i));

  it('a version 1 table reads as a table not rated', () => {
    const v1 = tables.filter((t) => t.version === 1);
    expect(v1.length).toBeGreaterThan(0);
    for (const t of v1) {
      expect(t.table.rated, t.name).toBeUndefined();
      expect(t.table.ratingChange, t.name).toBeUndefined();
    }
  });

  it('a version 2 rated table keeps its flag, and its end the rating change its players’ items hold', () => {
    const open = tables.find((t) => t.name.endsWith('table/partnership-rated-open'))!;
    expect(open.version).toBe(2);
    expect(open.table.rated).toBe(true);
    expect(open.table.ratingChange).toBeUndefined();
    const over = tables.find((t) => t.name.endsWith('table/block-rated-over'))!.table;
    expect(over.rated).toBe(true);
    expect(over.status).toBe('over');
    expect(over.ratingChange?.pool).toBe('block2');
    over.seats.forEach((seat, i) => {
      if (seat.kind !== 'person') throw new Error('a rated table seats people only');
      const m = items.find((r) => r.playerId === seat.playerId)!.recent.find((x) => x.tableId === over.id)!;
      expect([m.before, m.after]).toEqual([over.ratingChange!.before[i], over.ratingChange!.after[i]]);
    });
    // The players' items are the ones this end wrote: a new player's first rated match.
    expect(over.ratingChange!.before).toEqual([
      displayRating({ mu: 25, sigma: 25 / 3 }),
      displayRating({ mu: 25, sigma: 25 / 3 }),
    ]);
  });
});
