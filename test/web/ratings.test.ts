/**
 * Ratings in real Chromium against the real app on DynamoDB Local (a table of its own: a pool's
 * leaderboard is global to its table): a name at a rated table opens that player's profile; the
 * end of the rated match shows each seat's rating change; the leaderboard lists a settled player
 * and not a provisional one, with "my rank"; hiding on one's own profile takes the player off the
 * board. Each screen passes axe-core.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { displayRating, newPoolRating, unrated } from '../../functions/ratings/model';
import { signUp, storeOnOwnTable, type TestPlayer, testApp } from '../support/api';
import { checkAgainstStore, playToEndUnchecked, startTable } from '../support/play';
import { browserSuite, checkAccessibility, explained, screenshot, startWebServer, watch } from './browser';

const { store } = await storeOnOwnTable();
const app = testApp({ botBudgetMs: 10_000 }, store);

const suite = browserSuite(() => startWebServer(app));

/** A page signed in as `player` (its token in localStorage, as the client keeps it). */
async function pageAs(player: TestPlayer, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
  await context.addInitScript((p) => {
    localStorage.setItem('dominoes.token', p.token);
    localStorage.setItem('dominoes.name', p.name);
  }, player);
  return context.newPage();
}

/**
 * A settled player in the Draw pool, as many rated matches would leave them (written through the
 * ratings' port, as test/api/ratings.test.ts does); their displayed rating.
 */
async function settle(p: TestPlayer, mu: number): Promise<number> {
  const pool = { ...newPoolRating('2026-01-01T00:00:00.000Z'), mu, sigma: 2.5, played: 40, won: 22 };
  const listed = displayRating(pool);
  await store.ratings.saveRatings({
    next: { ...unrated(p.id, pool.lastPlayedAt), version: 1, pools: { draw2: { ...pool, listed } } },
    expectedVersion: null,
    unlist: [],
    list: [{ pool: 'draw2', playerId: p.id, rating: listed, played: 40 }],
  });
  return listed;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const boardIds = (page: Page) =>
  page
    .locator('table.leaderboard-table tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-player')));

