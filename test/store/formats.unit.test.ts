/**
 * Stored formats: every golden fixture (items as some version of the code wrote them, captured
 * from real play) decodes with today's code, for good; today's writer writes what it reads; and
 * an item of a version this code does not know, or not of its version's shape, is refused with
 * the item named, never read as something else.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { StoreFormatError } from '../../functions/core/store-errors';
import type { PlayerRatings } from '../../functions/ratings/model';
import { FORMAT_ATTRIBUTE, formatVersionOf } from '../../functions/store/formats/format';
import type { StoredAnalysis } from '../../functions/store/formats/hand-analysis';
import type { StoredHand } from '../../functions/store/formats/hand-archive';
import { ITEM_KINDS, kindOf } from '../../functions/store/formats/index';
import type { StoredRound } from '../../functions/store/formats/round-archive';
import type { StoredTable } from '../../functions/store/formats/table';
import { TABLE_DICTIONARY_V1 } from '../../functions/store/table-dictionary';
import { trainFeedEvents } from '../../functions/tables/feed-trains';
import { indexesOf } from '../../functions/tables/indexes';
import { lineMatch, type TableRecord, trainMatch } from '../../functions/tables/model';
import { isTrainAnalysis } from '../../shared/analysis/format';
import { historyFor, legalMovesOf, PRESETS, viewFor } from '../../shared/engine';
import { fixtures } from '../support/fixtures';

const all = fixtures();

describe('golden fixtures', () => {
  it('cover every item kind, and tables open, playing and over in every preset', () => {
    const kinds = new Set(all.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(ITEM_KINDS.map((k) => k.format.kind).sort());
    const tables = all
      .filter((f) => f.kind === 'table')
      .map((f) => (kindOf(f.item)!.format.decode(f.item) as StoredTable).table);
    for (const preset of PRESETS) {
      for (const status of ['open', 'playing', 'over']) {
        expect(
          tables.some((t) => 'preset' in t.rules && t.rules.preset === preset && t.status === status),
          `${preset} ${status}`,
        ).toBe(true);
      }
    }
  });

  it.each(all.map((f) => [f.name, f] as const))('%s decodes, and re-encodes to what it was', (_, f) => {
    const kind = kindOf(f.item);
    expect(kind?.format.kind).toBe(f.kind);
    const record = kind!.format.decode(f.item);
    const again = kind!.format.encode(record);
    expect(again[FORMAT_ATTRIBUTE]).toBe(kind!.format.current);
    expect(kind!.format.decode(again)).toEqual(record);
    if (formatVersionOf(f.item) === kind!.format.current) {
      // Today's writer writes the item it read, attribute by attribute (deflated JSON compared
      // parsed: the bytes of a deflate may differ between zlib builds).
      const { [FORMAT_ATTRIBUTE]: _v, ...written } = again;
      const { [FORMAT_ATTRIBUTE]: _w, ...read } = f.item;
      expect(Object.keys(written).sort()).toEqual(Object.keys(read).sort());
      for (const [name, value] of Object.entries(read)) {
        if (value instanceof Uint8Array)
          expect(inflated(f.kind, written[name])).toEqual(inflated(f.kind, value));
        else expect(written[name], name).toEqual(value);
      }
    }
  });

  it('a table item’s index attributes are what the tables derive from its record (tables/indexes.ts)', () => {
    for (const f of all.filter((x) => x.kind === 'table')) {
      const stored = kindOf(f.item)!.format.decode(f.item) as StoredTable;
      expect(stored.indexes, f.name).toEqual(indexesOf(stored.table));
    }
  });

  it('tables in play decode into matches the engine plays on', () => {
    for (const f of all.filter((x) => x.kind === 'table')) {
      const t = (kindOf(f.item)!.format.decode(f.item) as StoredTable).table;
      const match = lineMatch(t);
      if (!match) continue;
      for (let seat = 0; seat < t.seats.length; seat++) expect(viewFor(match, seat).seat).toBe(seat);
      if (t.status === 'playing')
        expect(legalMovesOf(match.rules, match.hand).length, f.name).toBeGreaterThan(0);
    }
  });
  it('a double-nine partnership table mid-hand: ten tiles dealt each, fifteen left out and never seen', () => {
    const f = all.find((x) => x.name === 'v4/table/partnership9-playing')!;
    const t = (kindOf(f.item)!.format.decode(f.item) as StoredTable).table;
    expect(t.status).toBe('playing');
    const m = lineMatch(t)!;
    expect(m.rules).toMatchObject({ preset: 'partnership', players: 4, set: 9, handSize: 10 });
    const views = [0, 1, 2, 3].map((seat) => viewFor(m, seat));
    const held = views.flatMap((v) => v.hand!);
    const played = views[0].line.map((p) => p.tile);
    expect(played.length).toBeGreaterThan(0);
    // The forty tiles dealt are in the hands or the line, each once; the others never come out.
    expect(new Set([...held, ...played]).size).toBe(40);
    expect(held.length + played.length).toBe(40);
    expect(views[0].boneyard).toBe(15);
    for (const v of views) expect(v.hand!.length).toBe(v.handCounts[v.seat!]);
    expect(legalMovesOf(m.rules, m.hand).length).toBeGreaterThan(0);
  });

  it('a Mexican Train table’s round archives (round-archive 1) are its finished rounds, told whole by its feed', () => {
    const decode = (name: string) => {
      const f = all.find((x) => x.name === name)!;
      return kindOf(f.item)!.format.decode(f.item);
    };
    const t = (decode('v4/table/mexican-train-round-3') as StoredTable).table;
    const rounds = [1, 2].map(
      (n) => decode(`v4/round-archive/mexican-train-round-3-round-${n}`) as StoredRound,
    );
    const st = trainMatch(t)!;
    expect(st.round.round).toBe(3);
    expect(rounds.map((r) => r.tableId)).toEqual([t.id, t.id]);
    // Each round ended at the version the next was dealt; the last is the record's own.
    expect(rounds[0].endVersion).toBe(rounds[1].startVersion);
    expect(rounds[1].endVersion).toBe(t.handStartVersion);
    expect(rounds[1].record).toEqual(st.last);
    expect(rounds[1].salt).toBe(t.lastSalt);
    const events = trainFeedEvents(t, rounds, null);
    expect(events.filter((e) => e.type === 'roundDealt').map((e) => e.handNo)).toEqual([1, 2, 3]);
    expect(events.filter((e) => e.type === 'roundEnded').map((e) => e.handNo)).toEqual([1, 2]);
    expect(events.some((e) => e.type === 'roundsNotKept')).toBe(false);
    // Read without its archives, as a table stored before them: round 1 is said not kept.
    expect(trainFeedEvents(t, [], null)[0]).toEqual({
      version: rounds[1].startVersion,
      handNo: 1,
      type: 'roundsNotKept',
      rounds: [1],
    });
  });

  it('rated tables of the new pools: Mexican Train of eight and double-nine partnership, their ratings items', () => {
    const decode = (name: string) => {
      const f = all.find((x) => x.name === name)!;
      return kindOf(f.item)!.format.decode(f.item);
    };
    const train = (decode('v4/table/mexican-train-rated-over') as StoredTable).table;
    const cuban = (decode('v4/table/partnership9-rated-over') as StoredTable).table;
    expect(train).toMatchObject({ status: 'over', rated: true, rules: { game: 'mexicanTrain', players: 8 } });
    expect(train.ratingChange?.pool).toBe('mexicanTrain');
    expect(train.ratingChange?.before).toHaveLength(8);
    expect(train.ratingChange?.after).toHaveLength(8);
    expect(cuban).toMatchObject({ status: 'over', rated: true, rules: { preset: 'partnership', set: 9 } });
    expect(cuban.ratingChange?.pool).toBe('doubleNinePartnership');
    // Every seat's ratings item holds its match, in its pool, at the rating the table shows.
    for (const [t, pool] of [
      [train, 'mexicanTrain'],
      [cuban, 'doubleNinePartnership'],
    ] as const)
      t.seats.forEach((s, seat) => {
        if (s.kind !== 'person') throw new Error(`${t.id}: seat ${seat} is no person`);
        const f = all.find((x) => x.kind === 'rating' && x.item.PK === `PLAYER#${s.playerId}`)!;
        const r = kindOf(f.item)!.format.decode(f.item) as PlayerRatings;
        expect(r.pools[pool]?.played, f.name).toBe(1);
        const recent = r.recent.find((m) => m.tableId === t.id)!;
        expect(recent, f.name).toMatchObject({ pool, before: t.ratingChange!.before[seat] });
        expect(recent.after, f.name).toBe(t.ratingChange!.after[seat]);
      });
  });

  it('a train table stored before round archives still tells its last finished round and the one in play', () => {
    const f = all.find((x) => x.name === 'v4/table/mexican-train-eight-playing')!;
    const t = (kindOf(f.item)!.format.decode(f.item) as StoredTable).table;
    const events = trainFeedEvents(t, [], null);
    const st = trainMatch(t)!;
    const told = [st.last!.round, st.round.round];
    expect(events.filter((e) => e.type === 'roundDealt').map((e) => e.handNo)).toEqual(told);
    const notKept = events.filter((e) => e.type === 'roundsNotKept');
    expect(notKept.map((e) => e.type === 'roundsNotKept' && e.rounds)).toEqual(
      st.last!.round > 1 ? [Array.from({ length: st.last!.round - 1 }, (_, i) => i + 1)] : [],
    );
  });
});

describe('refused items', () => {
  const table = all.find((f) => f.name.endsWith('table/draw-playing'))!;
  const format = kindOf(table.item)!.format;

  it('a format version this code does not know (written by a newer deploy)', () => {
    expect(() => format.decode({ ...table.item, [FORMAT_ATTRIBUTE]: format.current + 1 })).toThrow(
      StoreFormatError,
    );
    expect(() => format.decode({ ...table.item, [FORMAT_ATTRIBUTE]: 'one' })).toThrow(/format version one/);
  });

  it('an item not of its version’s shape: a field renamed, a type changed, an attribute unknown', () => {
    expect(() => format.decode({ ...table.item, version: '6' })).toThrow(/version/);
    expect(() => format.decode({ ...table.item, extra: 1 })).toThrow(StoreFormatError);
    const stored = format.decode(table.item) as StoredTable;
    const record = stored.table;
    const renamed = {
      ...record,
      match: { ...lineMatch(record)!, hand: { ...lineMatch(record)!.hand, lineX: {} } },
    };
    expect(() => format.decode(format.encode({ ...stored, table: renamed as TableRecord }))).toThrow(
      new RegExp(`${table.item.PK} TABLE: not a table item of version ${format.current}`),
    );
  });

  it('bytes that do not inflate or do not parse, said with the item and the cause', () => {
    const garbage = () => format.decode({ ...table.item, d: Buffer.from('not a table') });
    expect(garbage).toThrow(StoreFormatError);
    expect(garbage).toThrow(
      new RegExp(`${table.item.PK} TABLE: not a table item of version 1 \\(invalid block type\\)`),
    );
    const notJson = deflateRawSync('{"id":', { dictionary: TABLE_DICTIONARY_V1 });
    expect(() => format.decode({ ...table.item, d: notJson })).toThrow(StoreFormatError);
  });
});

function inflated(kind: string, bytes: unknown): unknown {
  const options = kind === 'table' ? { dictionary: TABLE_DICTIONARY_V1 } : {};
  return JSON.parse(inflateRawSync(bytes as Uint8Array, options).toString('utf8'));
}

describe('hand analyses', () => {
  it('a stored analysis is of its table’s archived hand: a step per event of that hand’s history', () => {
    for (const f of all.filter((x) => x.kind === 'hand-analysis')) {
      const { analysis } = kindOf(f.item)!.format.decode(f.item) as StoredAnalysis;
      // A Mexican Train round's has no hand archive: test/analysis/trains-store.unit.test.ts.
      if (isTrainAnalysis(analysis)) continue;
      const hand = all.find(
        (h) => h.kind === 'hand-archive' && h.item.PK === f.item.PK && h.item.handNo === analysis.handNo,
      );
      expect(hand, f.name).toBeDefined();
      const { record } = kindOf(hand!.item)!.format.decode(hand!.item) as StoredHand;
      expect(
        analysis.steps.map((s) => [s.type, s.seat]),
        f.name,
      ).toEqual(historyFor(record.log, null).map((e) => [e.type, e.seat]));
      expect(
        analysis.dealt.every((d) => d !== null),
        'stored whole, cut when read',
      ).toBe(true);
    }
  });
});
