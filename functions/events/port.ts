/**
 * The store as events see it (store/dynamodb-events.ts is the adapter, and
 * test/support/memory-events.ts the in-memory one): an event item, one item per round, a public
 * event's listing entry and each entrant's "my events" entry. Errors come from
 * core/store-errors.ts: VersionConflictError when an event or a round moved on,
 * ItemAlreadyExistsError when a round (or an event id) is already there.
 */
import type { EventRecord, EventStatus, RoundRecord } from './model';
import type { EventSummary } from './summary';

export type { EventSummary } from './summary';

export interface EventPage<T> {
  items: T[];
  /** Opaque; null on the last page. */
  cursor: string | null;
}

/** An event written whole on its version, with the entrants it gained or lost. */
export interface EventWrite {
  event: EventRecord;
  /** The version read (the write's condition). */
  expectedVersion: number;
  /** Its status before the change (where its listing entry was). */
  previousStatus: EventStatus;
  /** Entrants who joined (their "my events" entry is put) or left (deleted). */
  joined?: { playerId: string; joinedAt: string }[];
  left?: { playerId: string; joinedAt: string }[];
}

/**
 * A round's pairing: the event moved to the round (on its version), the round before it closed
 * (forfeits filled in, on its version), the new round put (only if it is not there yet): one
 * transaction, so a round is paired once however many callers race to pair it.
 */
export interface PairingWrite {
  event: EventWrite;
  closing: { round: RoundRecord; expectedVersion: number } | null;
  /** Null when the event finishes instead. */
  opening: RoundRecord | null;
}

export interface EventStore {
  /** Puts a new event (ItemAlreadyExistsError if its id is taken) and its organiser's entries. */
  createEvent(write: EventWrite): Promise<void>;
  findEvent(id: string): Promise<EventRecord | null>;
  /** The events with these ids, in that order (missing ones left out). */
  findEvents(ids: readonly string[]): Promise<EventRecord[]>;
  /** VersionConflictError when the event is no longer at `expectedVersion`. */
  saveEvent(write: EventWrite): Promise<void>;
  /** Public events of a status, the soonest (upcoming) or latest (running, finished) first. */
  listEvents(status: EventStatus, limit: number, cursor: string | null): Promise<EventPage<EventSummary>>;
  /**
   * Every event of a status, public or not, as the scheduler walks them: upcoming by start time
   * (soonest first), running by start (latest first), with where each sorts.
   */
  listedEvents(
    status: 'upcoming' | 'running',
    limit: number,
    cursor: string | null,
  ): Promise<EventPage<{ id: string; sortAt: string }>>;
  /** The ids of the events this player entered, the latest joined first. */
  myEventIds(playerId: string, limit: number, cursor: string | null): Promise<EventPage<string>>;
  findRound(eventId: string, round: number): Promise<RoundRecord | null>;
  /** Every round of the event, the first first. */
  listRounds(eventId: string): Promise<RoundRecord[]>;
  /** Writes a round whole if it is still at `expectedVersion` (a result came in); VersionConflictError otherwise. */
  saveRound(round: RoundRecord, expectedVersion: number): Promise<void>;
  /** VersionConflictError if the event or the closing round moved on; ItemAlreadyExistsError if the round is there. */
  pairRound(write: PairingWrite): Promise<void>;
}
