/**
 * An event's items (functions/events): the event (PK `EVENT#<id>`, SK `EVENT`), its rounds (SK
 * `ROUND#<nnnn>`), a public event's listing entry (PK `EVENTS#<status>`, SK `<time>#<id>`) and
 * each entrant's entry (PK `PLAYER#<id>`, SK `EVENT#<joinedAt>#<eventId>`). The event and a round
 * keep `version` as an attribute (the write condition) and the rest deflated as JSON in `d`.
 * Version 1 of each.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { EVENT_GAMES, type EventRecord, type EventStatus, type RoundRecord } from '../../events/model';
import { type EventSummary, summaryOf } from '../../events/summary';
import { PARTITION_KEY, SORT_KEY } from '../table-schema';
import { binary, defineFormat, formatAttribute, type Item, once } from './format';

export const EVENT_SK = 'EVENT';
export const ROUND_PREFIX = 'ROUND#';
export const EVENT_ENTRY_PREFIX = 'EVENT#';
export const EVENT_LIST_PREFIX = 'EVENTS#';

export const eventPartition = (id: string) => `EVENT#${id}`;
export const eventKey = (id: string) => ({ [PARTITION_KEY]: eventPartition(id), [SORT_KEY]: EVENT_SK });
export const roundKey = (eventId: string, round: number) => ({
  [PARTITION_KEY]: eventPartition(eventId),
  [SORT_KEY]: `${ROUND_PREFIX}${String(round).padStart(4, '0')}`,
});
export const entryKey = (playerId: string, joinedAt: string, eventId: string) => ({
  [PARTITION_KEY]: `PLAYER#${playerId}`,
  [SORT_KEY]: `${EVENT_ENTRY_PREFIX}${joinedAt}#${eventId}`,
});

/** Where a public event's listing entry sorts: upcoming by start, running by its start, finished by its end. */
export function listingTime(
  e: Pick<EventRecord, 'status' | 'startAt' | 'createdAt' | 'startedAt' | 'finishedAt'>,
) {
  if (e.status === 'finished') return e.finishedAt ?? e.createdAt;
  if (e.status === 'upcoming') return e.startAt ?? e.createdAt;
  return e.startedAt ?? e.createdAt;
}
export const listingPartition = (status: EventStatus) =>
  `${EVENT_LIST_PREFIX}${status === 'paused' ? 'running' : status}`;

const ISO = () => z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const id = () => z.string().min(1).max(64);
const STATUS = ['upcoming', 'running', 'paused', 'finished'] as const;
// Partnership and four-player pool games since partnership events (optional enum values).
const GAMES = EVENT_GAMES;
const FORMATS = ['swiss', 'round-robin', 'elimination'] as const;
const PACES = ['live', 'correspondence'] as const;

const deflate = (v: unknown) => new Uint8Array(deflateRawSync(Buffer.from(JSON.stringify(v))));
const inflate = (b: Uint8Array): unknown => JSON.parse(inflateRawSync(b).toString('utf8'));

const eventBody = once(() =>
  z.strictObject({
    name: z.string().min(1).max(200),
    game: z.enum(GAMES),
    pace: z.enum(PACES),
    format: z.enum(FORMATS),
    rounds: z.number().int().positive().nullable(),
    minPlayers: z.number().int().min(2),
    maxPlayers: z.number().int().min(2),
    startAt: ISO().nullable(),
    rated: z.boolean(),
    visibility: z.enum(['public', 'invitation']),
    duplicate: z.boolean(),
    roundSeconds: z.number().int().positive(),
    organiserId: id(),
    code: z.string().nullable(),
    entrants: z.array(
      z.strictObject({
        playerId: id(),
        name: z.string(),
        joinedAt: ISO(),
        removed: z.literal(true).optional(),
        // A partnership event's team's second player (since partnership events).
        partner: z.strictObject({ playerId: id(), name: z.string(), joinedAt: ISO() }).optional(),
      }),
    ),
    round: z.number().int().nonnegative(),
    roundCount: z.number().int().nonnegative().nullable(),
    createdAt: ISO(),
    updatedAt: ISO(),
    startedAt: ISO().nullable(),
    finishedAt: ISO().nullable(),
  }),
);

const eventItemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('EVENT#'),
    [SORT_KEY]: z.literal(EVENT_SK),
    ...formatAttribute(1),
    version: z.number().int().positive(),
    status: z.enum(STATUS),
    d: binary(),
  }),
);

export const eventFormat = defineFormat<EventRecord>({
  kind: 'event',
  readers: {
    1: (item: Item) => {
      const i = eventItemV1().parse(item);
      const body = eventBody().parse(inflate(i.d));
      return { id: i.PK.slice('EVENT#'.length), version: i.version, status: i.status, ...body };
    },
  },
  write: (e) => {
    const { id: eventId, version, status, ...rest } = e;
    // The body's keys in the schema's order, so a decoded event re-encodes to the same bytes.
    const body = Object.fromEntries(
      Object.keys(eventBody().shape).map((k) => [k, rest[k as keyof typeof rest]]),
    );
    return { ...eventKey(eventId), version, status, d: deflate(body) };
  },
});

