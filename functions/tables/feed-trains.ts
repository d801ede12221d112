/**
 * A Mexican Train table's event feed and fair deal, computed from its records alone (pure): the
 * archived rounds (one item per finished round, written with the move that ended it) and the
 * table item (the round in play, and the last finished round of a table stored before rounds were
 * archived): docs/api.md#mexican-train-feed. Versions follow the line games' feed: a chosen move
 * (a play, a stop) is one version; the draws and passes after it, a round's end and the next deal
 * belong to it. Loaded with the first train table's feed (feed-read.ts), not at a cold start.
 */
import {
  type MexicanRules,
  type MexicanState,
  MT_DRAW,
  MT_PLAY,
  MT_STOP,
  mexicanHistory,
  mtSeat,
  mtTile,
  mtType,
  ROUND_OUT,
  type RoundRecord,
  setOf,
} from '../../shared/engine/games/mexican-train';
import { commitmentOf, type FairDeal, type RevealedDeal } from './fair-deal';
import type { FeedPage } from './feed';
import { type RoundArchive, type TableRecord, trainMatch } from './model';

type TileName = string;

/** What a train table's feed carries; `handNo` is the round. */
export type TrainFeedEvent = { version: number; handNo: number } & (
  | {
      type: 'roundDealt';
      /** The engine double in the hub, `E-E`. */
      engine: TileName;
      /** The seat that moves first. */
      first: number;
      /** Each seat's total when the round was dealt. */
      totals: number[];
      handCounts: number[];
      boneyard: number;
      /** SHA-256 of `<seed>:<salt>`; null on development tables (fixed seed). */
      commitment: string | null;
      fixedSeed: boolean;
      /** Your own tiles as dealt (only in your own feed). */
      hand?: TileName[];
    }
  /** Rounds finished before the table kept an archive of each: their events are not known. */
  | { type: 'roundsNotKept'; rounds: number[] }
  | { type: 'trainPlay'; seat: number; tile: TileName; train: number }
  /** A draw: its tile only in the drawer's own feed. */
  | { type: 'trainDraw'; seat: number; tile?: TileName }
  /** The seat could not play: a marker on its own train. */
  | { type: 'trainPass'; seat: number }
  | { type: 'trainStop'; seat: number }
  | {
      type: 'roundEnded';
      reason: 'out' | 'blocked';
      out: number | null;
      /** Every hand left, revealed. */
      hands: TileName[][];
      adds: number[];
      totals: number[];
      seed: string;
      salt: string | null;
      commitment: string | null;
    }
  | {
      type: 'trainMatchEnded';
      /** 1 best, shared on equal totals. */
      places: number[];
      totals: number[];
      forfeitedBy: number | null;
      /** A forfeit cut the round in play short: its seed and salt, revealed. */
      unfinished: RevealedDeal | null;
    }
);

/** A round as the feed tells it: its tiles held at the end (or now), its log, its seed and salt. */
interface FeedRound {
  round: number;
  engine: number;
  seed: string;
  salt: string | null;
  first: number;
  held: readonly (readonly number[])[];
  log: readonly number[];
  startTotals: readonly number[];
}

const isChosen = (e: number) => mtType(e) === MT_PLAY || mtType(e) === MT_STOP;

/** The versions at which the round in play and the last finished round were dealt (and ended). */
function roundVersions(table: TableRecord, st: MexicanState) {
  const current = table.handStartVersion ?? 0;
  const finishedInRound = st.last !== null && st.last.round === st.round.round;
  // The last finished round ended at the move that dealt the next one, or at the match's end.
  const lastEnd = finishedInRound ? (table.overVersion ?? table.version) : current;
  const lastStart = st.last ? lastEnd - st.last.log.filter(isChosen).length : 0;
  return { current, finishedInRound, lastStart, lastEnd };
}

/**
 * The table's feed for `seat` (null: a spectator): the rounds of `archives` (those that ended
 * after some version, oldest first), the last finished round from the record when its archive is
 * not among them, the round in play and the match's end. Rounds before the first one known and
 * without an archive (finished before rounds were archived) are said to be missing
 * (`roundsNotKept`), at the version the next known round was dealt.
 */
