/** The items a save writes beside the table item: never two operations on one item. */
import { describe, expect, it } from 'vitest';
import { memberKey, pendingWrites } from '../../functions/store/follow-items';
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
      { seated: ['ben', 'ben'], expireMemberships: true, unseated: ['cy'] },
      'tbl',
    );
    const keys = writes.map(keyOf);
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys.sort()).toEqual(
      ['ana', 'ben', 'cy'].map((id) => {
        const k = memberKey(id, table);
        return `${k.PK}|${k.SK}`;
      }),
    );
    // Every membership kept expires with the closed table.
    const expiry = Date.parse(closedAt) / 1000 + 90 * 24 * 3600;
    for (const w of writes.filter((x) => x.Put)) {
      expect((w.Put as { Item: { expiresAt: number } }).Item.expiresAt).toBe(expiry);
    }
    expect(writes.filter((x) => x.Delete).map(keyOf)).toEqual([
      keyOf({ Delete: { Key: memberKey('cy', table) } }),
    ]);
  });
});
