/**
 * Captures the events' golden fixtures (test/fixtures/store/<set>/event*): a five-player
 * duplicate Swiss on DynamoDB Local through the events' operations and adapter, round 1 played
 * (a bye, a win, a forfeit) and round 2 paired, then every item as DynamoDB returns it.
 * Usage: `npx tsx scripts/capture-event-fixtures.ts test/fixtures/store/v4`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import {
  advanceEvent,
  createEvent,
  type EventContext,
  joinEvent,
  recordResult,
  startEvent,
} from '../functions/events/operations';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { DynamoDbEvents } from '../functions/store/dynamodb-events';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { ensureTable } from '../functions/store/table-schema';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: npx tsx scripts/capture-event-fixtures.ts <set directory>');
  process.exit(2);
}

const NAMES = ['ana', 'ben', 'cat', 'dan', 'eve'];

async function main() {
  const local = await startDynamoDbLocal();
  // DynamoDB Local on a busy machine answers slowly: generous waits, as the tests have.
  const timeouts = { connectMs: 5_000, requestMs: 10_000, budgetMs: 20_000, attempts: 3 };
  const client = createDynamoClient({
    ...storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }),
    timeouts,
  });
  try {
    await ensureTable(client, 'fixtures');
    const store = new DynamoDbEvents(createDocumentClient(client), 'fixtures', timeouts);
    let ms = Date.parse('2026-12-06T10:00:00.000Z');
    let ids = 0;
    let seeds = 0;
    const ctx: EventContext = {
      store: { events: store },
      now: () => new Date(ms),
      newId: () => `ev${String(++ids).padStart(18, '0')}`,
      randomSeed: () => `seed-${++seeds}-7c1f0a9e2b4d`,
      newCode: () => 'K7Q2MX',
    };
    const players = NAMES.map((n) => ({ id: `player-${n}`, name: n[0].toUpperCase() + n.slice(1) }));
    const e = await createEvent(
      ctx,
      players[0],
      {
        name: 'Sunday duplicate Swiss',
        game: 'draw2',
        pace: 'live',
        format: 'swiss',
        rounds: 3,
        minPlayers: 4,
        maxPlayers: 16,
        startAt: '2026-12-06T11:00:00.000Z',
        rated: true,
        visibility: 'public',
        duplicate: true,
        roundSeconds: 1800,
      },
      { join: true },
    );
    for (const p of players.slice(1)) {
      ms += 60_000;
      await joinEvent(ctx, e.id, p, null);
    }
    ms = Date.parse('2026-12-06T11:00:00.000Z');
    await startEvent(ctx, e.id, null);
    const r1 = (await store.findRound(e.id, 1))!;
    const [won, late] = r1.matches.filter((m) => m.result === null);
    ms += 900_000;
    await recordResult(ctx, e.id, 1, won.board, { winner: 'a', how: 'played', points: [104, 61] });
    ms += 1_000_000;
    await advanceEvent(ctx, e.id, async () => 1);
    void late;
    const out = await client.send(new ScanCommand({ TableName: 'fixtures' }));
    for (const item of out.Items ?? []) {
      const pk = item.PK.S!;
      const sk = item.SK.S!;
      const [kind, name] = pk.startsWith('EVENTS#')
        ? ['event-listing', `${pk.slice(7)}`]
        : pk.startsWith('PLAYER#')
          ? ['event-entry', pk.slice(7)]
          : sk === 'EVENT'
            ? ['event', 'duplicate-swiss-round-2']
            : ['event-round', `duplicate-swiss-round-${Number(sk.slice(6))}`];
      mkdirSync(join(outDir, kind), { recursive: true });
      writeFileSync(join(outDir, kind, `${name}.json`), `${JSON.stringify(toJson(item), null, 2)}\n`);
    }
    console.log(JSON.stringify({ items: out.Items?.length ?? 0 }));
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
