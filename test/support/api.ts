/**
 * Driving the API in tests: the real app on the run's DynamoDB Local, called through
 * `app.request`, with small helpers for players, tables and moves.
 */

import { randomUUID } from 'node:crypto';
import { TokenKeyRing, TokenKeys } from '../../functions/accounts/token-keys';
import { createApp } from '../../functions/api/app';
import type { Store } from '../../functions/api/deps';
import { type AppConfig, type AppDeps, defaultDeps } from '../../functions/api/deps';
import { DynamoDbStore } from '../../functions/store/dynamodb-store';
import { ensureTable } from '../../functions/store/table-schema';
import { TEST_TIMEOUTS, testDynamoDb } from './dynamodb';
import { TEST_STORE_DEADLINE_MS } from './timeouts';

export type App = ReturnType<typeof createApp>;

export function testStore(): Store {
  const db = testDynamoDb();
  return new DynamoDbStore(db.documentClient, db.tableName, TEST_TIMEOUTS);
}

/**
 * A store on a DynamoDB table of its own, for tests of what is global to a table (a pool's
 * leaderboard): no other test file's items share it, whatever runs beside.
 */
export async function storeOnOwnTable(): Promise<{ store: Store; tableName: string }> {
  const db = testDynamoDb();
  const tableName = `dominoes-own-${randomUUID()}`;
  await ensureTable(db.client, tableName);
  return { store: new DynamoDbStore(db.documentClient, tableName, TEST_TIMEOUTS), tableName };
}

/** The test run's token keys, made here: apps built in one test file accept each other's tokens. */
export const testKeys = TokenKeys.of(TokenKeyRing.generate());

/** The deps of a test app (change what a test needs, e.g. its clock, before createApp). */
export function testDeps(
  config: Partial<AppConfig> = {},
  store: Store = testStore(),
  accounts: Partial<Pick<AppDeps, 'keys' | 'oidc'>> = {},
): AppDeps {
  const deps = defaultDeps(
    store,
    { devMode: true, rateLimit: null, storeDeadlineMs: TEST_STORE_DEADLINE_MS, ...config },
    { keys: testKeys, ...accounts },
  );
  deps.log = () => {};
  return deps;
}

export function testApp(
  config: Partial<AppConfig> = {},
  store: Store = testStore(),
  accounts: Partial<Pick<AppDeps, 'keys' | 'oidc'>> = {},
): App {
  return createApp(testDeps(config, store, accounts));
}

/** Every response text a test saw (typedClient and sendUndocumented keep each), to check that no token leaks into any of them. */
export const seen: string[] = [];

export interface TestPlayer {
  id: string;
  name: string;
  token: string;
}

export const issuedTokens: string[] = [];

/** A token's secret part: `<playerId>.<tokenId>.<secret>.<keyId>.<mac>`, or a legacy `<playerId>.<secret>`. */
export function secretOf(token: string): string {
  const parts = token.split('.');
  return parts.length === 5 ? parts[2] : parts[1];
}

export async function signUp(app: App, name: string): Promise<TestPlayer> {
  const res = await app.request('/v1/players', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { playerId: string; token: string };
  issuedTokens.push(body.token);
  return { id: body.playerId, name, token: body.token };
}
