/**
 * The events' stored formats (store/formats/event.ts, version 1): the golden items decode to the
 * event, rounds, listing and entries they were written as, re-encode to themselves, and an item
 * of another shape is refused with its key named. And an event's table (table format 3).
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { StoreFormatError } from '../../functions/core/store-errors';
import { duplicateHandSeed } from '../../functions/events/duplicate';
import { roundComplete } from '../../functions/events/model';
import {
  eventEntryFormat,
  eventFormat,
  eventListingFormat,
  roundFormat,
} from '../../functions/store/formats/event';
import { formatVersionOf } from '../../functions/store/formats/format';
import { tableFormat } from '../../functions/store/formats/table';
import { lineMatch } from '../../functions/tables/model';
import { fixtures } from '../support/fixtures';

const of = (kind: string) => fixtures().filter((f) => f.kind === kind);

describe('the events’ items', () => {
  it('the golden event decodes to the event it was: running, round 2, five entrants', () => {
    const [f] = of('event');
    const e = eventFormat.decode(f.item);
    expect(e).toMatchObject({
      name: 'Sunday duplicate Swiss',
      status: 'running',
      round: 2,
      roundCount: 3,
      duplicate: true,
      organiserId: 'player-ana',
      startedAt: '2026-12-06T11:00:00.000Z',
    });
    expect(e.entrants.map((x) => x.name)).toEqual(['Ana', 'Ben', 'Cat', 'Dan', 'Eve']);
    expect(eventFormat.encode(e)).toEqual(f.item);
  });

  it('the golden rounds: round 1 complete with a bye, a win and a deadline forfeit; round 2 committed', () => {
    const rounds = of('event-round')
      .map((f) => ({ f, r: roundFormat.decode(f.item) }))
      .sort((a, b) => a.r.round - b.r.round);
    expect(rounds.map(({ r }) => r.round)).toEqual([1, 2]);
    const [r1, r2] = rounds.map(({ r }) => r);
    expect(roundComplete(r1)).toBe(true);
    expect(r1.matches.map((m) => m.result!.how).sort()).toEqual(['bye', 'forfeit', 'played']);
    expect(r2.deal!.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(r2.matches.filter((m) => m.b !== null).every((m) => m.tableId !== null)).toBe(true);
    for (const { f, r } of rounds) expect(roundFormat.encode(r)).toEqual(f.item);
  });

  it('the golden listing and entries decode and re-encode', () => {
    const [listing] = of('event-listing');
    const l = eventListingFormat.decode(listing.item);
    expect(l.summary).toMatchObject({ status: 'running', players: 5, round: 2, roundCount: 3 });
    expect(eventListingFormat.encode(l)).toEqual(listing.item);
    const entries = of('event-entry').map((f) => eventEntryFormat.decode(f.item));
    expect(entries.map((x) => x.playerId).sort()).toEqual(
      ['ana', 'ben', 'cat', 'dan', 'eve'].map((n) => `player-${n}`),
    );
    for (const f of of('event-entry'))
      expect(eventEntryFormat.encode(eventEntryFormat.decode(f.item))).toEqual(f.item);
  });

  it('the golden event table (table format 3) decodes to a dealt table that knows its event, round and board', () => {
    const f = fixtures().find((x) => x.name.endsWith('table/draw-event-duplicate-playing'))!;
    expect(formatVersionOf(f.item)).toBe(3);
    const { table } = tableFormat.decode(f.item);
    expect(table.event).toMatchObject({ name: 'Winter duplicate', round: 1, board: 1 });
    expect(lineMatch(table)!.hand.seed).toBe(duplicateHandSeed(table.event!.dealSeed!, 1));
    expect(table).toMatchObject({ status: 'playing', rated: true, onTimeout: 'forfeit' });
    // An event field of another shape is refused; tables of format 2 read as no event's.
    const v2 = fixtures().find((x) => x.name === 'v4/table/draw-playing')!;
    expect(tableFormat.decode(v2.item).table.event).toBeUndefined();
    const bad = tableFormat.encode({
      ...tableFormat.decode(f.item),
      table: { ...table, event: { id: 'x' } } as never,
    });
    expect(() => tableFormat.decode(bad)).toThrow(StoreFormatError);
  });

  it('a partnership event’s teams and a pool round’s four-player matches encode and decode as they were', () => {
    const [f] = of('event');
    const event = eventFormat.decode(f.item);
    const teams = {
      ...event,
      game: 'partnership' as const,
      entrants: event.entrants.map((x, i) =>
        i % 2
          ? x
          : { ...x, partner: { playerId: `partner-${i}`, name: `Partner ${i}`, joinedAt: x.joinedAt } },
      ),
    };
    expect(eventFormat.decode(eventFormat.encode(teams))).toEqual(teams);
    const round = roundFormat.decode(of('event-round')[0].item);
    const pool = {
      ...round,
      matches: [
        {
          board: 1,
          a: 'p1',
          b: 'p2',
          more: ['p3', 'p4'],
          tableId: 't1',
          result: { winner: 'c' as const, how: 'played' as const, points: [12, 30, 61, 8] },
        },
      ],
    };
    expect(roundFormat.decode(roundFormat.encode(pool))).toEqual(pool);
    const five = { ...pool, matches: [{ ...pool.matches[0], more: ['p3', 'p4', 'p5'] }] };
    expect(() => roundFormat.decode(roundFormat.encode(five))).toThrow(StoreFormatError);
  });

  it.each([
    ['a status it does not have', { status: 'cancelled' }],
    ['a body that is not an event', { d: new Uint8Array(deflateRawSync(Buffer.from('{"name":1}'))) }],
    ['bytes that do not inflate', { d: new Uint8Array([1, 2, 3]) }],
    ['a version this code does not know', { fv: 2 }],
  ])('refuses %s, naming the item', (_, change) => {
    const item = { ...of('event')[0].item, ...change };
    expect(() => eventFormat.decode(item)).toThrow(StoreFormatError);
    expect(() => eventFormat.decode(item)).toThrow(/EVENT#\S+ EVENT/);
  });
});
