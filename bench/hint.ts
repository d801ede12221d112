/**
 * `npm run bench:hint`: POST /v1/tables/{id}/hint through the app in process on DynamoDB Local,
 * as a player against an expert computer player asks at every turn (and plays the hint) in Draw
 * and All Fives, three tables each, up to 40 hints a table. One JSON line:
 *   {"hints","p50ms","p99ms","maxMs"}
 * Wall-clock time of the request: the table read, the expert's decision from the seat's view and
 * the counter's update (the first one loads the hint's chunk). BENCH_TABLES sizes it.
 */
import { createApp } from '../functions/api/app';
import { defaultDeps } from '../functions/api/deps';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { ensureTable } from '../functions/store/table-schema';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const TABLES = Number(process.env.BENCH_TABLES ?? 3);
const HINTS_A_TABLE = 40;

// biome-ignore lint/suspicious/noExplicitAny: a benchmark reads the answers it needs, untyped
type Json = any;

async function main(): Promise<void> {
  const local = await startDynamoDbLocal();
  const client = createDynamoClient(storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }), {});
  try {
    await ensureTable(client, 'bench');
    const store = new DynamoDbStore(createDocumentClient(client), 'bench');
    const app = createApp(defaultDeps(store, { devMode: true, rateLimit: null, botBudgetMs: 10_000 }));
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Json };
    };
    const times: number[] = [];
    for (const preset of ['draw', 'allFives'] as const) {
      for (let g = 0; g < TABLES; g++) {
        const p = (await call('POST', '/v1/players', undefined, { name: 'Bench' })).json;
        const t = (
          await call('POST', '/v1/tables', p.token, {
            rules: { preset, players: 2, target: 100 },
            seats: [{ kind: 'person' }, { kind: 'computer', level: 'expert' }],
          })
        ).json;
        await call('POST', `/v1/tables/${t.id}/start`, p.token);
        for (let i = 0; i < HINTS_A_TABLE; i++) {
          const me = (await call('GET', `/v1/tables/${t.id}`, p.token)).json;
          if (me.status !== 'playing') break;
          const began = performance.now();
          const h = await call('POST', `/v1/tables/${t.id}/hint`, p.token);
          times.push(performance.now() - began);
          if (h.status !== 200) throw new Error(JSON.stringify(h.json));
          const m = h.json.move;
          const body = m.type === 'draw' ? { draw: true } : { tile: m.tile, end: m.end };
          await call('POST', `/v1/tables/${t.id}/moves`, p.token, { ...body, version: me.version });
        }
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
    console.log(JSON.stringify({ hints: times.length, p50ms: at(0.5), p99ms: at(0.99), maxMs: at(1) }));
  } finally {
    client.destroy();
    await local.stop();
  }
}

await main();
