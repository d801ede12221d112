/**
 * The event feed as a pure function of the records: whole matches played in-process (people and
 * computer players, every preset, a forfeit), each seat's feed read in small pages and replayed
 * alone must give exactly what that seat's views showed at every version, and the archived
 * hands must prove their deals.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { newId, newJoinCode } from '../../functions/tables/codes';
import type { TableContext } from '../../functions/tables/context';
import { dueChange } from '../../functions/tables/due';
import { commitmentOf, fairDealOf } from '../../functions/tables/fair-deal';
import { dealtHands, type FeedEvent, feedPage, moreArchivesNeeded } from '../../functions/tables/feed';
import { startNow } from '../../functions/tables/lifecycle';
import {
  type HandArchive,
  lineMatch,
  type SavePlan,
  type SeatRecord,
  type TableRecord,
} from '../../functions/tables/model';
import { autoPlayFor, settle } from '../../functions/tables/settle';
import {
  applyMove,
  dealFromSeed,
  EV_DRAW,
  evSeat,
  evTile,
  evType,
  forfeitMatch,
  legalMovesOf,
  moveOf,
  nextInt,
  type RulesInput,
  type SeatView,
  seedState,
  viewFor,
} from '../../shared/engine';
import { expectOnlyVisibleTiles, knownAt, knownOf, replay } from '../support/replay';
import { openTableRecord } from '../support/table-record';

let seeds = 0;
const ctx: TableContext = {
  store: null as unknown as Store,
  now: () => new Date(),
  clock: () => performance.now(),
  // Deterministic seeds: the same matches every run (the HTTP tests use crypto seeds).
  randomSeed: () => `seed-${++seeds}`,
  newId,
  newCode: newJoinCode,
  botBudgetMs: 10_000,
};

interface Played {
  table: TableRecord;
  archives: HandArchive[];
  /** Per seat (and 'spectator'), the view at each version a client could have looked at. */
  views: Map<number | null, Map<number, SeatView>>;
  commitments: Map<number, string | null>;
}

/** Plays to the end (or forfeits after `forfeitAfter` person moves), keeping the books as the store would. */
function playMatch(rules: RulesInput, seats: SeatRecord[], seed: string, forfeitAfter = Infinity): Played {
  const rng = seedState(seed);
  const archives: HandArchive[] = [];
  const views = new Map<number | null, Map<number, SeatView>>();
  const commitments = new Map<number, string | null>();
  const look = ({ table: t, writes }: SavePlan) => {
    archives.push(...(writes.hands ?? []));
    for (const s of [null, ...seats.keys()]) {
      if (!views.has(s)) views.set(s, new Map());
      views.get(s)!.set(t.version, structuredClone(viewFor(lineMatch(t)!, s)));
    }
    const fd = fairDealOf(t);
    if (fd.handNo !== null && fd.commitment !== null) commitments.set(fd.handNo, fd.commitment);
    return t;
  };
  let table = look(startNow(openTableRecord(rules, seats), ctx));
  for (let moves = 0; table.status === 'playing'; moves++) {
    const st = lineMatch(table)!;
    if (moves >= forfeitAfter) {
      table = look(settle(table, forfeitMatch(st, st.hand.turn), 1, ctx));
      break;
    }
    const legal = legalMovesOf(st.rules, st.hand);
    const move = moveOf(legal[nextInt(rng, legal.length)]);
    const result = applyMove(st, st.hand.turn, move, { nextHandSeed: autoPlayFor(table, ctx).handSeeds });
    if (!result.ok) throw new Error(result.error.message);
    table = look(settle(table, result.state, 1, ctx, result.finished));
  }
  return { table, archives, views, commitments };
}

/**
 * A seat's whole feed, read page by page from `since` = 0, as a client catching up would; the
 * archives are read as the route reads them, at most `archivesPerPage` after `since`.
 */
function readFeed(p: Played, seat: number | null, limit: number, archivesPerPage = Infinity): FeedEvent[] {
  const events: FeedEvent[] = [];
  let since = 0;
  for (let pages = 0; pages < 10_000; pages++) {
    const after = p.archives.filter((a) => a.endVersion > since);
    let perPage = archivesPerPage;
    while (moreArchivesNeeded(after.slice(0, perPage), after.length < perPage, since)) perPage *= 2;
    const read = after.slice(0, perPage);
    const archivesComplete = read.length < perPage;
    const page = feedPage({ table: p.table, archives: read, archivesComplete, seat, since, limit });
    for (const e of page.events) expect(e.version).toBeGreaterThan(since);
    events.push(...page.events);
    expect(page.next).toBeGreaterThanOrEqual(since);
    since = page.next;
    if (!page.more) break;
  }
  expect(since).toBe(p.table.version);
  return events;
}

const person = (i: number): SeatRecord => ({ kind: 'person', playerId: `p${i}`, name: `P${i}` });
const computer: SeatRecord = { kind: 'computer', level: 'greedy' };

