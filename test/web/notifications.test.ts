/**
 * The Notifications screen in real Chromium, on an app whose table's stream is followed with the
 * notifier's code (as `npm start` does): a person who joined a friend's correspondence table by
 * its link subscribes a Discord channel and a signed endpoint of their own (real receivers on
 * loopback; the signed one verified with `standardwebhooks`), sends a test ping, is told in the
 * channel that it is their turn after the friend's move, sees it in the delivery log, and removes
 * a webhook. Keyboard and axe-core as on every screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lineView } from '../support/client';
import { eventually, type NotifyBench, notifyBench } from '../support/notifications';
import { type Receiver, startReceiver } from '../support/receiver';
import {
  apiAt,
  browserSuite,
  byId,
  checkAccessibility,
  ok,
  screenshot,
  signUp,
  startWebServer,
  tokenOf,
  watch,
} from './browser';

let bench: NotifyBench;
let discord: Receiver;
let endpoint: Receiver;

const suite = browserSuite(async () => {
  bench = await notifyBench();
  return startWebServer(bench.app);
});

beforeAll(async () => {
  [discord, endpoint] = await Promise.all([startReceiver(), startReceiver()]);
});

afterAll(async () => {
  await Promise.all([discord?.close(), endpoint?.close()]);
  await bench?.close();
});

const yourTurnLines = (r: Receiver, host: string) =>
  r
    .deduped()
    .filter(
      (x) =>
        typeof x.json?.content === 'string' && x.json!.content.startsWith(`Your turn at ${host}'s table`),
    );

async function addWebhook(page: Page, where: string, url: string, only?: string) {
  await page.getByRole('radio', { name: where }).check();
  await page.getByLabel('Webhook URL').fill(url);
  if (only) {
    for (const box of await page.getByRole('group', { name: 'Tell me when' }).getByRole('checkbox').all())
      await box.uncheck();
    await page.getByRole('checkbox', { name: only }).check();
  }
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

describe('notifications in the web client', () => {
  test('a person subscribes a Discord channel and a signed endpoint, and is told it is their turn', {
    timeout: 120_000,
  }, async () => {
    const ben = await signUp(suite.url, 'Ben');
    const table = await ok(
      apiAt(suite.url, ben.token).POST('/v1/tables', {
        body: {
          rules: { preset: 'draw', players: 2, target: 1 },
          moveTimeLimitSeconds: 86_400,
        },
      }),
    );

    const context = await suite.browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    // The share link looks at the table first, to say what it is: a private one refuses a look
    // without a token (401), and the page asks the name all the same.
    const problems = watch(page, [/^401 GET .*\/v1\/tables\/[A-Z0-9]+\/spectator-view$/, /status of 401/]);
    page.on('dialog', (d) => void d.accept());

    // Ana opens Ben's share link: asked her name, she takes her seat (and is signed up as Ana).
    await page.goto(`${suite.url}/join/${table.code}`);
    await page.getByLabel('Your name, as the others will see it').fill('Ana');
    await page.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(() => page.url()).toContain(`/tables/${table.id}`);
    const ana = await tokenOf(page);
    expect(ana).not.toBe('');

    await page.goto(`${suite.url}/notifications`);
    await expect.poll(() => page.getByRole('heading', { name: 'Where you are told' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Nowhere yet.').count()).toBe(1);
    await checkAccessibility(page, 'notifications, none yet');

    // A Discord channel, every event.
    await addWebhook(page, 'Discord channel', discord.url);
    const cards = page
      .getByRole('heading', { name: 'Where you are told' })
      .locator('..')
      .getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => cards.first().textContent()).toContain('Working');

    // Its test ping reaches the channel at once, and the screen says so.
    await page.getByRole('button', { name: /^Send a test/ }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Test ping' }).textContent())
      .toBe('Test ping delivered (204).');
    expect(discord.requests.map((r) => r.json!.content)).toEqual([
      'Test from the Dominoes API: this webhook works',
    ]);

    // A signed endpoint of her own, only for her turns: its secret is shown once, here.
    await addWebhook(page, 'My own endpoint (signed)', endpoint.url, 'It is my turn');
    const secret = page.locator('[data-secret]');
    await expect.poll(() => secret.count()).toBe(1);
    endpoint.secret = (await secret.textContent()) ?? '';
    expect(endpoint.secret).toMatch(/^whsec_/);
    await expect.poll(() => cards.count()).toBe(2);
    await checkAccessibility(page, 'notifications, two webhooks and a secret');
    await screenshot(page, 'notifications');
    await page.getByRole('button', { name: 'I have kept it' }).click();
    expect(await secret.count()).toBe(0);
    const listed = await ok(apiAt(suite.url, ana).GET('/v1/me/webhooks'));
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    expect(
      listed.webhooks.map((w: { format: string; events: string[] }) => [w.format, w.events.length]),
    ).toEqual(
      expect.arrayContaining([
        ['discord', 7],
        ['standard', 1],
      ]),
    );

    // Ben starts the match; whoever's turn it is, Ben moves until it is Ana's.
    let state = await ok(apiAt(suite.url, ben.token).POST('/v1/tables/{id}/start', byId(table.id)));
    const anaSeat = state.seats.findIndex(
      (s: { kind: string; name?: string }) => s.kind === 'person' && s.name !== 'Ben',
    );
    for (let i = 0; state.status === 'playing' && state.turn!.seat !== anaSeat && i < 40; i++) {
      const mine = await ok(apiAt(suite.url, ben.token).GET('/v1/tables/{id}', byId(table.id)));
      const m = lineView(mine).legalMoves![0];
      const move = m.type === 'draw' ? { draw: true as const } : { tile: m.tile, end: m.end };
      state = await ok(
        apiAt(suite.url, ben.token).POST('/v1/tables/{id}/moves', {
          ...byId(table.id),
          body: {
            ...move,
            version: mine.version,
          },
        }),
      );
    }
    expect(state.turn!.seat).toBe(anaSeat);

    // Told in the channel, in words, with a link; and at her endpoint, signed, only her turn.
    await eventually(
      () => yourTurnLines(discord, 'Ben').length === 1,
      20_000,
      "the channel's your-turn line",
    );
    expect(yourTurnLines(discord, 'Ben')[0].json!.content).toContain(`/tables/${table.id}`);
    await eventually(() => endpoint.deduped().length >= 1, 20_000, "the endpoint's your-turn event");
    expect(endpoint.badSignatures).toEqual([]);
    expect(
      endpoint.deduped().map((r) => [r.json!.type, r.json!.data!.tableId, r.json!.data!.version]),
    ).toEqual([['table.your_turn', table.id, state.version]]);

    // The delivery log shows it, by keyboard.
    const show = page.getByRole('button', { name: /^Show what was sent to Discord/ });
    await show.focus();
    await page.keyboard.press('Enter');
    const log = page.getByRole('list', { name: 'Recent deliveries' });
    await expect.poll(() => log.textContent()).toContain('Your turn');
    expect(await log.textContent()).toMatch(/Your turn .*delivered \(204\)/);
    expect(await log.textContent()).toMatch(/Test ping .*delivered \(204\)/);

    // Removing one leaves the other.
    await page.getByRole('button', { name: /^Remove Discord/ }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect((await ok(apiAt(suite.url, ana).GET('/v1/me/webhooks'))).webhooks).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('an address the service refuses is said in words, and nothing is added', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = watch(page, [/422 POST .*\/v1\/players\/me\/webhooks/, /status of 422/]);
    const ana = await signUp(suite.url, 'Ana');
    await page.goto(suite.url);
    await page.evaluate((t) => localStorage.setItem('dominoes.token', t), ana.token);
    await page.goto(`${suite.url}/notifications`);
    await expect.poll(() => page.getByText('Nowhere yet.').count()).toBe(1);
    await addWebhook(page, 'Slack channel', 'http://169.254.169.254/latest/meta-data');
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toMatch(/address|refused|not allowed/i);
    expect((await ok(apiAt(suite.url, ana.token).GET('/v1/me/webhooks'))).webhooks).toEqual([]);
    // The screen in Spanish from the header's menu: its own words come with the language's chunk.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => page.getByRole('heading', { name: 'Dónde te avisamos' }).count()).toBe(1);
    expect(await page.getByText('En ningún sitio todavía.').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Avísame cuando' }).getByRole('checkbox').count()).toBe(7);
    expect(await page.getByRole('radio', { name: 'Canal de Slack' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
