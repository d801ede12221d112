/**
 * Browser tests' parts: the app with the built client on a free port (as `npm start` serves
 * it), Debian's Chromium driven by playwright-core, axe-core on each screen, screenshots in the
 * git-ignored test-results/web/, the status line's words, and a watch on console errors and
 * failed requests.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import createClient, { type Client } from 'openapi-fetch';
import { type Browser, type BrowserContextOptions, chromium, errors, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { withWebClient } from '../../functions/local/web-assets';
import type { paths } from '../../web/src/api/schema';
import { testApp } from '../support/api';
import './provided';
import { lineView } from '../support/client';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface WebServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The app (by default one on the run's DynamoDB Local) with the built client in front, on a port
 * the OS picks; the page's CSP lets it fetch from `signInOrigins` (its sign-in providers), as
 * `npm start` does.
 */
export async function startWebServer(
  // Computer players always finish within the request: no scheduler runs in the tests.
  app: { fetch: (request: Request) => Response | Promise<Response> } = testApp({ botBudgetMs: 10_000 }),
  signInOrigins: readonly string[] = [],
): Promise<WebServer> {
  const fetch = withWebClient(app.fetch, inject('webDist'), signInOrigins);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export interface BrowserSuite {
  /** The web server's address (set once the suite's beforeAll has run). */
  readonly url: string;
  readonly browser: Browser;
  /** A page in a context of its own (its own localStorage: another person), 1200×900 unless told. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/**
 * A test file's web server and Chromium, started side by side before its tests and closed after
 * them: `start` makes the server (the default app on the run's DynamoDB Local unless told).
 */
export function browserSuite(start: () => Promise<WebServer> = () => startWebServer()): BrowserSuite {
  let server: WebServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('the browser suite is used before its beforeAll ran');
    return part;
  };
  return {
    get url() {
      return started(server).url;
    },
    get browser() {
      return started(browser);
    },
    newPage: async (options = {}) => {
      const context = await started(browser).newContext({
        viewport: { width: 1200, height: 900 },
        ...options,
      });
      return context.newPage();
    },
  };
}

/** A viewport of that size, for newPage. */
export const sized = (width: number, height: number): BrowserContextOptions => ({
  viewport: { width, height },
});

/** How long the status line may take to appear: a page has it as soon as it shows a screen. */
const STATUS_WAIT_MS = 2000;

/**
 * The status line's words. A page without one (the refusal page has none) fails after a short
 * wait, naming what was expected and the page's heading: Playwright's own wait for the element
 * would run to the test's timeout, a poll's too, and say nothing.
 */
export async function statusText(page: Page): Promise<string | null> {
  try {
    return await page.getByRole('status').textContent({ timeout: STATUS_WAIT_MS });
  } catch (err) {
    if (!(err instanceof errors.TimeoutError)) throw err;
    const heading = await page.getByRole('heading', { level: 1 }).allTextContents();
    throw new Error(
      `no status line (role "status") within ${STATUS_WAIT_MS} ms on ${page.url()}; the heading: ${JSON.stringify(heading)}`,
    );
  }
}

/** The page's last API requests and answers (watch keeps them), for a failure message. */
const traces = new WeakMap<Page, string[]>();
const TRACE_LENGTH = 30;

function note(trace: string[], started: number, line: string): void {
  trace.push(`${((Date.now() - started) / 1000).toFixed(2)}s ${line}`);
  if (trace.length > TRACE_LENGTH) trace.shift();
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * Everything that went wrong on a page: console errors, uncaught exceptions, failed requests and
 * error answers, except what a test says it expects. A long-poll cut short by leaving its screen
 * (net::ERR_ABORTED) is how the client stops following a table, not a failure.
 */
export function watch(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  const trace: string[] = [];
  traces.set(page, trace);
  const started = Date.now();
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch') note(trace, started, `sent ${r.method()} ${shortUrl(r.url())}`);
  });
  page.on('requestfinished', async (r) => {
    if (r.resourceType() !== 'fetch') return;
    const res = await r.response().catch(() => null);
    note(trace, started, `${res?.status() ?? '?'} ${r.method()} ${shortUrl(r.url())}`);
  });
  page.on('requestfailed', (r) => {
    if (r.resourceType() === 'fetch')
      note(trace, started, `failed ${r.method()} ${shortUrl(r.url())} ${r.failure()?.errorText ?? ''}`);
  });
  const allowed = (s: string) => expected.some((re) => re.test(s));
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (why.includes('ERR_ABORTED')) return;
    problems.push(`failed: ${r.method()} ${r.url()} ${why}`);
  });
  page.on('response', (r) => {
    const line = `${r.status()} ${r.request().method()} ${r.url()}`;
    if (r.status() >= 400 && !allowed(line)) problems.push(`answer: ${line}`);
  });
  return problems;
}

/**
 * What the page shows, in words, for a failure message: its address, the table's version, the
 * status line, every problem or alert on screen, the hand's tiles (enabled or not), the buttons,
 * what `watch` saw go wrong and the page's last API requests.
 */
