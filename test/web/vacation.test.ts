/**
 * The vacation bank in real Chromium against the real app on DynamoDB Local: Ana opens
 * Vacation from My tables, sees her bank (7 days), goes away until a date; Ben, at their
 * correspondence table and on My tables, sees "Ana is on vacation until …"; Ana comes back and
 * the label goes. Each screen passes axe-core.
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
  signUp,
  statusText,
  watch,
} from './browser';

const suite = browserSuite();

/** A page of its own browser context, signed in as `token`, at `path`. */
async function pageAt(token: string, name: string, path: string): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await page.goto(suite.url);
  await page.evaluate(
    ([t, n]) => {
      localStorage.setItem('dominoes.token', t);
      localStorage.setItem('dominoes.name', n);
    },
    [token, name],
  );
  await page.goto(`${suite.url}${path}`);
  return page;
}

describe('vacation', () => {
  test('away until a date from the Vacation screen; the other sees it at the table and in My tables', async () => {
    const [ana, ben] = await Promise.all([signUp(suite.url, 'Ana'), signUp(suite.url, 'Ben')]);
    const table = await ok(
      apiAt(suite.url, ana.token).POST('/v1/tables', {
        body: { rules: { preset: 'block', players: 2 }, moveTimeLimitSeconds: 86_400, onTimeout: 'forfeit' },
      }),
    );
    await ok(apiAt(suite.url, ben.token).POST('/v1/tables/{id}/seats', byId(table.id)));
    await ok(apiAt(suite.url, ana.token).POST('/v1/tables/{id}/start', byId(table.id)));

    const anaPage = await pageAt(ana.token, 'Ana', '/me');
    const problems = watch(anaPage);
    await anaPage.getByRole('link', { name: 'Vacation' }).click();
    await anaPage.waitForURL((u) => u.pathname === '/vacation');
    await explained(anaPage, problems, 'vacation-bank', () =>
      expect.poll(() => statusText(anaPage)).toBe('7 days left in your vacation bank.'),
    );
    await checkAccessibility(anaPage, 'the vacation screen');
    const back = new Date(Date.now() + 3 * 86_400_000);
    const pad = (x: number) => String(x).padStart(2, '0');
    const day = `${back.getFullYear()}-${pad(back.getMonth() + 1)}-${pad(back.getDate())}`;
    await anaPage.getByLabel('Back on').fill(day);
    await anaPage.getByRole('button', { name: 'Go away until then' }).click();
    await expect
      .poll(() => statusText(anaPage))
      .toMatch(/^You are away until .+\. \d(\.\d)? days left in your bank\.$/);
    const bank = await ok(apiAt(suite.url, ana.token).GET('/v1/players/me/vacation'));
    expect(Date.parse(bank.awayUntil!)).toBe(new Date(`${day}T00:00`).getTime());

    const benPage = await pageAt(ben.token, 'Ben', `/tables/${table.id}`);
    const benProblems = watch(benPage);
    const note = benPage.getByRole('list', { name: 'On vacation' });
    await explained(benPage, benProblems, 'away-at-table', () =>
      expect
        .poll(() => note.textContent())
        .toMatch(/^Ana is on vacation until .+: their time here waits for them\.$/),
    );
    await checkAccessibility(benPage, 'a table with a player on vacation');
    await benPage.goto(`${suite.url}/me`);
    await expect
      .poll(() => benPage.locator('.card .away').textContent())
      .toMatch(/ · Ana is on vacation until /);

    // Back: the label goes.
    await anaPage.getByRole('button', { name: 'I’m back' }).click();
    await expect.poll(() => statusText(anaPage)).toMatch(/^\d(\.\d)? days left in your vacation bank\.$/);
    await benPage.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(benPage)).toMatch(/turn/);
    await benPage.waitForTimeout(500);
    expect(await note.count()).toBe(0);
    expect(problems).toEqual([]);
    expect(benProblems).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });
});
