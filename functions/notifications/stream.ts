/**
 * The tables' changes turned into notifications: each change gives the table before and after
 * it (the store decodes its stream, store/table-stream.ts), its events are derived (events.ts)
 * and sent (deliveries.ts). The notifier Lambda (functions/notifier.ts) gets the changes from its
 * event source mapping; `npm start` reads DynamoDB Local's stream itself (store/local-stream.ts);
 * both call handleChanges.
 */
import { eachAtMost } from './bounded';
import type { NotifyContext } from './config';
import { notifyPeople, PEOPLE_AT_ONCE, remindOfExtension } from './deliveries';
import { eventsOf, extendedTurn, roundPairedEvents } from './events';
import type { EventData, NotificationEvent } from './model';
import type { TableChange } from './port';

/**
 * Handles a batch and returns the position of the first change that failed (null: all done);
 * the retry starts there, and whatever after it was done already is not sent twice (deliveries
 * are keyed by their event). The changes' events are derived in order, then sent
 * with each person's in order and people at once (deliveries.ts), so one slow endpoint holds
 * up only its own person; nobody's notifications overtake each other. A deadline moved on
 * without a move (a vacation's extension) sends nothing now but leaves a reminder before the new
 * deadline (its write is conditional on being the latest, so its order among the batch's other
 * reminders does not matter, nor does a retry).
 */
export async function handleChanges(ctx: NotifyContext, changes: TableChange[]): Promise<string | null> {
  const log = ctx.log ?? console.error;
  const events: NotificationEvent[] = [];
  const recordOf: number[] = [];
  const extended: { at: number; turn: EventData; playerId: string }[] = [];
  let failed: number | null = null;
  for (const [i, change] of changes.entries()) {
    try {
      const { before, after, paired } = change.read();
      const base = ctx.config.publicBaseUrl;
      for (const e of after ? eventsOf(before, after, base) : paired ? roundPairedEvents(paired, base) : []) {
        events.push(e);
        recordOf.push(i);
      }
      const turn = after ? extendedTurn(before, after, ctx.config.publicBaseUrl) : null;
      const sitter = turn?.seat != null ? after?.seats[turn.seat] : undefined;
      if (turn && sitter?.kind === 'person') extended.push({ at: i, turn, playerId: sitter.playerId });
    } catch (err) {
      // Nothing after a change that cannot be read is sent before it is retried.
      log(`notifications for stream record ${change.position} failed`, err);
      failed = i;
      break;
    }
  }
  const failure = await notifyPeople(ctx, events);
  if (failure) {
    const at = recordOf[failure.at];
    log(`notifications for stream record ${changes[at].position} failed`, failure.error);
    if (failed === null || at < failed) failed = at;
  }
  // Only the changes before a failed one: the retry starts there and does the rest.
  const reminding = extended.filter((x) => failed === null || x.at < failed);
  await eachAtMost(reminding, PEOPLE_AT_ONCE, async (x) => {
    try {
      await remindOfExtension(ctx, x.turn, x.playerId);
    } catch (error) {
      log(`notifications for stream record ${changes[x.at].position} failed`, error);
      if (failed === null || x.at < failed) failed = x.at;
    }
  });
  return failed === null ? null : changes[failed].position;
}