export function trainFeedEvents(
  table: TableRecord,
  archives: readonly RoundArchive[],
  seat: number | null,
): TrainFeedEvent[] {
  const st = trainMatch(table);
  if (!st) return [];
  const r = st.rules;
  const v = roundVersions(table, st);
  const finished = archives.map((a) => ({
    record: a.record,
    salt: a.salt,
    start: a.startVersion,
    end: a.endVersion,
  }));
  const last = st.last;
  if (last && !finished.some((f) => f.record.round === last.round)) {
    // A table stored before rounds were archived: its last finished round, from the record.
    finished.push({ record: last, salt: table.lastSalt ?? null, start: v.lastStart, end: v.lastEnd });
    finished.sort((a, b) => a.record.round - b.record.round);
  }
  const out: TrainFeedEvent[] = [];
  // Rounds are archived from some round on, never with a gap after it: what is missing before the
  // first round known is said once. Those that ended by `since` (their archives not read) are
  // said at a version by `since` too, so a page after it never tells them.
  let expected = table.dev?.deal?.round ?? 1; // A development table's fixed deal may start later.
  const notKept = (round: number, version: number) => {
    if (round > expected) {
      const rounds = Array.from({ length: round - expected }, (_, i) => expected + i);
      out.push({ version, handNo: expected, type: 'roundsNotKept', rounds });
    }
    expected = round + 1;
  };
  for (const f of finished) {
    notKept(f.record.round, f.start);
    out.push(
      ...roundEvents(table, r, recordRound(r, f.record, f.salt), f.start, seat),
      roundEnded(r, f.record, f.salt, f.end),
    );
  }
  if (!v.finishedInRound) {
    const rd = st.round;
    const live: FeedRound = {
      round: rd.round,
      engine: rd.engine,
      seed: rd.seed,
      salt: table.salt ?? null,
      first: firstOf(r, rd.round, rd.log),
      held: rd.hands,
      log: rd.log,
      startTotals: st.totals,
    };
    notKept(rd.round, v.current);
    out.push(...roundEvents(table, r, live, v.current, seat));
  }
  if (st.places !== null) {
    const forfeited = st.forfeit !== undefined && !v.finishedInRound;
    const salt = table.salt ?? null;
    out.push({
      version: table.overVersion ?? table.version,
      handNo: st.round.round,
      type: 'trainMatchEnded',
      places: st.places.slice(),
      totals: st.totals.slice(),
      forfeitedBy: st.forfeit ?? null,
      unfinished: forfeited ? revealed(st.round.round, st.round.seed, salt) : null,
    });
  }
  return out;
}

/**
 * One page of a train table's events after `since` (a version is never split across pages);
 * `archives`: every archived round that ended after `since` (and by the table's version).
 */
export function trainFeedPage(
  table: TableRecord,
  archives: readonly RoundArchive[],
  seat: number | null,
  since: number,
  limit: number,
): FeedPage<TrainFeedEvent> {
  const after = trainFeedEvents(table, archives, seat).filter((e) => e.version > since);
  let end = after.length;
  if (after.length > limit) {
    const cut = after[limit].version;
    end =
      after[0].version === cut
        ? after.findIndex((e) => e.version > cut)
        : after.findIndex((e) => e.version === cut);
    if (end < 0) end = after.length;
  }
  const events = after.slice(0, end);
  const more = end < after.length;
  const next = events.length > 0 ? events[events.length - 1].version : since;
  return {
    events,
    next: more ? next : Math.max(next, table.version),
    more,
  };
}

/** The seat that moved first in a round: the first event's seat, else the round's own. */
function firstOf(r: MexicanRules, round: number, log: readonly number[]): number {
  return log.length > 0 ? mtSeat(log[0]) : (round - 1) % r.players;
}

function recordRound(r: MexicanRules, rec: RoundRecord, salt: string | null): FeedRound {
  return {
    round: rec.round,
    engine: rec.engine,
    seed: rec.seed,
    salt,
    first: firstOf(r, rec.round, rec.log),
    held: rec.hands,
    log: rec.log,
    startTotals: rec.totals.map((x, s) => x - rec.adds[s]),
  };
}

