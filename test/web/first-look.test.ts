/**
 * What a new player meets, in real Chromium against the real app: a match's end as a panel of
 * its own above the last hand's details (who won, the scores, Rematch and New game), a Block
 * game that calls its undealt tiles "set aside" throughout, a private table's join link that
 * says what it is without an error, quick phrases that look spent when they are and bubbles that
 * leave the line in sight, and Leaderboards offline with one problem on screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiAt,
  browserSuite,
  byId,
  checkAccessibility,
  explained,
  handOf,
  moveBy,
  ok,
  screenshot,
  signUp,
  signUpInPage,
  startDeal,
  statusText,
  watch,
} from './browser';

const suite = browserSuite();
const { newPage } = suite;

const boxOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('what a new player meets', () => {
  test('the match’s end: who won, the scores, Rematch and New game, above the last hand; Block’s tiles set aside', async () => {
    for (const viewport of [
      { width: 1200, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage({ viewport });
      const problems = watch(page);
      await page.goto(suite.url);
      const me = await signUpInPage(page, suite.url, 'Lea');
      // Lea leads 6-6 and holds nothing else that fits: the computer plays the hand out, and its
      // points end the match (to 5).
      const table = await startDeal(
        suite.url,
        me,
        { computer: 'greedy' },
        {
          preset: 'block',
          hands: [
            ['0-0', '0-1', '0-2', '1-1', '1-2', '2-2', '6-6'],
            ['5-6', '4-5', '3-4', '3-6', '4-6', '5-5', '3-3'],
          ],
          opener: 0,
          target: 5,
        },
      );
      await page.goto(`${suite.url}/tables/${table.id}`);
      await expect.poll(() => statusText(page)).toBe('Your turn.');
      // The log names the undealt tiles as the table does.
      expect(await page.getByRole('log', { name: 'What happened' }).textContent()).toMatch(/14 set aside/);
      expect(await page.locator('.boneyard .pile-count').textContent()).toBe('Set aside 14');
      await handOf(page).getByRole('button', { name: '6-6', exact: true }).click();
      const over = page.getByRole('region', { name: 'Match over' });
      await explained(page, problems, 'match-over', () =>
        expect.poll(() => over.count(), { timeout: 15_000 }).toBe(1),
      );
      expect(await over.locator('.match-winner').textContent()).toMatch(
        /^Greedy computer wins, \d+ to \d+\.$/,
      );
      expect(await over.getByRole('list', { name: 'Final scores' }).getByRole('listitem').count()).toBe(2);
      const rematch = over.getByRole('button', { name: 'Rematch' });
      expect(await rematch.getAttribute('class')).toMatch(/primary/);
      expect(await over.getByRole('link', { name: 'New game' }).count()).toBe(1);
      // Above the hand's details and the fair-deal box, in sight without scrolling.
      const panel = await boxOf(page, '.match-over');
      expect(panel.y).toBeLessThan((await boxOf(page, '.hand-over')).y);
      expect((await rematch.boundingBox())!.y + 44).toBeLessThan(viewport.height);
      // "Review a hand:" on the line of its links.
      const words = await boxOf(page, '.hand-links > span');
      const link = await boxOf(page, '.hand-links li a');
      expect(Math.abs(words.y + words.height / 2 - (link.y + link.height / 2))).toBeLessThan(6);
      await checkAccessibility(page, `match over, ${viewport.width}`);
      await screenshot(page, `match-over-${viewport.width}`);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  test('a private table’s join link says the host, the game and the players, with no error', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const ana = await signUpInPage(page, suite.url, 'Ana');
    const table = await ok(
      apiAt(suite.url, ana).POST('/v1/tables', {
        body: { rules: { preset: 'allFives', players: 3, target: 150 } },
      }),
    );
    await page.goto(`${suite.url}/tables/${table.id}`);
    const link = await page.getByLabel('Share link').inputValue();
    const guest = await newPage(sized390());
    const guestProblems = watch(guest);
    await guest.goto(link);
    await explained(guest, guestProblems, 'join-private', () =>
      expect
        .poll(() => guest.locator('.lead').textContent())
        .toBe("Ana's All Fives table, 3 players, playing to 150."),
    );
    await checkAccessibility(guest, 'join a private table');
    await screenshot(guest, 'join-private-phone');
    await guest.getByLabel('Your name, as the others will see it').fill('Ben');
    await guest.getByRole('button', { name: 'Take a seat' }).click();
    await guest.waitForURL(/\/tables\//);
    const seated = await ok(apiAt(suite.url, ana).GET('/v1/tables/{id}', byId(table.id)));
    expect(seated.seats[1]).toMatchObject({ kind: 'person', name: 'Ben' });
    expect(guestProblems).toEqual([]);
    expect(problems).toEqual([]);
    await guest.context().close();
    await page.context().close();
  });

  test('quick phrases: spent, the buttons look it; a bubble leaves the line in sight', async () => {
    const [ana, ben] = await Promise.all([signUp(suite.url, 'Ana'), signUp(suite.url, 'Ben')]);
    const table = await startDeal(suite.url, ana.token, ben.token, {
      preset: 'block',
      hands: [
        ['4-4', '5-6', '0-0', '0-1', '0-2', '1-1', '1-2'],
        ['4-5', '3-3', '3-5', '3-6', '2-2', '6-6', '2-3'],
      ],
      opener: 0,
    });
    await moveBy(suite.url, ana.token, table.id, '4-4');
    await moveBy(suite.url, ben.token, table.id, '4-5');
    const pageOf = async (token: string, name: string, width: number) => {
      const page = await newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
      await page.goto(suite.url);
      await page.evaluate(
        ([t, n]) => {
          localStorage.setItem('dominoes.token', t);
          localStorage.setItem('dominoes.name', n);
        },
        [token, name],
      );
      await page.goto(`${suite.url}/tables/${table.id}`);
      return page;
    };
    const anaPage = await pageOf(ana.token, 'Ana', 1200);
    const benPage = await pageOf(ben.token, 'Ben', 390);
    const anaProblems = watch(anaPage);
    const benProblems = watch(benPage);
    await expect.poll(() => statusText(anaPage)).toBe('Your turn.');
    await anaPage.getByText('Say something').click();
    const picker = anaPage.getByRole('list', { name: 'Quick phrases' }).getByRole('button');
    const looks = (i: number) =>
      picker.nth(i).evaluate((b) => {
        const s = getComputedStyle(b);
        return `${s.backgroundColor} ${s.color} ${s.borderStyle}`;
      });
    const enabledLook = await looks(0);
    for (let i = 0; i < 5; i++) {
      await expect.poll(() => picker.nth(i).isEnabled()).toBe(true);
      await picker.nth(i).click();
    }
    await explained(anaPage, anaProblems, 'phrases-spent', () =>
      expect.poll(() => picker.nth(9).isDisabled()).toBe(true),
    );
    expect(await looks(9)).not.toBe(enabledLook);
    await screenshot(anaPage, 'phrases-spent');
    // Ben's phone: Ana's bubble over her seat, never over a tile of the line.
    const bubble = benPage.locator('.phrase-bubble');
    await explained(benPage, benProblems, 'phrase-bubble', () => expect.poll(() => bubble.count()).toBe(1));
    const b = (await bubble.boundingBox())!;
    const tiles = await benPage
      .locator('.board g[data-tile]')
      .evaluateAll((gs) => gs.map((g) => g.getBoundingClientRect().toJSON() as DOMRect));
    expect(tiles.length).toBe(2);
    for (const t of tiles) {
      const apart =
        b.x + b.width <= t.x || t.x + t.width <= b.x || b.y + b.height <= t.y || t.y + t.height <= b.y;
      expect(apart, `bubble ${JSON.stringify(b)} and tile ${JSON.stringify(t)}`).toBe(true);
    }
    await screenshot(benPage, 'phrase-bubble-phone');
    expect(anaProblems).toEqual([]);
    expect(benProblems).toEqual([]);
    await anaPage.context().close();
    await benPage.context().close();
  });

  test('Leaderboards, the server out of reach: one problem on screen', async () => {
    const page = await newPage();
    const problems = watch(page, [/ERR_INTERNET_DISCONNECTED/, /Failed to load resource/]);
    await page.goto(suite.url);
    await signUpInPage(page, suite.url, 'Olu');
    await page.route('**/v1/leaderboards/**', (route) => route.abort('internetdisconnected'));
    await page.route('**/v1/players/me/leaderboards/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${suite.url}/leaderboards`);
    await expect.poll(() => page.locator('.problem').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await page.locator('.problem').allTextContents()).toEqual([
      'Could not reach the server: check the connection',
    ]);
    expect(problems.filter((p) => !/leaderboards/.test(p))).toEqual([]);
    await page.context().close();
  });
});

function sized390() {
  return { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
}