const result = () =>
  z.strictObject({
    // c and d, and four scores, at four-player pools' tables (since four-player pools).
    winner: z.enum(['a', 'b', 'c', 'd']).nullable(),
    how: z.enum(['played', 'forfeit', 'bye']),
    points: z.array(z.number().int()).min(2).max(4),
  });

const roundBody = once(() =>
  z.strictObject({
    pairedAt: ISO(),
    deadline: ISO(),
    finishedAt: ISO().nullable(),
    deal: z
      .strictObject({ commitment: z.string().regex(/^[0-9a-f]{64}$/), seed: z.string(), salt: z.string() })
      .nullable(),
    matches: z.array(
      z.strictObject({
        board: z.number().int().positive(),
        a: id(),
        b: id().nullable(),
        more: z.array(id()).length(2).optional(),
        tableId: z.string().nullable(),
        result: result().nullable(),
      }),
    ),
  }),
);

const roundItemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('EVENT#'),
    [SORT_KEY]: z.string().regex(/^ROUND#\d{4}$/),
    ...formatAttribute(1),
    version: z.number().int().positive(),
    d: binary(),
  }),
);

export const roundFormat = defineFormat<RoundRecord>({
  kind: 'event-round',
  readers: {
    1: (item: Item) => {
      const i = roundItemV1().parse(item);
      return {
        eventId: i.PK.slice('EVENT#'.length),
        round: Number(i.SK.slice(ROUND_PREFIX.length)),
        version: i.version,
        ...roundBody().parse(inflate(i.d)),
      };
    },
  },
  write: (r) => {
    // The body's keys in the schema's order, so a decoded round re-encodes to the same bytes.
    const body = {
      pairedAt: r.pairedAt,
      deadline: r.deadline,
      finishedAt: r.finishedAt,
      deal: r.deal,
      matches: r.matches,
    };
    return { ...roundKey(r.eventId, r.round), version: r.version, d: deflate(body) };
  },
});

const listingItemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith(EVENT_LIST_PREFIX),
    [SORT_KEY]: z.string(),
    ...formatAttribute(1),
    eventId: id(),
    name: z.string(),
    game: z.enum(GAMES),
    format: z.enum(FORMATS),
    pace: z.enum(PACES),
    status: z.enum(STATUS),
    startAt: ISO().optional(),
    createdAt: ISO(),
    players: z.number().int().nonnegative(),
    maxPlayers: z.number().int().positive(),
    round: z.number().int().nonnegative(),
    roundCount: z.number().int().nonnegative().optional(),
    rated: z.boolean(),
    duplicate: z.boolean(),
    visibility: z.enum(['public', 'invitation']),
  }),
);

/** A listing entry: the summary, and where it sorts. */
export interface EventListing {
  summary: EventSummary;
  sortAt: string;
}

export const eventListingFormat = defineFormat<EventListing>({
  kind: 'event-listing',
  readers: {
    1: (item: Item) => {
      const { eventId, startAt, roundCount, ...i } = listingItemV1().parse(item);
      return {
        sortAt: i.SK.slice(0, i.SK.length - eventId.length - 1),
        summary: {
          id: eventId,
          name: i.name,
          game: i.game,
          format: i.format,
          pace: i.pace,
          status: i.status,
          startAt: startAt ?? null,
          createdAt: i.createdAt,
          players: i.players,
          maxPlayers: i.maxPlayers,
          round: i.round,
          roundCount: roundCount ?? null,
          rated: i.rated,
          duplicate: i.duplicate,
          visibility: i.visibility,
        },
      };
    },
  },
  write: ({ summary: e, sortAt }) => ({
    [PARTITION_KEY]: listingPartition(e.status),
    [SORT_KEY]: `${sortAt}#${e.id}`,
    eventId: e.id,
    name: e.name,
    game: e.game,
    format: e.format,
    pace: e.pace,
    status: e.status,
    startAt: e.startAt ?? undefined,
    createdAt: e.createdAt,
    players: e.players,
    maxPlayers: e.maxPlayers,
    round: e.round,
    roundCount: e.roundCount ?? undefined,
    rated: e.rated,
    duplicate: e.duplicate,
    visibility: e.visibility,
  }),
});

/** An event's listing entry (every event has one; the public list shows the public ones), from the event. */
export function listingOf(e: EventRecord): EventListing {
  return { summary: summaryOf(e), sortAt: listingTime(e) };
}

const entryItemV1 = once(() =>
  z.strictObject({
    [PARTITION_KEY]: z.string().startsWith('PLAYER#'),
    [SORT_KEY]: z.string().startsWith(EVENT_ENTRY_PREFIX),
    ...formatAttribute(1),
    eventId: id(),
  }),
);

/** A player's entry: which event they joined, and when (in the key). */
export interface EventEntry {
  playerId: string;
  eventId: string;
  joinedAt: string;
}

export const eventEntryFormat = defineFormat<EventEntry>({
  kind: 'event-entry',
  readers: {
    1: (item: Item) => {
      const i = entryItemV1().parse(item);
      const joinedAt = i.SK.slice(EVENT_ENTRY_PREFIX.length, i.SK.length - i.eventId.length - 1);
      return { playerId: i.PK.slice('PLAYER#'.length), eventId: i.eventId, joinedAt };
    },
  },
  write: (e) => ({ ...entryKey(e.playerId, e.joinedAt, e.eventId), eventId: e.eventId }),
});