/** Each seat's tiles as dealt: held now, plus played, less drawn. */
export function dealtOf(held: readonly (readonly number[])[], log: readonly number[]): number[][] {
  const dealt = held.map((h) => new Set(h));
  for (const e of log) if (mtType(e) === MT_PLAY) dealt[mtSeat(e)].add(mtTile(e));
  for (const e of log) if (mtType(e) === MT_DRAW) dealt[mtSeat(e)].delete(mtTile(e));
  return dealt.map((ts) => [...ts].sort((a, b) => a - b));
}

function roundEvents(
  table: TableRecord,
  r: MexicanRules,
  fr: FeedRound,
  start: number,
  seat: number | null,
): TrainFeedEvent[] {
  const set = setOf(r);
  const dealt = dealtOf(fr.held, fr.log);
  const out: TrainFeedEvent[] = [
    {
      version: start,
      handNo: fr.round,
      type: 'roundDealt',
      engine: `${fr.engine}-${fr.engine}`,
      first: fr.first,
      totals: fr.startTotals.slice(),
      handCounts: dealt.map((h) => h.length),
      // What no seat was dealt, less the engine.
      boneyard: set.count - 1 - dealt.reduce((n, h) => n + h.length, 0),
      commitment: fr.salt === null ? null : commitmentOf(fr.seed, fr.salt),
      fixedSeed: table.dev !== null,
      ...(seat !== null && { hand: dealt[seat].map(set.name) }),
    },
  ];
  let version = start;
  const history = mexicanHistory(r, fr.log, seat);
  fr.log.forEach((e, i) => {
    if (isChosen(e)) version++;
    const h = history[i];
    const base = { version, handNo: fr.round };
    if (h.type === 'play')
      out.push({ ...base, type: 'trainPlay', seat: h.seat, tile: h.tile, train: h.train });
    else if (h.type === 'draw')
      out.push({ ...base, type: 'trainDraw', seat: h.seat, ...(h.tile && { tile: h.tile }) });
    else if (h.type === 'pass') out.push({ ...base, type: 'trainPass', seat: h.seat });
    else out.push({ ...base, type: 'trainStop', seat: h.seat });
  });
  return out;
}

function roundEnded(r: MexicanRules, rec: RoundRecord, salt: string | null, version: number): TrainFeedEvent {
  const set = setOf(r);
  return {
    version,
    handNo: rec.round,
    type: 'roundEnded',
    reason: rec.end === ROUND_OUT ? 'out' : 'blocked',
    out: rec.out >= 0 ? rec.out : null,
    hands: rec.hands.map((h) => h.map(set.name)),
    adds: rec.adds.slice(),
    totals: rec.totals.slice(),
    seed: rec.seed,
    salt,
    commitment: salt === null ? null : commitmentOf(rec.seed, salt),
  };
}

/** A round's seed and salt, revealed (`firstHandRule` is the line games' and never applies here). */
function revealed(round: number, seed: string, salt: string | null): RevealedDeal {
  return {
    handNo: round,
    seed,
    salt,
    commitment: salt === null ? null : commitmentOf(seed, salt),
    firstHandRule: false,
  };
}

/**
 * A train table's fair deal: the round in play committed to (SHA-256 of `<seed>:<salt>`), the
 * last finished round's seed and salt revealed; `dealRound(rules, round, seed)` recomputes a deal.
 */
export function trainFairDealOf(table: TableRecord): FairDeal {
  const st = trainMatch(table);
  if (!st)
    return {
      handNo: null,
      commitment: null,
      fixedSeed: table.dev !== null,
      revealed: null,
      unfinished: null,
    };
  const salt = table.salt ?? null;
  const inPlay = st.last === null || st.last.round !== st.round.round;
  return {
    handNo: st.round.round,
    commitment: inPlay && st.places === null && salt !== null ? commitmentOf(st.round.seed, salt) : null,
    fixedSeed: table.dev !== null,
    revealed: st.last && revealed(st.last.round, st.last.seed, table.lastSalt ?? null),
    unfinished: inPlay && st.places !== null ? revealed(st.round.round, st.round.seed, salt) : null,
  };
}
