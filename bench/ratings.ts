/**
 * `npm run bench:ratings`: what rating a match costs its last move, on DynamoDB Local (this
 * process starts it, in memory). One JSON line each on stdout (progress on stderr):
 *   {"kind":"end",…}    the save that ends a match, unrated and rated, per pool and per kind of
 *                       player (new: provisional, no leaderboard entry; settled: listed, so the
 *                       entry moves): write units of the save, the rated end's reads (the
 *                       players' items, the match's archived hands) and their units, and the
 *                       latency of each part, p50/p99 in ms
 *   {"kind":"extra",…}  rated minus unrated: the extra write units and the extra p50 latency
 *   {"kind":"item",…}   the ratings item's size as DynamoDB counts it, after those matches
 *
 * How: pairs of identical matches (same seeds, so the same moves and hands) are played in
 * process with the table code and stored as they go (not counted); the end of one of the pair is
 * saved as it is, the other's with the ratings read and added to the same transaction, in
 * alternating order. Capacity comes from ReturnConsumedCapacity=TOTAL on every request made in
 * the counted part. Latency on DynamoDB Local is not the service's; the units are.
 * BENCH_MATCHES (12) sizes it: the pairs per pool and kind of player.
 */
import { performance } from 'node:perf_hooks';
import { type AttributeValue, type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { displayRating, newPoolRating, type Pool, unrated } from '../functions/ratings/model';
import { matchEndRatings } from '../functions/ratings/rate';
import { createDocumentClient } from '../functions/store/client';
import { DynamoDbRatings } from '../functions/store/dynamodb-ratings';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { ratingsKey } from '../functions/store/formats/rating';
import { indexesOf } from '../functions/tables/indexes';
import { mergeWrites, type SavePlan } from '../functions/tables/model';
import type { RulesInput } from '../shared/engine';
import {
  matchContext,
  moveOn,
  type Person,
  playToLastMove,
  rated,
  startedTable,
} from '../test/ratings/matches';
import { itemSize } from '../test/support/item-size';
import { BENCH_TIMEOUTS, withLocalTable } from './local-table';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 12);
const TABLE_NAME = 'bench-ratings';
const TIMEOUTS = BENCH_TIMEOUTS;

/**
 * While `on`: read units as DynamoDB Local reports them, and write units by DynamoDB's rules from
 * the items written (Local reports a whole transaction as 2 units, whatever it holds): 1 unit a
 * started KB of each item put alone, 2 in a transaction, a delete as much as the item it removes
 * (here a leaderboard entry, under 1 KB). An item put over a larger one costs the larger; the
 * ratings item and the table item change little in size at a match's end, so the new size is
 * counted.
 */
const used = { on: false, read: 0, write: 0 };
const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand']);

function countCapacity(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const input = args.input as Record<string, unknown>;
      if (used.on && READS.has(command)) input.ReturnConsumedCapacity = 'TOTAL';
      if (used.on) used.write += writeUnits(command, input);
      const out = await next(args);
      if (used.on && READS.has(command)) {
        const c = (
          out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }
        ).ConsumedCapacity;
        used.read += (Array.isArray(c) ? c : [c ?? {}]).reduce((n, x) => n + (x.CapacityUnits ?? 0), 0);
      }
      return out;
    },
    { step: 'initialize', name: 'benchCountCapacity' },
  );
}

const kb = (item: Record<string, unknown>) =>
  Math.max(
    1,
    Math.ceil(
      itemSize(marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>) / 1024,
    ),
  );

function writeUnits(command: string, input: Record<string, unknown>): number {
  if (command === 'PutItemCommand') return kb(input.Item as Record<string, unknown>);
  if (command !== 'TransactWriteItemsCommand') return 0;
  const items = input.TransactItems as { Put?: { Item: Record<string, unknown> }; Delete?: unknown }[];
  return items.reduce((n, t) => n + 2 * (t.Put ? kb(t.Put.Item) : 1), 0);
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))] * 100) / 100;
};
const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;