export async function pageReport(page: Page, problems: string[]): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const texts = (sel: string) =>
        [...document.querySelectorAll(sel)].map((e) => e.textContent?.trim() ?? '').filter(Boolean);
      const hand = document.querySelector('[aria-label="Your hand"]');
      return {
        version: document.querySelector('[data-version]')?.getAttribute('data-version') ?? null,
        status: texts('[role="status"]'),
        problems: texts('.problem, [role="alert"]'),
        hand: hand
          ? [...hand.querySelectorAll('button')].map(
              (b) => `${b.getAttribute('aria-label')}${b.disabled ? ' (disabled)' : ''}`,
            )
          : null,
        buttons: texts('button').filter((t) => !/^\d-\d$/.test(t)),
      };
    })
    .catch((err: unknown) => ({ unreadable: String(err) }));
  return JSON.stringify(
    { url: page.url(), ...shown, watched: problems, lastRequests: traces.get(page) ?? [] },
    null,
    1,
  );
}

/**
 * Runs `step`; when it fails, the error says what the page showed then (pageReport) and a
 * screenshot is kept as test-results/web/failed-<name>.png.
 */
export async function explained<T>(
  page: Page,
  problems: string[],
  name: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (err) {
    const report = await pageReport(page, problems);
    await screenshot(page, `failed-${name}`).catch(() => {});
    if (err instanceof Error) {
      err.message += `\nthe page showed: ${report}`;
      throw err;
    }
    throw new Error(`${String(err)}\nthe page showed: ${report}`);
  }
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the page as it is: no serious or critical violation. */
export async function checkAccessibility(page: Page, screen: string): Promise<void> {
  // Through the debugger, not a <script>: the client's CSP refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Injected above, so the page has it as a global: axe-core's own types say what it is.
    const axe = (globalThis as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad, `axe on ${screen}`).toEqual([]);
}

const SHOTS = 'test-results/web';

/** A screenshot of the screen as a test artifact (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

export function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('dominoes.token') ?? '');
}

/**
 * The API as another client (a second player, or the test checking what the page shows), over
 * the network to `base`: openapi-fetch on the document's types, so every path, parameter and body
 * is checked by tsc and every answer typed. A refusal throws, with the method, path and body.
 */
export function apiAt(base: string, token?: string): Client<paths> {
  return createClient<paths>({
    baseUrl: base,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: async (request) => {
      const res = await fetch(request);
      if (!res.ok)
        throw new Error(
          `${request.method} ${new URL(request.url).pathname}: ${res.status} ${await res.text()}`,
        );
      return res;
    },
  });
}

/** The answer's body (every request made with apiAt answers one). */
export async function ok<D>(answer: Promise<{ data?: D; response: Response }>): Promise<D> {
  const { data, response } = await answer;
  if (data === undefined) throw new Error(`${response.status} without a body`);
  return data;
}

/** A table's (or join code's) id as a path parameter. */
export const byId = (id: string) => ({ params: { path: { id } } });

export async function signUp(
  base: string,
  name: string,
): Promise<{ token: string; playerId: string; name: string }> {
  return ok(apiAt(base).POST('/v1/players', { body: { name } }));
}

/** A player signed up as the page's own (its token in localStorage), as the client would. */
export async function signUpInPage(page: Page, base: string, name: string): Promise<string> {
  const player = await signUp(base, name);
  await page.evaluate((p) => {
    localStorage.setItem('dominoes.token', p.token);
    localStorage.setItem('dominoes.name', p.name);
  }, player);
  return player.token;
}

/** The viewer's hand at a table. */
export const handOf = (page: Page) => page.getByRole('list', { name: 'Your hand' });

/** The tiles of the viewer's hand that can be played now, by their names ("6-4"). */
export async function enabledTiles(page: Page): Promise<string[]> {
  return handOf(page)
    .getByRole('button')
    .evaluateAll((els) =>
      els.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.getAttribute('aria-label')!),
    );
}

export type Hands = [string[], string[]];

/**
 * A started two-player development table with fixed hands, `first` at seat 0 and `second` at
 * seat 1 (a person's token, or a computer player's level).
 */
export async function startDeal(
  base: string,
  first: string,
  second: string | { computer: 'greedy' },
  body: {
    preset: 'block' | 'allFives' | 'draw';
    hands: Hands;
    opener: 0 | 1;
    target?: number;
    visibility?: 'public';
  },
): Promise<{ id: string; code: string }> {
  const computer = typeof second === 'object';
  const table = await ok(
    apiAt(base, first).POST('/v1/tables', {
      body: {
        rules: { preset: body.preset, players: 2, target: body.target ?? 100 },
        ...(computer && { seats: [{ kind: 'person' }, { kind: 'computer', level: second.computer }] }),
        ...(body.visibility && { visibility: body.visibility }),
        deal: { hands: body.hands, opener: body.opener },
      },
    }),
  );
  if (!computer) await ok(apiAt(base, second).POST('/v1/tables/{id}/seats', byId(table.id)));
  await ok(apiAt(base, first).POST('/v1/tables/{id}/start', byId(table.id)));
  return table;
}

/** The person with `token` makes a move: `tile` (on its first end), or the first legal one. */
export async function moveBy(base: string, token: string, id: string, tile?: string) {
  const t = await ok(apiAt(base, token).GET('/v1/tables/{id}', byId(id)));
  const legal = lineView(t).legalMoves ?? [];
  const m = tile ? legal.find((x) => x.type === 'play' && x.tile === tile) : legal[0];
  if (!m) throw new Error(`no legal move ${tile ?? ''} at version ${t.version}`);
  return ok(
    apiAt(base, token).POST('/v1/tables/{id}/moves', {
      ...byId(id),
      body:
        m.type === 'draw'
          ? { draw: true, version: t.version }
          : { tile: m.tile, end: m.end, version: t.version },
    }),
  );
}

/** Waits until the app's service worker (/sw.js) is active and controls the page. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}
