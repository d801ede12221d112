/**
 * What players and the scheduler do to an event: create, join, leave, start, pause, resume,
 * remove a no-show, record a match's result and pair the next round. Each is a read and one
 * conditional write (the event's, a round's, or the pairing's transaction), tried again on a
 * conflict; a round is paired once however many callers race (docs/events.md#rounds).
 */
import { ItemAlreadyExistsError, VersionConflictError } from '../core/store-errors';
import { newJoinCode } from '../tables/codes';
import { commitRoundDeal } from './duplicate';
import { EVENT_CODES, EventError } from './errors';
import {
  type Entrant,
  type EventMatch,
  type EventRecord,
  type EventSettings,
  type EventStatus,
  entrantOf,
  isPartnershipGame,
  isPoolGame,
  type MatchResult,
  type RoundRecord,
  roundComplete,
  sidesOf,
} from './model';
import type { EventStore, EventWrite } from './port';
import { deadlineResult, nextRound, roundCountOf } from './rounds';
import { summaryOf } from './summary';

export interface EventContext {
  /** The app's store, of which the events' port (the app's deps are one). */
  store: { readonly events: EventStore };
  now(): Date;
  newId(): string;
  /** A cryptographic seed (a duplicate round's deal seed and salt). */
  randomSeed(): string;
  /** An invitation code (default: a table's join code, tables/codes.ts). */
  newCode?: () => string;
}

export interface Player {
  id: string;
  name: string;
}

/** Tries a read-and-write again while another writer keeps winning; then `event/busy`. */
const ATTEMPTS = 8;

async function retrying<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof VersionConflictError) || i + 1 >= ATTEMPTS) {
        if (err instanceof VersionConflictError)
          throw new EventError(EVENT_CODES.busy, `${what}: the event kept changing`);
        throw err;
      }
    }
  }
}

async function load(ctx: EventContext, id: string): Promise<EventRecord> {
  const e = await ctx.store.events.findEvent(id);
  if (!e) throw new EventError(EVENT_CODES.notFound, `no event ${id}`);
  return e;
}

const MAX_PLAYERS = 1024;
const MAX_SWISS_ROUNDS = 20;

/** Why these settings make no event (null: they do). */
export function settingsProblem(s: EventSettings, now: Date): string | null {
  if (s.minPlayers < 2 || s.maxPlayers < s.minPlayers || s.maxPlayers > MAX_PLAYERS)
    return `sizes: 2 <= minPlayers <= maxPlayers <= ${MAX_PLAYERS}`;
  if (s.format === 'swiss' && (s.rounds === null || s.rounds < 1 || s.rounds > MAX_SWISS_ROUNDS))
    return `a Swiss event needs rounds, 1..${MAX_SWISS_ROUNDS}`;
  if (s.format !== 'swiss' && s.rounds !== null)
    return `a ${s.format} event's rounds follow from its entrants`;
  if (isPoolGame(s.game) && s.format !== 'round-robin')
    return 'a four-player pool event is a round-robin (its schedule balances the meetings)';
  if (isPoolGame(s.game) && s.minPlayers < 4) return 'a four-player pool event needs minPlayers of 4 or more';
  if (s.startAt !== null && !(Date.parse(s.startAt) > now.getTime())) return 'startAt is not in the future';
  if (s.roundSeconds < 60) return 'a round lasts at least 60 seconds';
  return null;
}

export async function createEvent(
  ctx: EventContext,
  organiser: Player,
  settings: EventSettings,
  opts: { join: boolean },
): Promise<EventRecord> {
  const problem = settingsProblem(settings, ctx.now());
  if (problem) throw new EventError(EVENT_CODES.badSettings, problem);
  const at = ctx.now().toISOString();
  const event: EventRecord = {
    ...settings,
    // Stored as ISO with milliseconds, however it was written.
    startAt: settings.startAt === null ? null : new Date(settings.startAt).toISOString(),
    id: ctx.newId(),
    version: 1,
    organiserId: organiser.id,
    code: settings.visibility === 'invitation' ? (ctx.newCode ?? newJoinCode)() : null,
    status: 'upcoming',
    entrants: opts.join ? [{ playerId: organiser.id, name: organiser.name, joinedAt: at }] : [],
    round: 0,
    roundCount: null,
    createdAt: at,
    updatedAt: at,
    startedAt: null,
    finishedAt: null,
  };
  await ctx.store.events.createEvent({
    event,
    expectedVersion: 0,
    previousStatus: 'upcoming',
    joined: opts.join ? [{ playerId: organiser.id, joinedAt: at }] : [],
  });
  return event;
}

