/**
 * The tables this process last read or wrote, newest kept, so a move can skip its read when
 * the client has just read the table here (the usual GET-then-POST). A cached copy is only a
 * first guess: the move's conditional write still checks the version, and a move tried on a
 * copy that turns out stale is tried again on a fresh read (play.ts), so nothing a client sees
 * depends on the cache. Other processes (Lambda instances, the scheduler) keep their own.
 */
import type { TableRecord } from './model';

export class RecentTables {
  private readonly byId = new Map<string, TableRecord>();

  constructor(private readonly capacity = 2000) {}

  get(id: string): TableRecord | undefined {
    return this.byId.get(id);
  }

  /** Keeps `t` unless a newer version is kept. */
  remember(t: TableRecord): void {
    const known = this.byId.get(t.id);
    if (known && known.version > t.version) return;
    this.byId.delete(t.id);
    this.byId.set(t.id, t);
    // A Map iterates in insertion order: the first key is the one touched longest ago.
    if (this.byId.size > this.capacity) this.byId.delete(this.byId.keys().next().value!);
  }

  forget(id: string): void {
    this.byId.delete(id);
  }
}
