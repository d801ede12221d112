/**
 * `npm run bench:inbox`: what one inbox page reads, for a person at ACTIVE tables in play and
 * FINISHED finished ones (defaults 20 and 400), on DynamoDB Local: the items DynamoDB read
 * (memberships and tables) and the read units it reports, for the first page, the first page of
 * the finished tables and a deep one. Prints one JSON line per page. The setup plays no game: it
 * stores the tables as the service would (started, then resigned), through the store, so the
 * same script measures any version of the code (run it on the commit before to compare).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDocumentClient } from '../functions/store/client';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { newId, newJoinCode } from '../functions/tables/codes';
import { realTableContext } from '../functions/tables/context';
import { inbox } from '../functions/tables/inbox';
import { indexesOf } from '../functions/tables/indexes';
import { startNow } from '../functions/tables/lifecycle';
import { lineMatch, type TableRecord } from '../functions/tables/model';
import { settle } from '../functions/tables/settle';
import { forfeitMatch } from '../shared/engine';
import { openTableRecord } from '../test/support/table-record';
import { BENCH_TIMEOUTS, withLocalTable } from './local-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ACTIVE = Number(process.env.ACTIVE ?? 20);
const FINISHED = Number(process.env.FINISHED ?? 400);
const LIMIT = 20;
const TABLE_NAME = 'bench-inbox';
const TIMEOUTS = BENCH_TIMEOUTS;

/** What DynamoDB reports reading, summed over the requests made while `on`. */
const reads = { on: false, requests: 0, items: 0, units: 0 };

function countReads(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as Record<string, unknown>;
      if (reads.on) input.ReturnConsumedCapacity = 'TOTAL';
      const out = await next(args);
      if (reads.on) {
        const o = out.output as {
          Count?: number;
          Responses?: Record<string, unknown[]>;
          ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
        };
        reads.requests++;
        reads.items += o.Count ?? Object.values(o.Responses ?? {}).reduce((n, r) => n + r.length, 0);
        const used = Array.isArray(o.ConsumedCapacity) ? o.ConsumedCapacity : [o.ConsumedCapacity ?? {}];
        reads.units += used.reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
      }
      return out;
    },
    { step: 'initialize', name: 'benchCountReads' },
  );
}

async function main(): Promise<void> {
  await withLocalTable(TABLE_NAME, async (client) => {
    countReads(client);
    const store = new DynamoDbStore(createDocumentClient(client), TABLE_NAME, TIMEOUTS);
    const ctx = realTableContext(store, 1_000);
    const me = { id: `bench-${newId()}`, name: 'Me' };
    const other = { id: `bench-${newId()}`, name: 'Other' };
    const seats = [me, other].map((p) => ({ kind: 'person' as const, playerId: p.id, name: p.name }));
    const start = Date.UTC(2026, 0, 1);
    const table = (i: number): TableRecord => {
      const at = new Date(start + i * 60_000);
      const open = {
        ...openTableRecord({ preset: 'draw', players: 2 }, seats, at),
        id: newId(),
        code: newJoinCode(),
        createdBy: me.id,
        version: 1,
      };
      return startNow(open, { ...ctx, now: () => at }).table;
    };
    const one = async (i: number) => {
      const t = table(i);
      await store.createTable(t, indexesOf(t), { seated: [me.id, other.id] });
      if (i >= ACTIVE) {
        const ended = settle(t, forfeitMatch(lineMatch(t)!, 0), 1, {
          ...ctx,
          now: () => new Date(start + (i + 1) * 60_000),
        });
        await store.saveTable(ended.table, indexesOf(ended.table), t.version, ended.writes);
      }
    };
    const all = Array.from({ length: ACTIVE + FINISHED }, (_, i) => ACTIVE + FINISHED - 1 - i);
    for (let i = 0; i < all.length; i += 10) await Promise.all(all.slice(i, i + 10).map(one));

    let cursor: string | null = null;
    const deep = Math.ceil((ACTIVE + FINISHED) / LIMIT) - 2;
    for (let page = 1; page <= deep; page++) {
      Object.assign(reads, { on: true, requests: 0, items: 0, units: 0 });
      const began = performance.now();
      const got: Awaited<ReturnType<typeof inbox>> = await inbox({ store }, me.id, LIMIT, cursor);
      const ms = performance.now() - began;
      reads.on = false;
      if (page <= 2 || page === deep) {
        console.log(
          JSON.stringify({
            bench: 'inbox',
            active: ACTIVE,
            finished: FINISHED,
            limit: LIMIT,
            page,
            shown: got.tables.length,
            statuses: [...new Set(got.tables.map((e) => e.status))],
            requests: reads.requests,
            itemsRead: reads.items,
            readUnits: Math.round(reads.units * 10) / 10,
            ms: Math.round(ms),
          }),
        );
      }
      cursor = got.cursor;
      if (!cursor) break;
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
