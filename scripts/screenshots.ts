/**
 * `npm run screenshots`: the table as the web client shows it, on a desktop and on a phone, into
 * docs/screenshots/ (table-desktop.png, table-phone.png, and the lobby). The client is built with
 * Vite into a temporary folder and served with the app as `npm start` serves it, on a DynamoDB
 * Local of its own (in memory): a four-player partnership against computer players from a fixed
 * seed, a few moves in, so every run draws the same table. Motion is turned off (reduced motion)
 * so that no tile is caught moving.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { createApp } from '../functions/api/app';
import { defaultDeps } from '../functions/api/deps';
import { withWebClient } from '../functions/local/web-assets';
import { createDocumentClient, createDynamoClient, storeSettingsFromEnv } from '../functions/store/client';
import { startDynamoDbLocal } from '../functions/store/dynamodb-local';
import { DynamoDbStore } from '../functions/store/dynamodb-store';
import { ensureTable } from '../functions/store/table-schema';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
/** The seed of the table drawn: any seed draws a table; this one, a line with a few turns. */
const SEED = 'screenshots-1';
/** The person's moves before the picture (each followed by three computer moves). */
const MOVES = 3;

const log = (text: string) => process.stderr.write(`screenshots ${text}\n`);

// biome-ignore lint/suspicious/noExplicitAny: the script reads ids and tokens from the answers
type Call = (token: string | null, method: string, path: string, body?: unknown) => Promise<any>;

function caller(base: string): Call {
  return async (token, method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

/** A partnership against three computer players, MOVES of the person's moves in. */
async function tableInPlay(call: Call, token: string): Promise<string> {
  const table = await call(token, 'POST', '/v1/tables', {
    rules: { preset: 'partnership', players: 4 },
    seats: [
      { kind: 'person' },
      { kind: 'computer', level: 'greedy' },
      { kind: 'computer', level: 'expert' },
      { kind: 'computer', level: 'greedy' },
    ],
    visibility: 'public',
    seed: SEED,
  });
  await call(token, 'POST', `/v1/tables/${table.id}/start`);
  for (let moved = 0; moved < MOVES; ) {
    const now = await call(token, 'GET', `/v1/tables/${table.id}`);
    const legal = now.view?.legalMoves ?? [];
    if (now.status !== 'playing' || legal.length === 0) break;
    // The heaviest tile that fits, as a person often plays.
    const weight = (m: { tile?: string }) => (m.tile ?? '0-0').split('-').reduce((a, b) => a + Number(b), 0);
    const move = [...legal].sort((a, b) => weight(b) - weight(a))[0];
    await call(token, 'POST', `/v1/tables/${table.id}/moves`, {
      ...(move.type === 'draw' ? { draw: true } : { tile: move.tile, end: move.end }),
      version: now.version,
    });
    moved++;
  }
  return table.id;
}

async function shoot(
  browser: Browser,
  base: string,
  token: string,
  path: string,
  file: string,
  viewport: { width: number; height: number },
  ready: string,
): Promise<void> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  await context.addInitScript(`localStorage.setItem('dominoes.token', ${JSON.stringify(token)})`);
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
  // The line is measured, then drawn at the width it has.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, file) });
  log(`wrote docs/screenshots/${file}`);
  await context.close();
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'dominoes-screenshots-'));
  const local = await startDynamoDbLocal();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  let server: ReturnType<typeof serve> | undefined;
  try {
    await build({ configFile: 'web/vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const settings = storeSettingsFromEnv({
      ...process.env,
      DYNAMODB_ENDPOINT: local.endpoint,
      TABLE_NAME: 'screenshots',
    });
    const client = createDynamoClient(settings, {});
    await ensureTable(client, settings.tableName);
    // A fresh DynamoDB Local on a busy machine can take seconds to answer its first requests.
    const patient = { connectMs: 10_000, requestMs: 20_000, budgetMs: 60_000, attempts: 3 };
    const store = new DynamoDbStore(createDocumentClient(client), settings.tableName, patient);
    // Computer players finish within the request (no scheduler runs here).
    const deps = defaultDeps(store, { devMode: true, rateLimit: null, botBudgetMs: 10_000 });
    deps.log = () => {};
    const fetch = withWebClient(createApp(deps).fetch, outDir);
    server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = caller(base);
    const player = await call(null, 'POST', '/v1/players', { name: 'Ana' });
    const id = await tableInPlay(call, player.token);
    mkdirSync(OUT, { recursive: true });
    const table = `/tables/${id}`;
    const seated = '.seat';
    await shoot(
      browser,
      base,
      player.token,
      table,
      'table-desktop.png',
      { width: 1280, height: 900 },
      seated,
    );
    await shoot(browser, base, player.token, table, 'table-phone.png', { width: 390, height: 844 }, seated);
    await shoot(
      browser,
      base,
      player.token,
      table,
      'table-phone-landscape.png',
      { width: 844, height: 390 },
      seated,
    );
    await shoot(browser, base, player.token, '/lobby', 'lobby.png', { width: 1280, height: 800 }, '.card');
  } finally {
    await browser.close();
    server?.close();
    await local.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
