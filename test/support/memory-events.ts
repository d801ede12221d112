/**
 * The events' port in memory (functions/events/port.ts), for unit tests: the same conditions as
 * the DynamoDB adapter (an event and a round on their versions, a pairing all or nothing, a round
 * put only where none is), held to it by test/events/store-contract.ts.
 */
import { ItemAlreadyExistsError, VersionConflictError } from '../../functions/core/store-errors';
import type { EventRecord, EventStatus, RoundRecord } from '../../functions/events/model';
import type {
  EventPage,
  EventStore,
  EventSummary,
  EventWrite,
  PairingWrite,
} from '../../functions/events/port';
import { summaryOf } from '../../functions/events/summary';

const copy = <T>(x: T): T => structuredClone(x);

/** Where a listing sorts, as the DynamoDB adapter's key does (store/formats/event.ts). */
function sortAt(e: EventRecord): string {
  if (e.status === 'finished') return e.finishedAt ?? e.createdAt;
  if (e.status === 'upcoming') return e.startAt ?? e.createdAt;
  return e.startedAt ?? e.createdAt;
}
const listed = (s: EventStatus) => (s === 'paused' ? 'running' : s);

export class MemoryEvents implements EventStore {
  private readonly events = new Map<string, EventRecord>();
  private readonly rounds = new Map<string, RoundRecord>();
  /** playerId -> eventId -> joinedAt */
  private readonly entries = new Map<string, Map<string, string>>();
  /** Writes applied, by kind (what a test may count). */
  readonly writes = { events: 0, rounds: 0 };

  private roundKey = (eventId: string, n: number) => `${eventId}#${n}`;

  private applyEvent(w: EventWrite) {
    this.events.set(w.event.id, copy(w.event));
    this.writes.events++;
    for (const j of w.joined ?? []) {
      const mine = this.entries.get(j.playerId) ?? new Map<string, string>();
      mine.set(w.event.id, j.joinedAt);
      this.entries.set(j.playerId, mine);
    }
    for (const l of w.left ?? []) this.entries.get(l.playerId)?.delete(w.event.id);
  }

  private checkEvent(w: EventWrite) {
    const now = this.events.get(w.event.id);
    if (now?.version !== w.expectedVersion)
      throw new VersionConflictError(`event ${w.event.id} is no longer at ${w.expectedVersion}`, {
        expectedVersion: w.expectedVersion,
      });
  }

  async createEvent(write: EventWrite): Promise<void> {
    if (this.events.has(write.event.id))
      throw new ItemAlreadyExistsError(`event ${write.event.id} already exists`, { item: 'event' });
    this.applyEvent(write);
  }

  async findEvent(id: string): Promise<EventRecord | null> {
    const e = this.events.get(id);
    return e ? copy(e) : null;
  }

  async findEvents(ids: readonly string[]): Promise<EventRecord[]> {
    return ids.flatMap((id) => (this.events.has(id) ? [copy(this.events.get(id)!)] : []));
  }

  async saveEvent(write: EventWrite): Promise<void> {
    this.checkEvent(write);
    this.applyEvent(write);
  }

  async listEvents(
    status: EventStatus,
    limit: number,
    cursor: string | null,
  ): Promise<EventPage<EventSummary>> {
    const up = status === 'upcoming';
    const all = [...this.events.values()]
      .filter((e) => e.visibility === 'public' && listed(e.status) === listed(status))
      .map((e) => ({ key: `${sortAt(e)}#${e.id}`, e }))
      .sort((a, b) => (up ? a.key.localeCompare(b.key) : b.key.localeCompare(a.key)));
    const from = cursor === null ? 0 : all.findIndex((x) => x.key === cursor) + 1;
    const page = all.slice(from, from + limit);
    const more = from + limit < all.length;
    return { items: page.map((x) => summaryOf(x.e)), cursor: more ? page.at(-1)!.key : null };
  }

  async listedEvents(
    status: 'upcoming' | 'running',
    limit: number,
    cursor: string | null,
  ): Promise<EventPage<{ id: string; sortAt: string }>> {
    const up = status === 'upcoming';
    const all = [...this.events.values()]
      .filter((e) => listed(e.status) === status)
      .map((e) => ({ key: `${sortAt(e)}#${e.id}`, id: e.id, sortAt: sortAt(e) }))
      .sort((a, b) => (up ? a.key.localeCompare(b.key) : b.key.localeCompare(a.key)));
    const from = cursor === null ? 0 : all.findIndex((x) => x.key === cursor) + 1;
    const page = all.slice(from, from + limit);
    const more = from + limit < all.length;
    return { items: page.map(({ id, sortAt }) => ({ id, sortAt })), cursor: more ? page.at(-1)!.key : null };
  }

  async myEventIds(playerId: string, limit: number, cursor: string | null): Promise<EventPage<string>> {
    const all = [...(this.entries.get(playerId) ?? new Map<string, string>()).entries()]
      .map(([id, at]) => `${at}#${id}`)
      .sort()
      .reverse();
    const from = cursor === null ? 0 : all.indexOf(cursor) + 1;
    const page = all.slice(from, from + limit);
    const more = from + limit < all.length;
    return { items: page.map((k) => k.slice(k.lastIndexOf('#') + 1)), cursor: more ? page.at(-1)! : null };
  }

  async findRound(eventId: string, round: number): Promise<RoundRecord | null> {
    const r = this.rounds.get(this.roundKey(eventId, round));
    return r ? copy(r) : null;
  }

  async listRounds(eventId: string): Promise<RoundRecord[]> {
    return [...this.rounds.values()]
      .filter((r) => r.eventId === eventId)
      .sort((a, b) => a.round - b.round)
      .map(copy);
  }

  async saveRound(round: RoundRecord, expectedVersion: number): Promise<void> {
    const key = this.roundKey(round.eventId, round.round);
    if (this.rounds.get(key)?.version !== expectedVersion)
      throw new VersionConflictError(
        `round ${round.round} of event ${round.eventId} is no longer at ${expectedVersion}`,
        {
          expectedVersion,
        },
      );
    this.rounds.set(key, copy(round));
    this.writes.rounds++;
  }

  async pairRound(write: PairingWrite): Promise<void> {
    // Every condition first, then every write: all or nothing, as a transaction.
    this.checkEvent(write.event);
    if (write.closing) {
      const { round, expectedVersion } = write.closing;
      if (this.rounds.get(this.roundKey(round.eventId, round.round))?.version !== expectedVersion)
        throw new VersionConflictError(
          `round ${round.round} of event ${round.eventId} moved on while pairing`,
        );
    }
    if (write.opening && this.rounds.has(this.roundKey(write.opening.eventId, write.opening.round)))
      throw new ItemAlreadyExistsError(`round ${write.opening.round} is paired already`, { item: 'round' });
    this.applyEvent(write.event);
    for (const r of [write.closing?.round, write.opening]) {
      if (!r) continue;
      this.rounds.set(this.roundKey(r.eventId, r.round), copy(r));
      this.writes.rounds++;
    }
  }
}
