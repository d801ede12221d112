/**
 * A Mexican Train table's feed (functions/tables/feed-trains.ts) and fair deal on the in-memory
 * store: a whole match followed move by move, every round dealt, played and ended, no hidden tile
 * to anyone but its holder, and every round's deal verified from its revealed seed and salt.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FeedSchema } from '../../functions/api/schemas/follow';
import { readFeedPage } from '../../functions/tables/feed-read';
import { type TrainFeedEvent, trainFairDealOf } from '../../functions/tables/feed-trains';
import { createTable, start } from '../../functions/tables/lifecycle';
import { type TableRecord, trainMatch } from '../../functions/tables/model';
import { playMove } from '../../functions/tables/play';
import { resign } from '../../functions/tables/resign';
import {
  dealRound,
  MT_DRAW,
  mexicanViewFor,
  mtTile,
  mtType,
  setOf,
} from '../../shared/engine/games/mexican-train';
import { ANA, memoryTables, spec } from '../support/memory-tables';

type Seen = { seat: number | null; events: TrainFeedEvent[]; since: number };

/** Ana against one greedy computer player on a double-nine set, dealt from cryptographic seeds (memory: `seed-N`). */
async function trainTable(t: ReturnType<typeof memoryTables>): Promise<TableRecord> {
  const rules = { game: 'mexicanTrain' as const, players: 2, set: 9 as const };
  const seats = [{ kind: 'person' as const }, { kind: 'computer' as const, level: 'greedy' as const }];
  const { table } = await createTable(t.ctx, ANA, spec({ rules, seats, dev: null }));
  return start(t.ctx, table.id, ANA.id);
}

/** Reads each follower's feed on from where it left off, a small page at a time. */
async function follow(t: ReturnType<typeof memoryTables>, table: TableRecord, seen: Seen[]) {
  for (const f of seen) {
    for (;;) {
      const page = await readFeedPage(t.ctx, table, f.seat, f.since, 7);
      // The page is exactly what the OpenAPI document declares (parsing drops unknown fields).
      expect(FeedSchema.parse({ ...page, tableVersion: table.version })).toEqual({
        ...page,
        tableVersion: table.version,
      });
      const events = page.events as TrainFeedEvent[];
      for (const e of events) expect(e.version).toBeGreaterThan(f.since);
      f.events.push(...events);
      expect(page.next).toBeGreaterThanOrEqual(f.since);
      f.since = page.next;
      if (!page.more) break;
    }
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('the feed of a Mexican Train table', () => {
  it('tells a whole match round by round to each seat and a spectator, hiding what each may not see', async () => {
    const t = memoryTables();
    let table = await trainTable(t);
    const seen: Seen[] = [0, 1, null].map((seat) => ({ seat, events: [], since: 0 }));
    const commitments = new Map<number, string>();
    await follow(t, table, seen);
    while (table.status === 'playing') {
      const st = trainMatch(table)!;
      const fair = trainFairDealOf(table);
      expect(fair.handNo).toBe(st.round.round);
      expect(fair.commitment).toBe(sha256(`${st.round.seed}:${table.salt}`));
      commitments.set(st.round.round, fair.commitment!);
      // What a seat sees now: no tile of the other hand or the boneyard (draws name their tile to the drawer only).
      const hidden = new Set([...st.round.hands[1], ...st.round.bone].map(setOf(st.rules).name));
      const mine = seen[0].events.filter((e) => e.handNo === st.round.round && e.type !== 'roundEnded');
      for (const e of mine) {
        if (e.type === 'trainDraw' && e.seat === 1) expect(e.tile).toBeUndefined();
        if (e.type === 'roundDealt') for (const tile of e.hand ?? []) expect(hidden.has(tile)).toBe(false);
      }
      const m = mexicanViewFor(st, 0).legalMoves![0];
      const move = m.type === 'stop' ? { stop: true as const } : { tile: m.tile, train: m.train };
      table = (await playMove(t.ctx, { tableId: table.id, playerId: ANA.id, move })).table;
      await follow(t, table, seen);
    }
    const st = trainMatch(table)!;
    const rounds = st.rules.rounds;
    for (const f of seen) {
      const dealt = f.events.filter((e) => e.type === 'roundDealt');
      const ended = f.events.filter((e) => e.type === 'roundEnded');
      expect(dealt.map((e) => e.handNo)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
      expect(ended.map((e) => e.handNo)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
      const end = f.events.at(-1)!;
      expect(end).toMatchObject({ type: 'trainMatchEnded', places: st.places, totals: st.totals });
      // Versions never go back, and the last one is the match's end.
      for (let i = 1; i < f.events.length; i++)
        expect(f.events[i].version).toBeGreaterThanOrEqual(f.events[i - 1].version);
      expect(end.version).toBe(table.overVersion);
      // Each draw names its tile to the drawer alone; each dealt hand is the reader's own only.
      for (const e of f.events) {
        if (e.type === 'trainDraw') expect(e.tile !== undefined).toBe(e.seat === f.seat);
        if (e.type === 'roundDealt') expect(e.hand !== undefined).toBe(f.seat !== null);
      }
    }
    // The fair deal: every round's commitment, shown while it was played, opens to its seed and
    // salt at its end, and the seed deals the hands the feed said were dealt.
    const set = setOf(st.rules);
    let totals = [0, 0];
    for (const e of seen[0].events) {
      if (e.type !== 'roundEnded') continue;
      expect(e.commitment).toBe(commitments.get(e.handNo));
      expect(sha256(`${e.seed}:${e.salt}`)).toBe(e.commitment);
      // dealRound opens the round too: a first seat that cannot play has drawn already.
      const deal = dealRound(st.rules, e.handNo, e.seed);
      const drawn = new Set(deal.log.filter((x) => mtType(x) === MT_DRAW).map(mtTile));
      const asDealt = (seat: number) => deal.hands[seat].filter((x) => !drawn.has(x)).map(set.name);
      const mineDealt = seen[0].events.find((d) => d.type === 'roundDealt' && d.handNo === e.handNo);
      const hisDealt = seen[1].events.find((d) => d.type === 'roundDealt' && d.handNo === e.handNo);
      expect(mineDealt).toMatchObject({ hand: asDealt(0) });
      expect(hisDealt).toMatchObject({ hand: asDealt(1) });
      // Each round's totals are the last round's plus what its hands left add.
      expect(e.totals).toEqual(totals.map((x, k) => x + e.adds[k]));
      totals = e.totals;
    }
  });

  it('reveals the round a resignation cut short, and plays on the table’s commitment until then', async () => {
    const t = memoryTables();
    const table = await trainTable(t);
    const st = trainMatch(table)!;
    const committed = trainFairDealOf(table).commitment;
    const over = await resign(t.ctx, table.id, ANA.id);
    const fair = trainFairDealOf(over);
    expect(fair.commitment).toBeNull();
    expect(fair.unfinished).toMatchObject({ handNo: 1, seed: st.round.seed, commitment: committed });
    const page = await readFeedPage(t.ctx, over, null, 0, 100);
    const end = (page.events as unknown as TrainFeedEvent[]).at(-1);
    expect(end).toMatchObject({ type: 'trainMatchEnded', forfeitedBy: 0, unfinished: fair.unfinished });
    expect(page.more).toBe(false);
    expect(page.next).toBe(over.version);
  });
});