const CASES: [string, RulesInput, SeatRecord[]][] = [
  ['draw, 2 people', { preset: 'draw', players: 2, target: 60 }, [person(0), person(1)]],
  [
    'draw by choice, 3 seats with a computer',
    { preset: 'draw', players: 3, drawWhilePlayable: true, target: 40 },
    [person(0), computer, person(2)],
  ],
  ['block, 4 seats', { preset: 'block', players: 4, target: 60 }, [person(0), computer, person(2), computer]],
  ['allFives, 2 people', { preset: 'allFives', players: 2, target: 100 }, [person(0), person(1)]],
  [
    'partnership',
    { preset: 'partnership', players: 4, target: 60 },
    [person(0), person(1), computer, person(3)],
  ],
];

describe('the event feed', () => {
  for (const [name, rules, seats] of CASES) {
    it(`replayed alone, shows each seat exactly its views: ${name}`, () => {
      const p = playMatch(rules, seats, name);
      expect(p.archives.length).toBe(lineMatch(p.table)!.handNo);
      const sides = viewFor(lineMatch(p.table)!, null).sides;
      for (const seat of [null, ...seats.keys()]) {
        const events = readFeed(p, seat, 7);
        expect(events).toEqual(readFeed(p, seat, 1000));
        // The same events when the archives come a few at a time (the route reads 40 a page).
        expect(readFeed(p, seat, 1000, 2)).toEqual(events);
        expect(readFeed(p, seat, 3, 1)).toEqual(events);
        expectOnlyVisibleTiles(events, seat);
        const states = replay(events, sides, seat);
        for (const [version, view] of p.views.get(seat)!) {
          expect(knownAt(states, version), `seat ${seat} at version ${version}`).toEqual(knownOf(view));
        }
        expect(events.at(-1)).toMatchObject({ type: 'matchEnded', version: p.table.version });
      }
    });
  }

  it('reveals each hand’s seed and salt, which match the commitment and recompute the deal', () => {
    for (const [name, rules, seats] of CASES) {
      const p = playMatch(rules, seats, `proof ${name}`);
      const r = lineMatch(p.table)!.rules;
      for (const a of p.archives) {
        const rec = a.record;
        expect(commitmentOf(rec.seed, a.salt!)).toBe(p.commitments.get(rec.handNo));
        const first = rec.handNo === 1 || r.laterOpener === 'sameAsFirst';
        const { deal } = dealFromSeed(r, rec.seed, first);
        expect(dealtHands(rec.hands, rec.log)).toEqual(deal.hands);
        const drawn = rec.log.filter((e) => evType(e) === EV_DRAW).map(evTile);
        expect(drawn).toEqual(deal.bone.slice(deal.bone.length - drawn.length).reverse());
        for (const e of rec.log) if (evType(e) === EV_DRAW) expect(evSeat(e)).toBeLessThan(r.players);
      }
    }
  });

  for (const preset of ['draw', 'allFives'] as const) {
    it(`ends with the forfeit, one version after the last move: ${preset}`, () => {
      const p = playMatch(
        { preset, players: 2, target: 150 },
        [person(0), person(1)],
        `forfeit-${preset}`,
        9,
      );
      const events = readFeed(p, 0, 5);
      expect(events.at(-1)).toMatchObject({ type: 'matchEnded', forfeitedBy: expect.any(Number) });
      // Replayed, the hand cut short adds its points to the scores it was dealt at, once.
      const states = replay(events, [0, 1], 0);
      for (const [version, view] of p.views.get(0)!) expect(knownAt(states, version)).toEqual(knownOf(view));
    });
  }

  it('archives the hands the scheduler’s timeout moves finish, so the feed still replays exactly', () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const clocked: TableContext = { ...ctx, now: () => new Date(now) };
    const archives: HandArchive[] = [];
    const views = new Map<number, SeatView>();
    const keep = ({ table: t, writes }: SavePlan) => {
      archives.push(...(writes.hands ?? []));
      views.set(t.version, structuredClone(viewFor(lineMatch(t)!, 0)));
      return t;
    };
    const start = { ...openTableRecord({ preset: 'draw', players: 2, target: 30 }, [person(0), person(1)]) };
    let table = keep(startNow({ ...start, moveTimeLimitSeconds: 60 }, clocked));
    while (table.status === 'playing') {
      now += 61_000;
      const due = dueChange(table, clocked);
      expect(due?.action).toBe('timeout-move');
      table = keep(due!.next);
    }
    expect(archives.length).toBe(lineMatch(table)!.handNo);
    const p: Played = { table, archives, views: new Map([[0, views]]), commitments: new Map() };
    const states = replay(readFeed(p, 0, 10), [0, 1], 0);
    for (const [version, view] of views) expect(knownAt(states, version)).toEqual(knownOf(view));
  });

  it('never splits a version across pages, however small the limit', () => {
    const p = playMatch({ preset: 'draw', players: 2, target: 60 }, [person(0), person(1)], 'pages');
    const page = feedPage({
      table: p.table,
      archives: p.archives,
      archivesComplete: true,
      seat: 0,
      since: 0,
      limit: 1,
    });
    const v = page.events[0].version;
    expect(page.events.every((e) => e.version === v)).toBe(true);
    expect(page.next).toBe(v);
    expect(page.more).toBe(true);
  });
});
