/** An event's rounds at tables for unit tests: the tables and the events on in-memory stores, one clock. */
import type { EventContext } from '../../functions/events/operations';
import { MemoryEvents } from '../support/memory-events';
import { memoryTables } from '../support/memory-tables';

export function memoryEvent() {
  const t = memoryTables();
  let n = 0;
  const events = new MemoryEvents();
  const ectx: EventContext = {
    store: { events },
    now: t.ctx.now,
    newId: () => `ev-${String(++n).padStart(8, '0')}`,
    randomSeed: () => `event-seed-${++n}`,
    newCode: () => `CODE${++n}`,
  };
  return { ...t, events, ectx };
}
