/**
 * Quick pairing in real Chromium against the real app on DynamoDB Local: Ana and Ben, each in a
 * browser context of their own, press "Play a rated game" for the same game and pace; Ana waits
 * (the waiting screen counts her), Ben's press pairs them, and Ana's table opens by itself. Both
 * see "rated" on the table and the rating at stake for each side before the first move.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, checkAccessibility, explained, signUp, watch } from './browser';

const suite = browserSuite();

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

async function playRated(page: Page) {
  await page.locator('#rated-pool').selectOption('allFives2');
  await page.locator('#rated-pace').selectOption('3d');
  await page.getByRole('button', { name: 'Play a rated game' }).click();
}

describe('quick pairing', () => {
  test('two browser contexts press "Play a rated game" and meet at a rated table with its stakes', async () => {
    const [ana, ben] = await Promise.all([signUp(suite.url, 'Ana'), signUp(suite.url, 'Ben')]);
    const anaPage = await pageAt(ana.token, 'Ana', '/');
    const problems = watch(anaPage);
    await playRated(anaPage);
    await anaPage.waitForURL((u) => u.pathname.startsWith('/pairing/'));
    await explained(anaPage, problems, 'pairing-waiting', () =>
      expect.poll(() => anaPage.getByTestId('waiting').textContent()).toBe('1'),
    );
    await checkAccessibility(anaPage, 'the waiting screen');

    const benPage = await pageAt(ben.token, 'Ben', '/');
    await playRated(benPage);
    await benPage.waitForURL((u) => u.pathname.startsWith('/tables/'));
    // Ana's long-poll hears the pairing: her table opens by itself, the same one.
    await anaPage.waitForURL((u) => u.pathname.startsWith('/tables/'), { timeout: 25_000 });
    expect(new URL(anaPage.url()).pathname).toBe(new URL(benPage.url()).pathname);

    for (const page of [anaPage, benPage]) {
      await expect.poll(() => page.locator('.table-meta').textContent()).toContain('rated');
      await expect
        .poll(() => page.getByTestId('stakes').textContent())
        .toMatch(/^At stake: .+win \+\d+, loss −\d+/);
    }
    await checkAccessibility(benPage, 'a rated table before the first move');
  });
});
