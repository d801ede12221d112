/**
 * Captures the golden fixture of an event's table (table format version 3): round 1 of a
 * four-player duplicate Swiss on DynamoDB Local, its tables opened by the events' own sync, the
 * first board's table item as DynamoDB returns it. Seated are the set's own players (players.json),
 * so the live fixtures' test plays on at it. Usage:
 * `npx tsx scripts/capture-event-table-fixtures.ts test/fixtures/store/v4`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createEvent, type EventContext, joinEvent, startEvent } from '../functions/events/operations';
import { syncRound } from '../functions/events/tables';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { tableKey } from '../functions/store/formats/table';
import { ensureTable } from '../functions/store/table-schema';
import type { TableContext } from '../functions/tables/context';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npx tsx scripts/capture-event-table-fixtures.ts <set directory>');
  process.exit(2);
}

async function main() {
  const local = await startDynamoDbLocal();
  const timeouts = { connectMs: 5_000, requestMs: 10_000, budgetMs: 20_000, attempts: 3 };
  const client = createDynamoClient({
    ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }),
    timeouts,
  });
  try {
    await ensureTable(client, 'fixtures');
    const store = new DynamoDbStore(createDocumentClient(client), 'fixtures', timeouts);
    const ms = Date.parse('2026-12-06T11:00:00.000Z');
    let n = 0;
    const ectx: EventContext = {
      store,
      now: () => new Date(ms),
      newId: () => `evt${String(++n).padStart(17, '0')}`,
      randomSeed: () => `seed-${++n}-5d02c8e1a7f3`,
    };
    const tctx: TableContext = {
      ...ectx,
      store,
      newCode: () => `T${String(++n).padStart(5, '0')}`,
      botBudgetMs: 1000,
      clock: () => 0,
    };
    const set: Record<string, { id: string }> = JSON.parse(
      readFileSync(join(outDir, 'players.json'), 'utf8'),
    );
    const players = Object.entries(set).map(([name, p]) => ({ id: p.id, name }));
    const e = await createEvent(
      ectx,
      players[0],
      {
        name: 'Winter duplicate',
        game: 'draw2',
        pace: 'correspondence',
        format: 'swiss',
        rounds: 3,
        minPlayers: 4,
        maxPlayers: 8,
        startAt: null,
        rated: true,
        visibility: 'public',
        duplicate: true,
        roundSeconds: 604_800,
      },
      { join: true },
    );
    for (const p of players.slice(1)) await joinEvent(ectx, e.id, p, null);
    await startEvent(ectx, e.id, players[0].id);
    await syncRound(ectx, tctx, e.id);
    const round = (await store.events.findRound(e.id, 1))!;
    const id = round.matches[0].tableId!;
    const key = tableKey(id);
    const out = await client.send(
      new GetItemCommand({
        TableName: 'fixtures',
        Key: { PK: { S: key.PK }, SK: { S: key.SK } },
        ConsistentRead: true,
      }),
    );
    if (!out.Item) throw new Error(`table ${id} was not opened`);
    mkdirSync(join(outDir, 'table'), { recursive: true });
    const file = join(outDir, 'table', 'draw-event-duplicate-playing.json');
    writeFileSync(file, `${JSON.stringify(toJson(out.Item), null, 2)}\n`);
    console.log(JSON.stringify({ file, table: id }));
  } finally {
    client.destroy();
    await local.stop();
  }
}

/** Raw DynamoDB JSON as the AWS CLI prints it: binary values in base64, keys in order. */
function toJson(v: unknown): unknown {
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(toJson);
  if (v && typeof v === 'object') {
    const entries = Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, x]) => [k, toJson(x)]));
  }
  return v;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
