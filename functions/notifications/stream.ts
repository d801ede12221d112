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
import { notify } from './deliveries';
import { eventsOf } from './events';

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
 * Handles the records in order (a table's records are in the order its writes happened) and
 * returns the sequence number of the first one that failed (null: all done). The records after
 * it are left for the retry, which starts there: a table's notifications never overtake each other.
 */
export async function handleChanges(ctx: NotifyContext, records: ChangeRecord[]): Promise<string | null> {
  for (const r of records) {
    if (!isTableChange(r)) continue;
    try {
      const after = tableImage(r.dynamodb?.NewImage);
      if (after)
        await notify(ctx, eventsOf(tableImage(r.dynamodb?.OldImage), after, ctx.config.publicBaseUrl));
    } catch (err) {
      const id = r.dynamodb?.SequenceNumber ?? '';
      (ctx.log ?? console.error)(`notifications for stream record ${id} failed`, err);
      return id;
    }
  }
  return null;
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
