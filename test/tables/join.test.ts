/**
 * Joins raced at the service, on DynamoDB Local: a join that loses the race for its table judges
 * the fresh table again, and the person's count of tables (the cap, holdsMostTables) is asked at
 * most once per request, by the attempt that finds the join would add the table to their list.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { newJoinCode } from '../../functions/tables/codes';
import { realTableContext } from '../../functions/tables/context';
import { indexesOf } from '../../functions/tables/indexes';
import { join, leave } from '../../functions/tables/lifecycle';
import { invitedSeatOf, type SeatRecord, seatOf } from '../../functions/tables/model';
import { testStore } from '../support/api';
import { rawMemberships } from '../support/dynamodb';
import { openTableRecord } from '../support/table-record';

const ana = { id: 'join-ana', name: 'Ana' };
const ben = { id: 'join-ben', name: 'Ben' };
const cai = { id: 'join-cai', name: 'Cai' };

describe('a join', () => {
  const store = testStore();
  const ctx = realTableContext(store, 1_000);

  /** Ana's open table with these other seats, as the store holds it with its memberships. */
  async function opened(others: SeatRecord[], rematchOf?: string): Promise<string> {
    const seats: SeatRecord[] = [{ kind: 'person', playerId: ana.id, name: ana.name }, ...others];
    const table = {
      ...openTableRecord({ preset: 'draw', players: seats.length }, seats),
      code: newJoinCode(),
      version: 1,
      createdBy: ana.id,
      ...(rematchOf && { rematchOf, rematch: null }),
    };
    const invited = others.flatMap((s) => (s.kind === 'open' && s.invited ? [s.invited.playerId] : []));
    await store.createTable(table, indexesOf(table), { seated: [ana.id, ...invited] });
    return table.id;
  }

  /**
   * The store with each count of a person's tables noted, and `race` run once, before the first
   * save of a table (between the join's read and its write).
   */
  function racing(race: () => Promise<unknown>): { store: Store; counts: string[] } {
    const counts: string[] = [];
    let raced = false;
    const wrapped: Store = Object.assign(Object.create(store), {
      unfinishedTableCount: (playerId: string, upTo: number) => {
        counts.push(playerId);
        return store.unfinishedTableCount(playerId, upTo);
      },
      saveTable: async (...a: Parameters<Store['saveTable']>) => {
        if (!raced) {
          raced = true;
          await race();
        }
        return store.saveTable(...a);
      },
    });
    return { store: wrapped, counts };
  }

  it('that loses its seat to another judges the fresh table again, the count asked once', async () => {
    const id = await opened([{ kind: 'open' }, { kind: 'open' }]);
    // Cai takes seat 1, the first free one, between Ben's read and his write.
    const raced = racing(() => join(ctx, id, cai));
    const table = await join({ ...ctx, store: raced.store }, id, ben);
    expect([seatOf(table, cai.id), seatOf(table, ben.id)]).toEqual([1, 2]);
    expect(table.version).toBe(3);
    expect(raced.counts).toEqual([ben.id]);
    expect((await rawMemberships(ben.id)).map((m) => m.tableId.S)).toContain(id);
  });

  it('that accepts a seat kept for one, declined meanwhile, asks the count on the fresh table', async () => {
    const id = await opened([{ kind: 'open', invited: { playerId: ben.id, name: ben.name } }], 'earlier');
    // Ben's other request declines the seat kept for him between this one's read and its write:
    // the table left his list, so taking the seat (open to anyone now) adds it again, counted.
    const raced = racing(() => leave(ctx, id, ben.id));
    const table = await join({ ...ctx, store: raced.store }, id, ben);
    expect(raced.counts).toEqual([ben.id]);
    expect(invitedSeatOf(table, ben.id)).toBe(-1);
    // Everyone invited back is seated: the rematch starts.
    expect(table).toMatchObject({ status: 'playing', version: 3 });
    expect(seatOf(table, ben.id)).toBe(1);
  });

  it('whose own other request sat first answers that seat, the count asked before', async () => {
    const id = await opened([{ kind: 'open' }, { kind: 'open' }]);
    // Ben twice at once (a double tap): the other request lands first; this one finds him seated.
    const raced = racing(() => join(ctx, id, ben));
    const table = await join({ ...ctx, store: raced.store }, id, ben);
    expect(seatOf(table, ben.id)).toBe(1);
    expect(table.version).toBe(2);
    expect(raced.counts).toEqual([ben.id]);
  });
});
