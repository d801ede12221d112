/**
 * The table's change stream (DynamoDB Streams, NEW_AND_OLD_IMAGES) turned into notifications:
 * each record of a table item is decoded to the table before and after the change, its events
 * derived (events.ts) and sent (deliveries.ts). The notifier Lambda (functions/notifier.ts) gets
 * the records from its event source mapping; `npm start` reads DynamoDB Local's stream itself
 * (local-stream.ts); both call handleChanges.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { itemToTable, TABLE_SK } from '../store/table-item';
import { SORT_KEY } from '../store/table-schema';
import type { TableRecord } from '../tables/model';
import type { NotifyContext } from './config';
import { notifyPeople } from './deliveries';
import { eventsOf } from './events';
import type { NotificationEvent } from './model';

/** A stream record as Lambda's event and the Streams API both have it (binary: base64 or bytes). */
export interface ChangeRecord {
  eventName?: string;
  dynamodb?: {
    Keys?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
    SequenceNumber?: string;
  };
}

/**
 * The records that matter: a table item put or changed (a TTL deletion tells nobody anything;
 * subscriptions, deliveries, reminders, archives and memberships are other items). The event
 * source mapping filters with this pattern, so the Lambda is not even invoked for the rest.
 */
export const TABLE_CHANGE_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { Keys: { [SORT_KEY]: { S: [TABLE_SK] } } },
} as const;

export function isTableChange(r: ChangeRecord): boolean {
  const sk = r.dynamodb?.Keys?.[SORT_KEY] as { S?: string } | undefined;
  return (r.eventName === 'INSERT' || r.eventName === 'MODIFY') && sk?.S === TABLE_SK;
}

/**
 * Handles a batch and returns the sequence number of the first record that failed (null: all
 * done); the retry starts there, and whatever after it was done already is not sent twice
 * (deliveries are keyed by their event). The records' events are derived in order, then sent
 * with each person's in order and people at once (deliveries.ts), so one slow endpoint holds
 * up only its own person; nobody's notifications overtake each other.
 */
export async function handleChanges(ctx: NotifyContext, records: ChangeRecord[]): Promise<string | null> {
  const log = ctx.log ?? console.error;
  const events: NotificationEvent[] = [];
  const recordOf: number[] = [];
  let failed: number | null = null;
  for (const [i, r] of records.entries()) {
    if (!isTableChange(r)) continue;
    try {
      const after = tableImage(r.dynamodb?.NewImage);
      for (const e of after
        ? eventsOf(tableImage(r.dynamodb?.OldImage), after, ctx.config.publicBaseUrl)
        : []) {
        events.push(e);
        recordOf.push(i);
      }
    } catch (err) {
      // Nothing after a record that cannot be read is sent before it is retried.
      log(`notifications for stream record ${r.dynamodb?.SequenceNumber ?? ''} failed`, err);
      failed = i;
      break;
    }
  }
  const failure = await notifyPeople(ctx, events);
  if (failure) {
    const at = recordOf[failure.at];
    log(
      `notifications for stream record ${records[at].dynamodb?.SequenceNumber ?? ''} failed`,
      failure.error,
    );
    if (failed === null || at < failed) failed = at;
  }
  return failed === null ? null : (records[failed].dynamodb?.SequenceNumber ?? '');
}

/** A stream image of a table item as the table record (null: no image). */
export function tableImage(image: Record<string, unknown> | undefined): TableRecord | null {
  if (!image) return null;
  return itemToTable(unmarshall(withBytes(image) as Record<string, AttributeValue>));
}

/** Lambda's JSON gives binary attributes as base64 text; unmarshall wants bytes. */
function withBytes(image: Record<string, unknown>): Record<string, unknown> {
  const fix = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const a = v as Record<string, unknown>;
    if (typeof a.B === 'string') return { B: Buffer.from(a.B, 'base64') };
    if (Array.isArray(a.BS))
      return { BS: a.BS.map((b) => (typeof b === 'string' ? Buffer.from(b, 'base64') : b)) };
    if (a.M) return { M: withBytes(a.M as Record<string, unknown>) };
    if (Array.isArray(a.L)) return { L: a.L.map(fix) };
    return v;
  };
  return Object.fromEntries(Object.entries(image).map(([k, v]) => [k, fix(v)]));
}