describe('ratings in the browser', () => {
  test('a name at a rated table opens its profile; the match end shows each seat’s rating change; the provisional are not listed', async () => {
    const [ann, bob] = await Promise.all([signUp(app, 'Ann'), signUp(app, 'Bob')]);
    const bobRating = await settle(bob, 32);
    const game = await startTable(app, ann, [bob], {
      rules: { preset: 'draw', players: 2 },
      rated: true,
      visibility: 'public',
    });

    const page = await pageAs(ann);
    const problems = watch(page);
    await page.goto(`${suite.url}/tables/${game.id}`);
    // Bob's name on his seat is a link to his profile (Ann's own reads "You").
    const bobLink = page.locator('.seat.at-top .seat-name').getByRole('link', { name: 'Bob' });
    await explained(page, problems, 'ratings-seat-link', () => bobLink.waitFor());
    await bobLink.click();
    await page.waitForURL(`${suite.url}/players/${bob.id}`);
    await explained(page, problems, 'ratings-profile', () => expect.poll(() => heading(page)).toBe('Bob'));
    const drawRow = page.locator('tr[data-pool="draw2"]');
    await expect.poll(() => drawRow.locator('td.rating').textContent()).toBe(String(bobRating));
    expect(await drawRow.locator('td').allTextContents()).toEqual([
      String(bobRating),
      'σ 2.50',
      '40',
      '22 (55%)',
    ]);
    // Someone else's profile has no switch to hide it.
    expect(await page.getByLabel('Hide me from the leaderboards').count()).toBe(0);
    await checkAccessibility(page, 'profile');

    // The match is played to its end (through the API), then the table shows the ratings it changed.
    const { table } = await playToEndUnchecked(
      app,
      game.id,
      new Map([
        [0, ann],
        [1, bob],
      ]),
      'web-ratings',
    );
    // The views on the way are playToEnd's to check (test/api/matches.test.ts); the end's here.
    await checkAgainstStore(store, table, table.you!);
    const change = table.ratingChange!;
    expect(change.pool).toBe('draw2');
    await page.goBack();
    await page.waitForURL(`${suite.url}/tables/${game.id}`);
    const changes = page.getByRole('region', { name: 'Ratings · Draw, two players' });
    await explained(page, problems, 'ratings-match-end', () => changes.waitFor({ timeout: 10_000 }));
    const rows = await changes
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim())));
    const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
    expect(rows).toEqual(
      change.seats.map((c) => [
        c.seat === 0 ? 'You' : 'Bob',
        String(c.ratingBefore),
        `→ ${c.ratingAfter}`,
        signed(c.change),
      ]),
    );
    expect(change.seats.find((c) => c.seat === 1)!.ratingBefore).toBe(bobRating);
    // A visitor watching the public match sees the same changes, under the players' names.
    const visitor = await suite.newPage();
    const visitorProblems = watch(visitor);
    await visitor.goto(`${suite.url}/tables/${game.id}`);
    const watched = visitor.getByRole('region', { name: 'Ratings · Draw, two players' });
    await explained(visitor, visitorProblems, 'ratings-spectator', () =>
      watched.waitFor({ timeout: 10_000 }),
    );
    expect(await watched.locator('tbody th').allTextContents()).toEqual(
      change.seats.map((c) => (c.seat === 0 ? 'Ann' : 'Bob')),
    );
    expect(visitorProblems).toEqual([]);
    await visitor.context().close();
    // The last hand's revealed tiles name the seats too, linked.
    const revealed = page.getByRole('list', { name: 'Revealed hands' });
    await explained(page, problems, 'ratings-revealed', () =>
      expect
        .poll(() => revealed.getByRole('link', { name: 'Bob' }).getAttribute('href'))
        .toBe(`/players/${bob.id}`),
    );
    await checkAccessibility(page, 'rated match over');
    await screenshot(page, 'ratings-match-over');

    // Ann's own name there opens her profile: provisional ("?"), the match with its change and table.
    await changes.getByRole('link', { name: 'You' }).click();
    await page.waitForURL(`${suite.url}/players/${ann.id}`);
    await expect.poll(() => heading(page)).toBe('Ann (you)');
    const annChange = change.seats.find((c) => c.seat === 0)!;
    await expect
      .poll(() => page.locator('tr[data-pool="draw2"] td.rating').textContent())
      .toBe(`${annChange.ratingAfter}? (provisional)`);
    const recent = page.getByRole('region', { name: 'Recent rated matches' }).locator('li');
    expect(await recent.count()).toBe(1);
    // The row names the opponent; every match, rated or not, is counted on one's own profile.
    await expect.poll(() => recent.textContent()).toMatch(/^(Won|Lost) against Bob · /);
    await expect
      .poll(() => page.getByRole('region', { name: 'All your matches' }).textContent())
      .toMatch(/Rated or not: 1 finished, [01] won/);
    expect(await recent.textContent()).toContain(
      `${annChange.ratingBefore} → ${annChange.ratingAfter} (${signed(annChange.change)})`,
    );
    expect(await recent.getByRole('link', { name: /Open the table/ }).getAttribute('href')).toBe(
      `/tables/${game.id}`,
    );
    await checkAccessibility(page, 'own profile');
    await screenshot(page, 'ratings-own-profile');
    // On a phone the tables fit or scroll in their own box: the page never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'own profile on a phone');
    await page.setViewportSize({ width: 1200, height: 900 });

    // The Draw leaderboard lists Bob (settled), never Ann (provisional), and says why.
    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('link', { name: 'Leaderboards' })
      .click();
    await page.waitForURL(`${suite.url}/leaderboards`);
    await explained(page, problems, 'ratings-board', () =>
      expect.poll(() => boardIds(page)).toContain(bob.id),
    );
    expect(await boardIds(page)).not.toContain(ann.id);
    expect(await page.getByTestId('my-rank').textContent()).toMatch(/provisional/);
    await checkAccessibility(page, 'leaderboard');
    await screenshot(page, 'ratings-leaderboard');
    expect(problems).toEqual([]);
  }, 120_000);

  test('a computer player’s name is words, not a link; a person’s in the scores links to them', async () => {
    const eve = await signUp(app, 'Eve');
    const game = await startTable(app, eve, [], {
      rules: { preset: 'draw', players: 2 },
      seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
    });
    const page = await pageAs(eve);
    const problems = watch(page);
    await page.goto(`${suite.url}/tables/${game.id}`);
    const top = page.locator('.seat.at-top .seat-name');
    await explained(page, problems, 'ratings-computer-name', () =>
      expect.poll(() => top.textContent()).toMatch(/^Greedy computer/),
    );
    expect(await top.getByRole('link').count()).toBe(0);
    const scores = page.getByRole('region', { name: /Scores/ });
    expect(await scores.getByRole('link').allTextContents()).toEqual(['You']);
    expect(await scores.getByRole('link', { name: 'You' }).getAttribute('href')).toBe(`/players/${eve.id}`);
    expect(problems).toEqual([]);
  });

  test('hiding on one’s own profile takes the player off the board, and showing puts them back', async () => {
    const cat = await signUp(app, 'Cat');
    const rating = await settle(cat, 40);
    const page = await pageAs(cat);
    const problems = watch(page);
    await page.goto(`${suite.url}/leaderboards/draw2`);
    await explained(page, problems, 'ratings-listed', () =>
      expect.poll(() => boardIds(page)).toContain(cat.id),
    );
    const row = page.locator(`tr[data-player="${cat.id}"]`);
    expect(await row.getAttribute('class')).toBe('you');
    const rank = (await boardIds(page)).indexOf(cat.id) + 1;
    expect(await row.locator('td').allTextContents()).toEqual([String(rank), String(rating), '40']);
    expect(await page.getByTestId('my-rank').textContent()).toContain(
      `Your rank: ${rank}, rating ${rating}.`,
    );
    // The other pools are a click away.
    await page
      .getByRole('navigation', { name: 'Pools' })
      .getByRole('link', { name: 'Block, two players' })
      .click();
    await expect.poll(() => heading(page)).toBe('Leaderboard: Block, two players');
    // The menu's entry stays current on every pool's page.
    expect(
      await page
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('link', { name: 'Leaderboards' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await expect.poll(() => page.getByText('Nobody is listed in this pool yet.').count()).toBe(1);
    // The new pools are listed by their names too: Mexican Train's board, where Cat is unrated.
    await page
      .getByRole('navigation', { name: 'Pools' })
      .getByRole('link', { name: 'Mexican Train, double-twelve' })
      .click();
    await page.waitForURL(`${suite.url}/leaderboards/mexicanTrain`);
    await expect.poll(() => heading(page)).toBe('Leaderboard: Mexican Train, double-twelve');
    await expect.poll(() => page.getByTestId('my-rank').textContent()).toMatch(/not finished a rated match/);
    await page.goBack();
    await page.goBack();

    await page.getByTestId('my-rank').getByRole('link', { name: 'Your profile' }).click();
    await page.waitForURL(`${suite.url}/players/${cat.id}`);
    const hide = page.getByLabel('Hide me from the leaderboards');
    await hide.check();
    await expect.poll(() => page.getByText('You are on no leaderboard.').count()).toBe(1);
    expect(await hide.isChecked()).toBe(true);
    await checkAccessibility(page, 'own profile, hidden');

    // /players/me is one's own profile.
    await page.goto(`${suite.url}/players/me`);
    await page.waitForURL(`${suite.url}/players/${cat.id}`);
    await expect.poll(() => heading(page)).toBe('Cat (you)');

    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('link', { name: 'Leaderboards' })
      .click();
    await explained(page, problems, 'ratings-hidden', () =>
      expect.poll(() => page.getByTestId('my-rank').textContent()).toMatch(/You hid yourself/),
    );
    expect(await boardIds(page)).not.toContain(cat.id);

    // And back on, where the rating puts her.
    await page.goto(`${suite.url}/players/${cat.id}`);
    await page.getByLabel('Hide me from the leaderboards').uncheck();
    await expect.poll(() => page.getByText(/You are shown on the leaderboards/).count()).toBe(1);
    await page.goto(`${suite.url}/leaderboards/draw2`);
    await expect.poll(() => boardIds(page)).toContain(cat.id);
    expect(problems).toEqual([]);
  });
});
