/**
 * `npx tsx test/ratings/capture-fixtures.ts <set dir>` (e.g. test/fixtures/store/v3): plays rated
 * matches on an in-memory DynamoDB Local with the set's players (its players.json) and writes
 * the ratings items, leaderboard entries and snapshot the store holds then, as raw DynamoDB JSON,
 * under <dir>/rating/, <dir>/rating-board/ and <dir>/rating-snapshot/ (the golden fixtures of
 * formats/rating.ts and formats/rating-board.ts; never edited once captured, like the others).
 *
 * Ann and Bob play Block until both are settled (listed on the block2 leaderboard); the four of
 * them play one partnership match (provisional there); Dan hides from leaderboards; the block2
 * snapshot is taken.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { takeBoardSnapshot } from '../../functions/ratings/leaderboard';
import { isProvisional, type RatableTable } from '../../functions/ratings/model';
import { setHidden } from '../../functions/ratings/profile';
import { matchEndRatings } from '../../functions/ratings/rate';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../../functions/store/client';
import { startDynamoDbLocal } from '../../functions/store/dynamodb-local';
import { DynamoDbRatings } from '../../functions/store/dynamodb-ratings';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { kindOf } from '../../functions/store/formats/index';
import { ensureTable } from '../../functions/store/table-schema';
import { indexesOf } from '../../functions/tables/indexes';
import { mergeWrites } from '../../functions/tables/model';
import type { RulesInput } from '../../shared/engine';
import { matchContext, moveOn, type Person, playToLastMove, rated, startedTable } from './matches';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx test/ratings/capture-fixtures.ts <fixture set directory>');
  process.exit(2);
}

async function main(): Promise<void> {
  const ids: Record<string, { id: string }> = JSON.parse(readFileSync(join(dir, 'players.json'), 'utf8'));
  const person = (name: string): Person => ({
    id: ids[name].id,
    name: name[0].toUpperCase() + name.slice(1),
  });
  const [ann, bob, cat, dan] = ['ann', 'bob', 'cat', 'dan'].map(person);
  const local = await startDynamoDbLocal();
  const client = createDynamoClient(storeSettingsFromEnv({ DYNAMODB_ENDPOINT: local.endpoint }), {});
  try {
    const tableName = 'rating-fixtures';
    await ensureTable(client, tableName);
    const db = createDocumentClient(client);
    const store = new DynamoDbStore(db, tableName);
    const ratings = new DynamoDbRatings(db, tableName);
    for (const p of [ann, bob, cat, dan])
      await store.createPlayer({ ...p, createdAt: '2026-12-02T00:00:00.000Z' }, {});
    let n = 0;
    const play = async (rules: RulesInput, people: Person[]) => {
      const tag = `fixture-${n++}`;
      const { ctx } = matchContext(tag, new Date(Date.UTC(2026, 11, 2, 1, n)));
      const start = startedTable(ctx, `rated${String(n).padStart(15, '0')}`, rules, people);
      await store.createTable(
        start.table,
        indexesOf(start.table),
        mergeWrites({ seated: people.map((p) => p.id) }, start.writes),
      );
      const { before, last } = await playToLastMove(start, ctx, tag, (plan, v) =>
        store.saveTable(plan.table, indexesOf(plan.table), v, plan.writes),
      );
      const end = moveOn(before, ctx, last);
      const after: RatableTable = rated(end.table);
      const writes = await matchEndRatings({ ratings, hands: store }, rated(before), after, end.finished);
      await store.saveTable(end.table, indexesOf(end.table), before.version, {
        ...end.writes,
        ratings: writes,
      });
    };
    for (let i = 0; ; i++) {
      await play({ preset: 'block', players: 2 }, i % 2 ? [bob, ann] : [ann, bob]);
      const now = await ratings.getRatings([ann.id, bob.id]);
      if ([...now.values()].every((r) => !isProvisional(r.pools.block2!))) break;
    }
    await play({ preset: 'partnership', players: 4 }, [ann, bob, cat, dan]);
    await setHidden(ratings, dan.id, true, new Date('2026-12-02T02:00:00.000Z'));
    await takeBoardSnapshot(ratings, 'block2', new Date('2026-12-02T03:00:00.000Z'));

    const names = Object.fromEntries(Object.entries(ids).map(([name, p]) => [p.id, name]));
    const items = (await client.send(new ScanCommand({ TableName: tableName }))).Items ?? [];
    let written = 0;
    for (const raw of items) {
      const item = unmarshall(raw);
      const kind = kindOf(item)?.format.kind;
      if (!kind?.startsWith('rating')) continue;
      const pk = String(item.PK);
      const sk = String(item.SK);
      const scenario =
        kind === 'rating'
          ? names[pk.slice('PLAYER#'.length)]
          : kind === 'rating-board'
            ? `${names[sk.slice(sk.indexOf('#') + 1)]}-${pk.split('#')[1]}`
            : pk.slice('BOARD#'.length);
      mkdirSync(join(dir, kind), { recursive: true });
      writeFileSync(join(dir, kind, `${scenario}.json`), `${JSON.stringify(sorted(raw), null, 2)}\n`);
      written++;
    }
    console.log(`wrote ${written} items under ${dir}`);
  } finally {
    client.destroy();
    await local.stop();
  }
}

function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, sorted(x)]),
    );
  return v;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
