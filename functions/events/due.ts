/**
 * The scheduler's pass over events (docs/events.md#the-scheduler): upcoming events whose start
 * time has come start (round 1 paired), and every running event is synced with its tables
 * (tables.ts: tables opened, ends recorded, the next round paired on the last end or the
 * deadline). Each event is judged on its own: one that fails is reported and the rest go on.
 */
import type { TableContext } from '../tables/context';
import { EventError } from './errors';
import { type EventContext, startEvent } from './operations';
import { syncRound } from './tables';

export interface EventsReport {
  started: number;
  synced: number;
  paired: number;
  failures: { id: string; message: string }[];
}

const PAGE = 50;

export async function runDueEvents(
  ectx: EventContext,
  tctx: TableContext,
  maxEvents = 500,
): Promise<EventsReport> {
  const report: EventsReport = { started: 0, synced: 0, paired: 0, failures: [] };
  const now = ectx.now().toISOString();
  const fail = (id: string, err: unknown) => {
    if (report.failures.length < 10)
      report.failures.push({ id, message: err instanceof Error ? err.message : String(err) });
  };
  let seen = 0;
  let cursor: string | null = null;
  upcoming: do {
    const page = await ectx.store.events.listedEvents('upcoming', PAGE, cursor);
    for (const { id, sortAt } of page.items) {
      // Upcoming sorts by start time (or creation, "when full"): past `now` only those due.
      if (sortAt > now || ++seen > maxEvents) break upcoming;
      const e = await ectx.store.events.findEvent(id);
      if (!e || e.startAt === null || e.startAt > now) continue;
      try {
        await startEvent(ectx, id, null);
        report.started++;
      } catch (err) {
        // Too few players at the start time: it waits for its organiser (or more players).
        if (!(err instanceof EventError)) fail(id, err);
      }
    }
    cursor = page.cursor;
  } while (cursor !== null);
  cursor = null;
  do {
    const page = await ectx.store.events.listedEvents('running', PAGE, cursor);
    for (const { id } of page.items) {
      if (++seen > maxEvents) return report;
      try {
        const r = await syncRound(ectx, tctx, id);
        report.synced++;
        if (r.advanced === 'paired' || r.advanced === 'finished') report.paired++;
      } catch (err) {
        fail(id, err);
      }
    }
    cursor = page.cursor;
  } while (cursor !== null);
  return report;
}