const bump = (e: EventRecord, at: string, change: Partial<EventRecord>): EventRecord => ({
  ...e,
  ...change,
  version: e.version + 1,
  updatedAt: at,
});

/**
 * Joins an upcoming event. In a partnership event a player enters a new team, or with `partnerOf`
 * (the id of the player who entered a team) joins that team as its partner.
 */
export async function joinEvent(
  ctx: EventContext,
  id: string,
  player: Player,
  code: string | null,
  partnerOf: string | null = null,
) {
  return retrying('join', async () => {
    const e = await load(ctx, id);
    const already = entrantOf(e.entrants, player.id);
    if (already && !already.removed) return e;
    if (e.status !== 'upcoming') throw new EventError(EVENT_CODES.started, 'the event has started');
    if (e.code !== null && code !== e.code)
      throw new EventError(EVENT_CODES.wrongCode, 'this event is by invitation');
    const at = ctx.now().toISOString();
    let entrants: Entrant[];
    if (partnerOf !== null) {
      if (!isPartnershipGame(e.game))
        throw new EventError(EVENT_CODES.badSettings, 'partnerOf is for partnership events only');
      const team = e.entrants.find((x) => x.playerId === partnerOf && !x.removed);
      if (!team) throw new EventError(EVENT_CODES.notEntered, `${partnerOf} has entered no team here`);
      if (team.partner) throw new EventError(EVENT_CODES.full, `${team.name}'s team is complete`);
      const partner = { playerId: player.id, name: player.name, joinedAt: at };
      entrants = e.entrants.map((x) => (x === team ? { ...x, partner } : x));
    } else {
      if (e.entrants.length >= e.maxPlayers) throw new EventError(EVENT_CODES.full, 'the event is full');
      entrants = [...e.entrants, { playerId: player.id, name: player.name, joinedAt: at }];
    }
    const next = bump(e, at, { entrants });
    const joined = [{ playerId: player.id, joinedAt: at }];
    // Full and starting "when full": the join starts it, in the same transaction as the pairing.
    const teamsComplete = !isPartnershipGame(e.game) || entrants.every((x) => x.partner || x.removed);
    if (next.startAt === null && next.entrants.length === next.maxPlayers && teamsComplete) {
      return start(ctx, next, e, joined);
    }
    await ctx.store.events.saveEvent({
      event: next,
      expectedVersion: e.version,
      previousStatus: e.status,
      joined,
    });
    return next;
  });
}

export async function leaveEvent(ctx: EventContext, id: string, playerId: string) {
  return retrying('leave', async () => {
    const e = await load(ctx, id);
    const entrant = entrantOf(e.entrants, playerId);
    if (!entrant) throw new EventError(EVENT_CODES.notEntered, 'not entered in this event');
    if (e.status !== 'upcoming')
      throw new EventError(EVENT_CODES.started, 'the event has started: ask the organiser');
    const at = ctx.now().toISOString();
    // A team's partner leaves the team; the one who entered it takes the team out (and its partner).
    const partnerLeaves = entrant.partner?.playerId === playerId;
    const entrants = partnerLeaves
      ? e.entrants.map((x) => (x === entrant ? { ...x, partner: undefined } : x))
      : e.entrants.filter((x) => x !== entrant);
    for (const x of entrants) if (x.partner === undefined) delete x.partner;
    const next = bump(e, at, { entrants });
    const left = partnerLeaves
      ? [entrant.partner!]
      : [entrant, ...(entrant.partner ? [entrant.partner] : [])];
    await ctx.store.events.saveEvent({
      event: next,
      expectedVersion: e.version,
      previousStatus: e.status,
      left,
    });
    return next;
  });
}

function organiserOnly(e: EventRecord, playerId: string) {
  if (e.organiserId !== playerId)
    throw new EventError(EVENT_CODES.notOrganiser, 'only the organiser may do this');
}

/** The organiser starts an upcoming event (or the scheduler at its start time): round 1 is paired. */
export async function startEvent(ctx: EventContext, id: string, by: string | null) {
  return retrying('start', async () => {
    const e = await load(ctx, id);
    if (by !== null) organiserOnly(e, by);
    if (e.status !== 'upcoming') return e;
    return start(ctx, e, e, []);
  });
}

