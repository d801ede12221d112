/**
 * Quick phrases at the table, in real Chromium against the real app on DynamoDB Local: Ana says
 * "Good luck" from the picker; Ben's page (another browser) shows it as a bubble by Ana's seat
 * and as a line of the table talk, and then the bubble goes; Ben mutes phrases, and Ana's next
 * one shows him neither, after a reload too (the switch is remembered). The table's version
 * stays where the last move left it. Alone against computer players, the page offers no phrases
 * and never asks for them. Each screen passes axe-core.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiAt,
  browserSuite,
  byId,
  checkAccessibility,
  explained,
  ok,
  screenshot,
  signUp,
  startDeal,
  statusText,
  watch,
} from './browser';

const suite = browserSuite();

/** A page of its own browser context (its own localStorage), signed in as `token`, at the table. */
async function pageAt(token: string, name: string, tableId: string): Promise<Page> {
  const page = await suite.newPage();
  await page.goto(suite.url);
  await page.evaluate(
    ([t, n]) => {
      localStorage.setItem('dominoes.token', t);
      localStorage.setItem('dominoes.name', n);
    },
    [token, name],
  );
  await page.goto(`${suite.url}/tables/${tableId}`);
  return page;
}

const bubbles = (page: Page) => page.locator('.phrase-bubble');
const talk = (page: Page) => page.getByRole('log', { name: 'Table talk' }).locator('li');

describe('quick phrases at the table', () => {
  test('said from the picker, seen by the other as a bubble by the seat and a log line; muted, neither', async () => {
    const [ana, ben] = await Promise.all([signUp(suite.url, 'Ana'), signUp(suite.url, 'Ben')]);
    const table = await ok(
      apiAt(suite.url, ana.token).POST('/v1/tables', { body: { rules: { preset: 'block', players: 2 } } }),
    );
    await ok(apiAt(suite.url, ben.token).POST('/v1/tables/{id}/seats', byId(table.id)));
    await ok(apiAt(suite.url, ana.token).POST('/v1/tables/{id}/start', byId(table.id)));
    const version = (await ok(apiAt(suite.url, ana.token).GET('/v1/tables/{id}', byId(table.id)))).version;

    const [anaPage, benPage] = await Promise.all([
      pageAt(ana.token, 'Ana', table.id),
      pageAt(ben.token, 'Ben', table.id),
    ]);
    const anaProblems = watch(anaPage);
    const benProblems = watch(benPage);
    for (const page of [anaPage, benPage]) await expect.poll(() => statusText(page)).toMatch(/turn/);

    await anaPage.getByText('Say something').click();
    await checkAccessibility(anaPage, 'the phrase picker open');
    await anaPage
      .getByRole('list', { name: 'Quick phrases' })
      .getByRole('button', { name: 'Good luck' })
      .click();
    // Ana sees her own at once.
    await explained(anaPage, anaProblems, 'phrase-sent', async () => {
      await expect.poll(() => talk(anaPage).allTextContents()).toEqual(['You: “Good luck”']);
    });

    await explained(benPage, benProblems, 'phrase-seen', async () => {
      await expect
        .poll(() => bubbles(benPage).allTextContents(), { timeout: 8000 })
        .toEqual(['Ana: Good luck']);
      // By Ana's seat: across the table from Ben, at the top, as her seat plate is.
      expect(await bubbles(benPage).getAttribute('class')).toContain('at-top');
      expect(await benPage.locator('.seat.at-top').getAttribute('data-seat')).toBe('0');
      await expect.poll(() => talk(benPage).allTextContents()).toEqual(['Ana: “Good luck”']);
    });
    await checkAccessibility(benPage, 'a phrase bubble and the table talk');
    await screenshot(benPage, 'phrase-bubble');
    // A few seconds on, the bubble has gone; the line stays.
    await expect.poll(() => bubbles(benPage).count(), { timeout: 10_000 }).toBe(0);
    expect(await talk(benPage).count()).toBe(1);

    // Ben mutes: the talk goes, and Ana's next phrase shows him nothing, reloaded too.
    await benPage.getByLabel('Mute phrases').check();
    expect(await benPage.getByRole('log', { name: 'Table talk' }).count()).toBe(0);
    await anaPage
      .getByRole('list', { name: 'Quick phrases' })
      .getByRole('button', { name: 'Your turn!' })
      .click();
    await expect.poll(() => talk(anaPage).count()).toBe(2);
    await benPage.waitForTimeout(1500);
    expect(await bubbles(benPage).count()).toBe(0);
    await benPage.reload();
    await expect.poll(() => statusText(benPage)).toMatch(/turn/);
    expect(await benPage.getByLabel('Mute phrases').isChecked()).toBe(true);
    expect(await benPage.getByRole('log', { name: 'Table talk' }).count()).toBe(0);
    // Unmuted: the talk so far is back, without bubbles (said before the page opened).
    await benPage.getByLabel('Mute phrases').uncheck();
    await expect
      .poll(() => talk(benPage).allTextContents())
      .toEqual(['Ana: “Your turn!”', 'Ana: “Good luck”']);
    expect(await bubbles(benPage).count()).toBe(0);

    // Nothing said moved the table.
    expect((await ok(apiAt(suite.url, ben.token).GET('/v1/tables/{id}', byId(table.id)))).version).toBe(
      version,
    );
    expect(anaProblems).toEqual([]);
    expect(benProblems).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });

  test('alone against computer players: no picker, no table talk, no request for phrases', async () => {
    const me = await signUp(suite.url, 'Solo');
    const table = await startDeal(
      suite.url,
      me.token,
      { computer: 'greedy' },
      {
        preset: 'block',
        hands: [
          ['4-4', '4-6', '0-0', '0-1', '0-2', '1-1', '1-2'],
          ['5-5', '5-6', '6-6', '3-3', '3-5', '3-6', '2-2'],
        ],
        opener: 0,
      },
    );
    const asked: string[] = [];
    const page = await suite.newPage();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/phrases')) asked.push(r.url());
    });
    const problems = watch(page);
    await page.goto(suite.url);
    await page.evaluate(
      ([t, n]) => {
        localStorage.setItem('dominoes.token', t);
        localStorage.setItem('dominoes.name', n);
      },
      [me.token, me.name],
    );
    await page.goto(`${suite.url}/tables/${table.id}`);
    await explained(page, problems, 'phrases-alone', () =>
      expect.poll(() => statusText(page)).toBe('Your turn.'),
    );
    await page.waitForTimeout(500);
    expect(await page.getByText('Say something').count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Mute phrases' }).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
