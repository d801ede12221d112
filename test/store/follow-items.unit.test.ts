/** The items a save writes beside the table item: never two operations on one item. */
import { describe, expect, it } from 'vitest';
import { finishedMemberKey, memberKey, pendingWrites } from '../../functions/store/follow-items';
import { indexesOf } from '../../functions/tables/indexes';
import type { TableRecord } from '../../functions/tables/model';

const closedAt = '2026-11-01T00:00:00.000Z';
const table = {
  id: 'T1',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: closedAt,
  status: 'closed',
  visibility: 'private',
  match: null,
  deadline: null,
  seats: [
    { kind: 'person', playerId: 'ana', name: 'Ana' },
    { kind: 'person', playerId: 'ben', name: 'Ben' },
  ],
} as unknown as TableRecord;

const keyOf = (w: Record<string, unknown>) => {
  const op = (w.Put ?? w.Delete) as { Item?: Record<string, unknown>; Key?: Record<string, unknown> };
  const k = op.Item ?? op.Key!;
  return `${k.PK}|${k.SK}`;
};

describe('pendingWrites', () => {
  it('writes one operation per membership, however the save lists it', () => {
    const writes = pendingWrites(
      table,
      indexesOf(table),
      { seated: ['ben', 'ben'], expireMemberships: true, unseated: ['cy'] },
      'tbl',
    );
    const keys = writes.map(keyOf);
    expect(keys).toEqual([...new Set(keys)]);
    // Each membership leaves the active range for the finished one (the table closed).
    const both = (id: string) =>
      [memberKey(id, table), finishedMemberKey(id, table.id, closedAt)].map((k) => `${k.PK}|${k.SK}`);
    expect(keys.sort()).toEqual(['ana', 'ben', 'cy'].flatMap(both).sort());
    // Every membership kept expires with the closed table, in the finished range.
    const expiry = Date.parse(closedAt) / 1000 + 90 * 24 * 3600;
    for (const w of writes.filter((x) => x.Put)) {
      expect((w.Put as { Item: { expiresAt: number } }).Item.expiresAt).toBe(expiry);
      expect(keyOf(w)).toMatch(/\|DONE#/);
    }
    expect(
      writes
        .filter((x) => x.Delete)
        .map(keyOf)
        .sort(),
    ).toEqual(
      [
        ...['ana', 'ben', 'cy'].map((id) => keyOf({ Delete: { Key: memberKey(id, table) } })),
        keyOf({ Delete: { Key: finishedMemberKey('cy', table.id, closedAt) } }),
      ].sort(),
    );
  });

  it('an active table keeps its memberships in the active range, and deletes only there', () => {
    const open = { ...table, status: 'open' } as TableRecord;
    const writes = pendingWrites(open, indexesOf(open), { seated: ['ana'], unseated: ['cy'] }, 'tbl');
    expect(writes.map(keyOf).sort()).toEqual(
      [memberKey('ana', open), memberKey('cy', open)].map((k) => `${k.PK}|${k.SK}`).sort(),
    );
    expect(writes.find((w) => w.Put)).toMatchObject({ Put: { Item: { tableId: 'T1' } } });
  });
});
