/**
 * The pairing port in memory, for unit tests: the same rules as store/dynamodb-pairing.ts (every
 * transaction checked and applied whole, with no await between), with the few tables' reads the
 * pairing operations make (tables it created, ratings it was given). Each call first yields to
 * other tasks, so calls made at once interleave as requests to a store would. `loseNextAnswer`
 * makes the next transaction land and its answer get lost: the adapter tries it again, as
 * store/call.ts does, and judges the failed retry as the DynamoDB adapter does.
 */
import { ItemAlreadyExistsError, JOIN_CODE_ITEM } from '../../functions/core/store-errors';
import {
  type EntryRecord,
  isCorrespondence,
  type Pool,
  type QueueEntry,
  type QueueKey,
  queueName,
  type SeekRecord,
} from '../../functions/pairing/model';
import type { PairingTables } from '../../functions/pairing/operations';
import type { NewTableWrite, PairingStore } from '../../functions/pairing/port';
import type { PlayerRatings } from '../../functions/ratings/model';
import type { TableRecord } from '../../functions/tables/model';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export class MemoryPairing implements PairingStore {
  private readonly entries = new Map<string, EntryRecord>();
  private readonly slots = new Map<string, Map<string, QueueEntry>>();
  private readonly opponents = new Map<string, string[]>();
  private readonly seeks = new Map<string, SeekRecord>();
  readonly tables = new Map<string, TableRecord>();
  private readonly codes = new Set<string>();
  private lose = false;

  /** The next transaction lands and its answer is lost (then tried again). */
  loseNextAnswer(): void {
    this.lose = true;
  }

  async addEntry(entry: QueueEntry): Promise<void> {
    await tick();
    const key = `${entry.playerId}/${entry.id}`;
    if (this.entries.has(key)) throw new ItemAlreadyExistsError(`pairing entry ${entry.id} already exists`);
    this.entries.set(key, { ...entry, status: 'waiting', tableId: null, pairedAt: null });
    this.slotsOf(entry.queue).set(entry.id, entry);
  }

  async findEntry(playerId: string, entryId: string): Promise<EntryRecord | null> {
    await tick();
    return this.entries.get(`${playerId}/${entryId}`) ?? null;
  }

  async waitingEntryCount(playerId: string, upTo: number) {
    await tick();
    const mine = [...this.entries.values()].filter((e) => e.playerId === playerId && e.status === 'waiting');
    const correspondence = mine.filter((e) => isCorrespondence(e.queue.pace)).length;
    return {
      live: Math.min(upTo, mine.length - correspondence),
      correspondence: Math.min(upTo, correspondence),
    };
  }

  async waitingIn(queue: QueueKey): Promise<QueueEntry[]> {
    await tick();
    return [...this.slotsOf(queue).values()].sort((a, b) =>
      `${a.joinedAt}#${a.id}`.localeCompare(`${b.joinedAt}#${b.id}`),
    );
  }

  async waitingCount(queue: QueueKey): Promise<number> {
    await tick();
    return this.slotsOf(queue).size;
  }

  async removeEntry(playerId: string, entryId: string): Promise<boolean> {
    await tick();
    const e = this.entries.get(`${playerId}/${entryId}`);
    if (e?.status !== 'waiting') return false;
    this.entries.delete(`${playerId}/${entryId}`);
    this.slotsOf(e.queue).delete(entryId);
    return true;
  }

  async pairEntries(entries: readonly QueueEntry[], made: NewTableWrite): Promise<boolean> {
    await tick();
    return this.createConsuming(
      made,
      () =>
        entries.every((e) => this.entries.get(`${e.playerId}/${e.id}`)?.status === 'waiting') &&
        entries.every((e) => this.slotsOf(e.queue).has(e.id)),
      () => {
        for (const e of entries) {
          const key = `${e.playerId}/${e.id}`;
          const record = this.entries.get(key)!;
          this.entries.set(key, {
            ...record,
            status: 'paired',
            tableId: made.table.id,
            pairedAt: made.table.createdAt,
          });
          this.slotsOf(e.queue).delete(e.id);
          this.opponents.set(
            `${e.playerId}/${e.queue.pool}`,
            entries.filter((o) => o.playerId !== e.playerId).map((o) => o.playerId),
          );
        }
      },
    );
  }

  async lastOpponents(playerId: string, pool: Pool): Promise<string[]> {
    await tick();
    return this.opponents.get(`${playerId}/${pool}`) ?? [];
  }

  async addSeek(seek: SeekRecord): Promise<void> {
    await tick();
    if (this.seeks.has(seek.id)) throw new ItemAlreadyExistsError(`seek ${seek.id} already exists`);
    this.seeks.set(seek.id, seek);
  }

  async findSeek(id: string): Promise<SeekRecord | null> {
    await tick();
    return this.seeks.get(id) ?? null;
  }

  async listSeeks(limit: number, before: string | null): Promise<SeekRecord[]> {
    await tick();
    return [...this.seeks.values()]
      .filter((s) => before === null || s.id < before)
      .sort((a, b) => b.id.localeCompare(a.id))
      .slice(0, limit);
  }

  async seekCount(playerId: string, upTo: number): Promise<number> {
    await tick();
    return Math.min(upTo, [...this.seeks.values()].filter((s) => s.playerId === playerId).length);
  }

  async removeSeek(id: string): Promise<boolean> {
    await tick();
    return this.seeks.delete(id);
  }

  async acceptSeek(seek: SeekRecord, made: NewTableWrite): Promise<boolean> {
    await tick();
    return this.createConsuming(
      made,
      () => this.seeks.has(seek.id),
      () => this.seeks.delete(seek.id),
    );
  }

  /** The table and the consumption at once, if `holds`; a lost answer's retry judged by the table. */
  private createConsuming(made: NewTableWrite, holds: () => boolean, consume: () => void): boolean {
    const attempt = (): 'done' | 'code' | 'consumed' => {
      if (this.codes.has(made.table.code)) return 'code';
      if (this.tables.has(made.table.id) || !holds()) return 'consumed';
      this.codes.add(made.table.code);
      this.tables.set(made.table.id, made.table);
      consume();
      return 'done';
    };
    const first = attempt();
    if (first === 'done' && !this.lose) return true;
    if (first === 'code')
      throw new ItemAlreadyExistsError('the join code is taken', { item: JOIN_CODE_ITEM });
    if (first === 'consumed') return false;
    // The answer was lost: the retry fails its conditions on this very write, and the table tells.
    this.lose = false;
    attempt();
    return this.tables.has(made.table.id);
  }

  private slotsOf(queue: QueueKey): Map<string, QueueEntry> {
    const name = queueName(queue);
    let slots = this.slots.get(name);
    if (!slots) this.slots.set(name, (slots = new Map()));
    return slots;
  }
}

/** The tables' reads the pairing operations make, over the tables the adapter made. */
export function memoryPairingStore(
  pairing: MemoryPairing,
  ratings = new Map<string, PlayerRatings>(),
): PairingTables & { readonly pairing: PairingStore } {
  return {
    pairing,
    findTable: async (id) => {
      await tick();
      return pairing.tables.get(id) ?? null;
    },
    unfinishedTableCount: async (playerId, upTo) => {
      await tick();
      const mine = [...pairing.tables.values()].filter((t) =>
        t.seats.some((s) => s.kind === 'person' && s.playerId === playerId),
      );
      return Math.min(upTo, mine.length);
    },
    ratings: {
      getRatings: async (ids) =>
        new Map(ids.flatMap((id) => (ratings.has(id) ? [[id, ratings.get(id)!]] : []))),
    },
  };
}
