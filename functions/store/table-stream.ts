/**
 * The table's change stream (DynamoDB Streams, NEW_AND_OLD_IMAGES) read as the tables' changes:
 * the records of table items, each decoded to the table before and after it (the notifications'
 * TableChange, notifications/port.ts). The notifier Lambda's records and DynamoDB Local's stream
 * (local-stream.ts) alike.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { PairedRound, TableChange } from '../notifications/port';
import type { TableRecord } from '../tables/model';
import { ROUND_PREFIX, roundFormat } from './formats/event';
import { itemToTable, TABLE_SK } from './table-item';
import { SORT_KEY } from './table-schema';

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
 * subscriptions, deliveries, reminders, archives and memberships are other items), and an
 * event's round item put (a round paired: docs/notifications.md#events). The event source
 * mapping filters with this pattern, so the Lambda is not even invoked for the rest.
 */
export const TABLE_CHANGE_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { Keys: { [SORT_KEY]: { S: [TABLE_SK, { prefix: ROUND_PREFIX }] } } },
} as const;

const sortKeyOf = (r: ChangeRecord) => (r.dynamodb?.Keys?.[SORT_KEY] as { S?: string } | undefined)?.S;

export function isTableChange(r: ChangeRecord): boolean {
  return (r.eventName === 'INSERT' || r.eventName === 'MODIFY') && sortKeyOf(r) === TABLE_SK;
}

/** A round item put: a round just paired (its later changes, the results, tell nobody anything). */
export function isRoundPaired(r: ChangeRecord): boolean {
  return r.eventName === 'INSERT' && (sortKeyOf(r)?.startsWith(ROUND_PREFIX) ?? false);
}

/**
 * The table changes among `records`, in order. Each is decoded when read, so a record that
 * cannot be read fails where it is handled (and is retried from there), not the whole batch.
 */
export function tableChanges(records: ChangeRecord[]): TableChange[] {
  return records
    .filter((r) => isTableChange(r) || isRoundPaired(r))
    .map((r) => ({
      position: r.dynamodb?.SequenceNumber ?? '',
      read: () =>
        isRoundPaired(r)
          ? { before: null, after: null, paired: roundImage(r.dynamodb?.NewImage) }
          : { before: tableImage(r.dynamodb?.OldImage), after: tableImage(r.dynamodb?.NewImage) },
    }));
}

/** A stream image of a round item as the round paired (null: no image). */
export function roundImage(image: Record<string, unknown> | undefined): PairedRound | null {
  if (!image) return null;
  const r = roundFormat.decode(unmarshall(withBytes(image) as Record<string, AttributeValue>));
  return {
    eventId: r.eventId,
    round: r.round,
    pairedAt: r.pairedAt,
    deadline: r.deadline,
    matches: r.matches.map((m) => ({ board: m.board, a: m.a, b: m.b, tableId: m.tableId })),
  };
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