async function main(): Promise<void> {
  await withLocalTable(TABLE_NAME, async (client) => {
    countCapacity(client);
    const db = createDocumentClient(client);
    const store = new DynamoDbStore(db, TABLE_NAME, TIMEOUTS);
    const ratings = new DynamoDbRatings(db, TABLE_NAME, TIMEOUTS);
    const games: [Pool, RulesInput][] = [
      ['block2', { preset: 'block', players: 2 }],
      ['partnership', { preset: 'partnership', players: 4 }],
    ];
    let n = 0;
    const lastIds: string[] = [];
    for (const [pool, rules] of games) {
      for (const players of ['new', 'settled'] as const) {
        const plain = { write: [] as number[], ms: [] as number[] };
        const withRatings = {
          write: [] as number[],
          read: [] as number[],
          readMs: [] as number[],
          saveMs: [] as number[],
          ms: [] as number[],
        };
        for (let m = 0; m < MATCHES; m++) {
          const tag = `bench-${n++}`;
          const people: Person[] = Array.from({ length: rules.players }, (_, i) => ({
            id: `${tag}-p${i}`,
            name: `P${i}`,
          }));
          if (players === 'settled') await settle(ratings, pool, people);
          const ends = await Promise.all(
            ['plain', 'rated'].map(async (which) => {
              const { ctx } = matchContext(tag);
              const id = `${tag}-${which}`;
              const start = startedTable(ctx, id, rules, people);
              await store.createTable(
                start.table,
                indexesOf(start.table),
                mergeWrites({ seated: people.map((p) => p.id) }, start.writes),
              );
              const { before, last } = await playToLastMove(start, ctx, tag, (plan, v) =>
                store.saveTable(plan.table, indexesOf(plan.table), v, plan.writes),
              );
              return { before, end: moveOn(before, ctx, last) };
            }),
          );
          const runPlain = async () => {
            const { before, end } = ends[0];
            const [units, ms] = await counted(() =>
              store.saveTable(end.table, indexesOf(end.table), before.version, end.writes),
            );
            plain.write.push(units.write);
            plain.ms.push(ms);
          };
          const runRated = async () => {
            const { before, end } = ends[1];
            const t0 = performance.now();
            const [readUnits, readMs, writes] = await countedValue(() =>
              matchEndRatings({ ratings, hands: store }, rated(before), rated(end.table), end.finished),
            );
            const plan: SavePlan = { table: end.table, writes: { ...end.writes, ratings: writes } };
            const [units, saveMs] = await counted(() =>
              store.saveTable(plan.table, indexesOf(plan.table), before.version, plan.writes),
            );
            withRatings.write.push(units.write);
            withRatings.read.push(readUnits.read);
            withRatings.readMs.push(readMs);
            withRatings.saveMs.push(saveMs);
            withRatings.ms.push(performance.now() - t0);
            lastIds.splice(0, lastIds.length, ...people.map((p) => p.id));
          };
          if (m % 2) {
            await runRated();
            await runPlain();
          } else {
            await runPlain();
            await runRated();
          }
        }
        const line = (o: Record<string, unknown>) => console.log(JSON.stringify(o));
        line({
          kind: 'end',
          pool,
          players,
          rated: false,
          matches: MATCHES,
          writeUnits: mean(plain.write),
          p50Ms: quantile(plain.ms, 0.5),
          p99Ms: quantile(plain.ms, 0.99),
        });
        line({
          kind: 'end',
          pool,
          players,
          rated: true,
          matches: MATCHES,
          writeUnits: mean(withRatings.write),
          readUnits: mean(withRatings.read),
          readP50Ms: quantile(withRatings.readMs, 0.5),
          saveP50Ms: quantile(withRatings.saveMs, 0.5),
          p50Ms: quantile(withRatings.ms, 0.5),
          p99Ms: quantile(withRatings.ms, 0.99),
        });
        line({
          kind: 'extra',
          pool,
          players,
          writeUnits: Math.round((mean(withRatings.write) - mean(plain.write)) * 100) / 100,
          readUnits: mean(withRatings.read),
          p50Ms: Math.round((quantile(withRatings.ms, 0.5) - quantile(plain.ms, 0.5)) * 100) / 100,
        });
        process.stderr.write(`${pool} ${players}: done\n`);
      }
    }
    const out = await client.send(
      new GetItemCommand({ TableName: TABLE_NAME, Key: marshallKey(ratingsKey(lastIds[0])) }),
    );
    const item = out.Item as Record<string, AttributeValue>;
    console.log(JSON.stringify({ kind: 'item', what: 'ratings item after one pool', bytes: itemSize(item) }));
  });
}

/** Players with a settled rating in the pool, listed on its leaderboard, as their earlier matches left them. */
async function settle(ratings: DynamoDbRatings, pool: Pool, people: Person[]): Promise<void> {
  const at = '2026-01-01T00:00:00.000Z';
  for (const [i, p] of people.entries()) {
    const r = { ...newPoolRating(at), mu: 24 + i, sigma: 2.5, played: 60, hands: 900, points: 9000 };
    const listed = displayRating(r);
    const recent = Array.from({ length: 10 }, (_, k) => ({
      tableId: `earlier${String(k).padStart(13, '0')}`,
      pool,
      finishedAt: at,
      place: 1 + (k % 2),
      sides: people.length === 4 ? 2 : people.length,
      forfeited: false,
      before: listed - 5,
      after: listed,
    }));
    await ratings.saveRatings({
      next: { ...unrated(p.id, at), version: 60, pools: { [pool]: { ...r, listed } }, recent },
      expectedVersion: null,
      unlist: [],
      list: [{ pool, playerId: p.id, rating: listed, played: 60 }],
    });
  }
}

async function counted(run: () => Promise<unknown>): Promise<[typeof used, number]> {
  const [units, ms] = await countedValue(run);
  return [units, ms];
}

async function countedValue<T>(run: () => Promise<T>): Promise<[typeof used, number, T]> {
  used.on = true;
  used.read = 0;
  used.write = 0;
  const t0 = performance.now();
  try {
    const value = await run();
    return [{ ...used }, performance.now() - t0, value];
  } finally {
    used.on = false;
  }
}

function marshallKey(key: Record<string, string>): Record<string, AttributeValue> {
  return Object.fromEntries(Object.entries(key).map(([k, v]) => [k, { S: v }]));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