async function start(
  ctx: EventContext,
  e: EventRecord,
  read: EventRecord,
  joined: { playerId: string; joinedAt: string }[],
): Promise<EventRecord> {
  // A partnership event's team without its partner at the start is left out.
  const teamless = isPartnershipGame(e.game) ? e.entrants.filter((x) => !x.partner && !x.removed) : [];
  const entrants = e.entrants.filter((x) => !teamless.includes(x));
  const players = entrants.filter((x) => !x.removed).length;
  if (players < Math.max(2, e.minPlayers))
    throw new EventError(EVENT_CODES.tooFewPlayers, `${players} entered; the event needs ${e.minPlayers}`);
  if (isPoolGame(e.game) && players % 4 !== 0)
    throw new EventError(
      EVENT_CODES.tooFewPlayers,
      `${players} entered; four-player pools need a multiple of four players`,
    );
  const at = ctx.now();
  const iso = at.toISOString();
  const started: EventRecord = {
    ...bump(e, iso, {
      entrants,
      status: 'running',
      startedAt: iso,
      roundCount: roundCountOf(e.format, e.rounds, players, isPoolGame(e.game)),
      round: 1,
    }),
    version: read.version + 1,
  };
  const opening = openRound(ctx, started, [], 1, at);
  const left = teamless.map((x) => ({ playerId: x.playerId, joinedAt: x.joinedAt }));
  await pair(
    ctx,
    { event: started, expectedVersion: read.version, previousStatus: read.status, joined, left },
    null,
    opening,
  );
  return started;
}

/** A new round's record: its matches, tables' ids, deadline and (duplicate) deal commitment. */
function openRound(
  ctx: EventContext,
  e: EventRecord,
  rounds: readonly (readonly EventMatch[])[],
  n: number,
  at: Date,
): RoundRecord | null {
  const matches = nextRound(e, rounds);
  if (!matches) return null;
  for (const m of matches) if (m.b !== null && m.result === null) m.tableId = ctx.newId();
  const complete = matches.every((m) => m.result !== null);
  return {
    eventId: e.id,
    round: n,
    version: 1,
    pairedAt: at.toISOString(),
    deadline: new Date(at.getTime() + e.roundSeconds * 1000).toISOString(),
    matches,
    deal: e.duplicate ? commitRoundDeal(ctx.randomSeed(), ctx.randomSeed()) : null,
    finishedAt: complete ? at.toISOString() : null,
  };
}

/** One pairing transaction; a round already paired by another caller is no error. */
async function pair(
  ctx: EventContext,
  event: EventWrite,
  closing: { round: RoundRecord; expectedVersion: number } | null,
  opening: RoundRecord | null,
): Promise<void> {
  try {
    await ctx.store.events.pairRound({ event, closing, opening });
  } catch (err) {
    // Another caller paired this round first: read again (the retry finds it paired).
    if (err instanceof ItemAlreadyExistsError) throw new VersionConflictError(err.message, { cause: err });
    throw err;
  }
}

export async function pauseEvent(ctx: EventContext, id: string, by: string, paused: boolean) {
  return retrying('pause', async () => {
    const e = await load(ctx, id);
    organiserOnly(e, by);
    const from = paused ? 'running' : 'paused';
    if (e.status !== from)
      throw new EventError(EVENT_CODES.wrongState, `the event is ${e.status}, not ${from}`);
    const next = bump(e, ctx.now().toISOString(), { status: paused ? 'paused' : 'running' });
    await ctx.store.events.saveEvent({ event: next, expectedVersion: e.version, previousStatus: e.status });
    return next;
  });
}

/**
 * The organiser removes a no-show: paired no more, and their unfinished match of the current
 * round is the opponent's forfeit win (in the round's own write, before the event's).
 */
export async function removeEntrant(ctx: EventContext, id: string, by: string, playerId: string) {
  const e = await retrying('remove', async () => {
    const e = await load(ctx, id);
    organiserOnly(e, by);
    if (e.status === 'finished') throw new EventError(EVENT_CODES.wrongState, 'the event is over');
    const entrant = entrantOf(e.entrants, playerId);
    if (!entrant || entrant.removed)
      throw new EventError(EVENT_CODES.notEntered, `${playerId} is not in this event`);
    // A team's player removes the team.
    const entrants = e.entrants.map((x) => (x === entrant ? { ...x, removed: true as const } : x));
    const next = bump(e, ctx.now().toISOString(), { entrants });
    await ctx.store.events.saveEvent({ event: next, expectedVersion: e.version, previousStatus: e.status });
    return next;
  });
  if (e.round > 0) {
    const side = entrantOf(e.entrants, playerId)!.playerId;
    const round = await ctx.store.events.findRound(id, e.round);
    const m = round?.matches.find((x) => x.result === null && sidesOf(x).includes(side));
    if (m)
      await recordResult(
        ctx,
        id,
        e.round,
        m.board,
        deadlineResult(sidesOf(m).indexOf(side), sidesOf(m).length),
      );
  }
  return e;
}

export type RecordOutcome = 'recorded' | 'counted-already';

/**
 * A match's result, counted once: a result that finds one there already (another report of the
 * same end, or the deadline's forfeit written by the pairing) changes nothing. The round's last
 * result pairs the next round.
 */
export async function recordResult(
  ctx: EventContext,
  eventId: string,
  roundNo: number,
  board: number,
  result: MatchResult,
): Promise<RecordOutcome> {
  const outcome = await retrying('result', async () => {
    const round = await ctx.store.events.findRound(eventId, roundNo);
    const m = round?.matches.find((x) => x.board === board);
    if (!round || !m) throw new EventError(EVENT_CODES.notFound, `no board ${board} in round ${roundNo}`);
    if (m.result !== null) return 'counted-already' as const;
    const at = ctx.now().toISOString();
    const matches = round.matches.map((x) => (x.board === board ? { ...x, result } : x));
    const next: RoundRecord = { ...round, matches, version: round.version + 1 };
    if (roundComplete(next)) next.finishedAt = at;
    await ctx.store.events.saveRound(next, round.version);
    return next.finishedAt === null ? ('recorded' as const) : ('completed' as const);
  });
  if (outcome === 'completed') await advanceEvent(ctx, eventId, null);
  return outcome === 'completed' ? 'recorded' : outcome;
}

/** Which side of an unfinished match's table was to move when its round's deadline passed (null: nobody's). */
export type LateSeat = (match: EventMatch) => Promise<number | null>;

export type AdvanceOutcome = 'paired' | 'finished' | 'waiting' | 'not-running';

/**
 * Pairs the next round when the current one is complete or its deadline has passed (its
 * unfinished matches forfeited as `lateSeat` says; without one, only a complete round pairs), or
 * finishes the event after its last round. Safe to call from anywhere at any time: the pairing's
 * transaction lands once. A round paired complete (byes and forfeits only) pairs the next at once.
 */
export async function advanceEvent(
  ctx: EventContext,
  eventId: string,
  lateSeat: LateSeat | null,
): Promise<AdvanceOutcome> {
  const outcome = await retrying('pair', () => advanceOnce(ctx, eventId, lateSeat));
  if (outcome === 'paired-complete') return advanceEvent(ctx, eventId, lateSeat);
  return outcome;
}

async function advanceOnce(
  ctx: EventContext,
  eventId: string,
  lateSeat: LateSeat | null,
): Promise<AdvanceOutcome | 'paired-complete'> {
  const e = await load(ctx, eventId);
  if (e.status !== 'running') return 'not-running';
  const rounds = await ctx.store.events.listRounds(eventId);
  const current = rounds.find((r) => r.round === e.round);
  if (!current) return 'waiting';
  const at = ctx.now();
  let closing = current;
  if (!roundComplete(current)) {
    if (lateSeat === null || Date.parse(current.deadline) > at.getTime()) return 'waiting';
    const matches: EventMatch[] = [];
    for (const m of current.matches)
      matches.push(m.result ? m : { ...m, result: deadlineResult(await lateSeat(m), sidesOf(m).length) });
    closing = { ...current, matches, version: current.version + 1, finishedAt: at.toISOString() };
  }
  const played = rounds.filter((r) => r.round < e.round).map((r) => r.matches);
  played.push(closing.matches);
  const iso = at.toISOString();
  const opening = openRound(ctx, e, played, e.round + 1, at);
  const next = opening
    ? bump(e, iso, { round: e.round + 1 })
    : bump(e, iso, { status: 'finished', finishedAt: iso });
  // A complete round cannot change (every match has its result): only a closing one is written.
  await pair(
    ctx,
    { event: next, expectedVersion: e.version, previousStatus: e.status },
    closing === current ? null : { round: closing, expectedVersion: current.version },
    opening,
  );
  if (!opening) return 'finished';
  return roundComplete(opening) ? 'paired-complete' : 'paired';
}

/** An event and its rounds (the event page). */
export async function eventWithRounds(ctx: EventContext, id: string) {
  const event = await load(ctx, id);
  return { event, rounds: await ctx.store.events.listRounds(id) };
}

/** The rounds of an event already read. */
export function roundsOf(ctx: EventContext, id: string): Promise<RoundRecord[]> {
  return ctx.store.events.listRounds(id);
}

/** A page of public events of a status. */
export function publicEvents(ctx: EventContext, status: EventStatus, limit: number, cursor: string | null) {
  return ctx.store.events.listEvents(status, limit, cursor);
}

/** A page of the events this player entered, as summaries. */
export async function playerEvents(
  ctx: EventContext,
  playerId: string,
  limit: number,
  cursor: string | null,
) {
  const page = await ctx.store.events.myEventIds(playerId, limit, cursor);
  const events = await ctx.store.events.findEvents(page.items);
  return { items: events.map(summaryOf), cursor: page.cursor };
}
