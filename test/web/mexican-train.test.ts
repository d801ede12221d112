/**
 * Mexican Train in real Chromium against the real app on DynamoDB Local, on a 360 px phone: a
 * table for four with three computer players opened from the game menu shows the hub (a spoke a
 * train, yours straight down) with no sideways scroll, and on a 1280 px desktop (each spoke's
 * name beyond its badge, none on the phone); eight seats opened for friends, a second person
 * joining by code and computers filling the rest, nine spokes inside the phone's width;
 * development tables' fixed short deals played by tapping tiles and trains: a round's end with
 * its review link and Next round (the next round's moves one at a time, Skip to now, nothing
 * landing again on a reload), then the last round: a hint asked and shown, the chosen tile's
 * trains tappable on the picture, the computers' replies one at a time, a marker on each
 * computer's train and a double to cover, to its end (every hand revealed) and the match's (the
 * places), the round's review, and a rematch; a first-turn run (house rule) whose long train shows its last tiles
 * whole, then Stop; a rated match for two people ("rated" in the waiting room and the head) ended
 * by a resignation after one move, its end listing each seat's rating change in place order.
 * Each screen passes axe-core.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiAt,
  browserSuite,
  byId,
  checkAccessibility,
  enabledTiles,
  explained,
  handOf,
  ok,
  screenshot,
  signUp,
  signUpInPage,
  statusText,
  watch,
} from './browser';

const suite = browserSuite();
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** The seat's view of a Mexican Train table, as the API gives it to the page's player. */
async function trainView(token: string, id: string) {
  const table = await ok(apiAt(suite.url, token).GET('/v1/tables/{id}', byId(id)));
  if (table.view?.game !== 'mexicanTrain') throw new Error('expected a Mexican Train view');
  return table.view;
}

/** The status line a random deal's first look says: Ana's turn (a tile she drew, if she had to), or another's. */
async function expectFirstLook(page: Page, token: string): Promise<void> {
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const view = await trainView(token, id);
  const status =
    view.turn !== 0
      ? /^.+'s turn\.$/
      : view.mustPlay
        ? `You drew ${view.mustPlay}: play it.`
        : 'Your turn: tap a tile, then a train.';
  expect(await statusText(page)).toMatch(status);
  expect(await handOf(page).getByRole('button').count()).toBe(view.hand!.length);
}

/** The spokes' names the page shows (none where there is no room), each with its box. */
const spokeLabels = (page: Page) =>
  page.locator('.spoke-label').evaluateAll((texts) =>
    texts
      .filter((text) => getComputedStyle(text).display !== 'none')
      .map((text) => {
        const { left, right, top, bottom } = text.getBoundingClientRect();
        return { name: text.textContent!, left, right, top, bottom };
      }),
  );

/** The page's width against its widest content: no sideways scroll. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The hub picture's spokes as drawn: the leftmost and rightmost pixel any of them reaches. */
const spokesSpan = (page: Page) =>
  page.locator('.wheel-spoke').evaluateAll((gs) => {
    const boxes = gs.map((g) => g.getBoundingClientRect());
    return [Math.min(...boxes.map((b) => b.left)), Math.max(...boxes.map((b) => b.right))];
  });

/**
 * Each target spoke of the picture as a tap would find it: the train under the middle of its tap
 * band, and the band's size across (the smaller side of the band's box for a spoke straight down).
 */
const targetsReached = (page: Page) =>
  page.locator('.wheel-spoke.target .wheel-target').evaluateAll((rects) =>
    rects.map((rect) => {
      const box = rect.getBoundingClientRect();
      const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        train: rect.closest('.wheel-spoke')!.getAttribute('data-train'),
        under: under?.closest('.wheel-spoke')?.getAttribute('data-train') ?? null,
        inside: box.left >= 0 && box.right <= innerWidth,
      };
    }),
  );

/**
 * The last round of a double-nine match (engine 0-0), Ana first: her 0-1 fits her own train and
 * the Mexican train; the computers hold no 0, each draws a tile that fits nothing (the boneyard's
 * last three: draws take its last tile) and passes, a marker on its train; then Ana's 1-1 goes on
 * her train, a double she covers with 1-2, her last.
 */
const HANDS = [
  ['0-1', '1-1', '1-2'],
  ['3-4', '4-5', '5-6'],
  ['3-3', '6-7', '2-5'],
  ['2-3', '4-6', '5-7'],
];
const DRAWN = ['7-8', '7-9', '8-9'];

/**
 * A development deal of double-nine: these hands, the boneyard every other tile but the engine
 * (`drawn` last: draws take its last tile first), Ana first.
 */
function dealOf(hands: string[][], drawn: string[], round: number) {
  const engine = `${10 - round}-${10 - round}`;
  const taken = new Set([engine, ...hands.flat(), ...drawn]);
  const rest = Array.from({ length: 10 }, (_, a) => Array.from({ length: 10 - a }, (_, i) => `${a}-${a + i}`))
    .flat()
    .filter((tile) => !taken.has(tile));
  return { hands, bone: [...rest, ...drawn], opener: 0, round };
}
const DEAL = dealOf(HANDS, DRAWN, 10);

/** Opens and starts a development table for Ana and three computer players (house rule: a first-turn run). */
async function openDevTable(
  token: string,
  deal: ReturnType<typeof dealOf>,
  firstTurnManyTiles = false,
): Promise<string> {
  const api = apiAt(suite.url, token);
  const table = await ok(
    api.POST('/v1/tables', {
      body: {
        rules: { game: 'mexicanTrain', players: 4, set: 9, firstTurnManyTiles },
        seats: [
          { kind: 'person' },
          { kind: 'computer', level: 'random' },
          { kind: 'computer', level: 'greedy' },
          { kind: 'computer', level: 'expert' },
        ],
        deal,
      },
    }),
  );
  await ok(api.POST('/v1/tables/{id}/start', byId(table.id)));
  return table.id;
}

describe('Mexican Train in the web client', () => {
  test('a table for four from the game menu: the hub fits a 360 px phone', async () => {
    const page = await suite.newPage(PHONE);
    const problems = watch(page);
    await page.goto(suite.url);
    const token = await signUpInPage(page, suite.url, 'Ana');
    await page.goto(suite.url);
    await page.getByRole('radio', { name: /^Mexican Train/ }).check();
    await page.getByLabel('Players', { exact: true }).selectOption('4');
    await page.getByRole('checkbox', { name: 'Double blank counts 50' }).check();
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await explained(page, problems, 'trains-opened', () =>
      expect.poll(() => page.locator('.spoke').count(), { timeout: 10_000 }).toBe(5),
    );
    expect(await page.locator('.train-round').textContent()).toBe('Round 1 of 13 · engine 12-12');
    // Round 1: seat 0 (Ana) moves first, with fifteen tiles (one drawn, when none fitted).
    await expectFirstLook(page, token);
    // The others' trains in turn order after Ana's, then the Mexican train, hers nearest her hand.
    const spokes = await page.locator('.spoke-name').allTextContents();
    expect(spokes.slice(3)).toEqual(['Mexican train', 'Your train']);
    expect(spokes.slice(0, 3)).toEqual(
      [1, 2, 3].map((n) => expect.stringMatching(new RegExp(`computer ${n}'s train$`))),
    );
    // The picture: a spoke a train, each with its badge counting its tiles (a forced first move
    // of hers, played for her, and the computers' replies, once shown); yours straight down.
    expect(await page.locator('.wheel-spoke').count()).toBe(5);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const { trains } = await trainView(token, id);
    await expect
      .poll(() => page.locator('.wheel-spoke .badge-count').allTextContents())
      .toEqual([1, 2, 3, 4, 0].map((k) => String(trains[k].tiles.length)));
    const own = (await page.locator('.wheel-spoke.mine .badge').boundingBox())!;
    const engine = (await page.locator('.engine-tile').boundingBox())!;
    expect(own.y).toBeGreaterThan(engine.y + engine.height);
    expect(Math.abs(own.x + own.width / 2 - (engine.x + engine.width / 2))).toBeLessThan(2);
    const [left, right] = await spokesSpan(page);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(360);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    // No room on a phone for the spokes' names: the list beside says whose each train is.
    expect(await spokeLabels(page)).toEqual([]);
    await checkAccessibility(page, 'Mexican Train table on a phone');
    await screenshot(page, 'trains-phone');
    // On a desktop the picture grows and the list stands beside it.
    await page.setViewportSize({ width: 1280, height: 800 });
    const wheel = (await page.locator('.wheel').boundingBox())!;
    const list = (await page.locator('.hub .spokes').boundingBox())!;
    expect(wheel.width).toBeGreaterThan(400);
    expect(list.x).toBeGreaterThanOrEqual(wheel.x + wheel.width);
    // Each spoke's name beyond its badge, clear of the others and of the list, on the screen.
    const labels = await spokeLabels(page);
    expect(labels.map((l) => l.name).slice(3)).toEqual(['Mexican train', 'Your train']);
    expect(labels.map((l) => l.name).slice(0, 3)).toEqual(
      spokes.slice(0, 3).map((n) => n.replace(/'s train$/, '')),
    );
    for (const [i, a] of labels.entries()) {
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.right).toBeLessThanOrEqual(list.x);
      for (const b of labels.slice(i + 1))
        expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
    }
    await screenshot(page, 'trains-desktop');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('eight seats: opened for friends, a second person joins, computers fill the rest', async () => {
    const page = await suite.newPage(PHONE);
    const problems = watch(page);
    await page.goto(suite.url);
    const token = await signUpInPage(page, suite.url, 'Ana');
    await page.goto(`${suite.url}/friends`);
    await page.getByRole('radio', { name: /^Mexican Train/ }).check();
    await page.getByLabel('Players', { exact: true }).selectOption('8');
    await page.getByRole('button', { name: 'Open the table' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await explained(page, problems, 'trains-waiting', () =>
      expect.poll(() => heading.textContent(), { timeout: 10_000 }).toMatch(/^Mexican Train table \w+$/),
    );
    expect(await page.locator('ol.seats li').count()).toBe(8);
    expect(await page.locator('.rules-summary').textContent()).toMatch(/^8 players, double-twelve · /);
    const code = (await page.locator('.share .code').textContent())!;
    expect(await page.locator('#share-link').inputValue()).toMatch(
      /\?host=Ana&game=mexicanTrain&players=8&private=1$/,
    );
    const ben = await signUp(suite.url, 'Ben');
    await ok(apiAt(suite.url, ben.token).POST('/v1/tables/{id}/seats', byId(code)));
    await explained(page, problems, 'trains-second-seated', () =>
      expect.poll(() => page.locator('ol.seats li').nth(1).textContent()).toBe('Ben'),
    );
    await page.getByRole('button', { name: 'Start the match' }).click();
    await explained(page, problems, 'trains-eight', () =>
      expect.poll(() => page.locator('.spoke').count(), { timeout: 10_000 }).toBe(9),
    );
    expect(await page.locator('.spoke .spoke-seat').count()).toBe(8);
    expect(await page.locator('.wheel-spoke').count()).toBe(9);
    // Eight seats of double-twelve: ten tiles each (and any drawn before Ana looks).
    await expectFirstLook(page, token);
    const [left, right] = await spokesSpan(page);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(360);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'Mexican Train for eight on a phone');
    await screenshot(page, 'trains-eight-phone');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('rounds played by tapping tiles and trains: a round’s end, the next, the match’s end', async () => {
    const page = await suite.newPage(PHONE);
    const problems = watch(page);
    await page.goto(suite.url);
    const token = await signUpInPage(page, suite.url, 'Ana');

    // Round 9 of 10 (engine 1-1): Ana's one tile, 1-2, fits her train and the Mexican train.
    const ninth = await openDevTable(token, dealOf([['1-2'], ...HANDS.slice(1)], [], 9));
    await page.goto(`${suite.url}/tables/${ninth}`);
    await explained(page, problems, 'trains-ninth', () =>
      expect.poll(() => enabledTiles(page), { timeout: 10_000 }).toEqual(['1-2']),
    );
    await handOf(page).getByRole('button', { name: '1-2' }).click();
    await page.getByRole('button', { name: /^Play 1-2 on this train: Mexican train/ }).click();
    await explained(page, problems, 'trains-ninth-over', () =>
      expect.poll(() => statusText(page)).toBe('Round 9 is over.'),
    );
    expect(await page.locator('.round-over h2').textContent()).toBe('Round 9 is over · engine 1-1');
    expect(await page.locator('.train-match-over').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Review this round' }).getAttribute('href')).toBe(
      `/tables/${ninth}/hands/9/review`,
    );
    // The next round was dealt meanwhile: it shows once she moves on, from its deal, the computers'
    // moves (seat 1 opens round 10) one at a time while her hand waits, no tile landing again.
    await page.getByRole('button', { name: 'Next round' }).click();
    expect(await page.locator('.train-round').textContent()).toBe('Round 10 of 10 · engine 0-0');
    const screen = page.locator('.train-screen');
    expect(await screen.getAttribute('data-showing')).toBe('true');
    expect(await page.locator('.wheel-tile.arriving').count()).toBe(0);
    expect(await enabledTiles(page)).toEqual([]);
    await expect
      .poll(() => statusText(page))
      .toMatch(/^\w+ computer( \d)? (played|drew a tile|could not play)/);
    await page.getByRole('button', { name: 'Skip to now' }).click();
    expect(await screen.getAttribute('data-showing')).toBe(null);
    // A fresh look at the table shows it as it is: nothing lands again.
    await page.reload();
    await expect.poll(() => page.locator('.wheel-spoke').count(), { timeout: 10_000 }).toBe(5);
    expect(await page.locator('.wheel-tile.arriving').count()).toBe(0);
    expect(await screen.getAttribute('data-showing')).toBe(null);

    // The last round, from a fixed deal of its own.
    const id = await openDevTable(token, DEAL);
    await page.goto(`${suite.url}/tables/${id}`);
    await explained(page, problems, 'trains-first-turn', () =>
      expect.poll(() => enabledTiles(page), { timeout: 10_000 }).toEqual(['0-1']),
    );
    expect(await page.locator('.train-round').textContent()).toBe('Round 10 of 10 · engine 0-0');

    // The expert's hint, from her seat's view: 0-1 on one of the two trains it fits.
    await page.getByRole('button', { name: 'Hint' }).click();
    await explained(page, problems, 'trains-hint', () =>
      expect
        .poll(() => page.locator('.expert-hint').textContent())
        .toMatch(/^ The expert would play 0-1 on (your train|the Mexican train) \(hint 1 this round\)$/),
    );

    // 0-1 fits two trains: the tile, then the train.
    await handOf(page).getByRole('button', { name: '0-1' }).click();
    expect(await statusText(page)).toBe('Tap a highlighted train for 0-1.');
    await checkAccessibility(page, 'a tile chosen, its trains highlighted');
    expect(await page.locator('.spoke.target .spoke-name').allTextContents()).toEqual([
      'Mexican train',
      'Your train',
    ]);
    // On the picture too: each target's tap band inside the phone's width, its own train under its middle.
    expect(await targetsReached(page)).toEqual([
      { train: '4', under: '4', inside: true },
      { train: '0', under: '0', inside: true },
    ]);
    const band = (await page.locator('.wheel-spoke.mine .wheel-target').boundingBox())!;
    expect(band.width).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'trains-targets');
    // A tap on her spoke in the picture plays it there; the computers' replies come one at a time:
    // one marker while the next computer's draw is still to come.
    await page.locator('.wheel-spoke.mine').click();
    const markedWhileShowing = () =>
      page.evaluate(() => [
        document.querySelectorAll('.spoke.marked').length,
        document.querySelector('.train-screen[data-showing]') !== null,
      ]);
    await explained(page, problems, 'trains-paced', () =>
      expect.poll(markedWhileShowing, { timeout: 10_000, interval: 40 }).toEqual([1, true]),
    );
    expect(await page.getByRole('button', { name: 'Hint' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Skip to now' }).click();

    // Each computer drew, could not play, and has a marker.
    await explained(page, problems, 'trains-markers', () =>
      expect.poll(() => enabledTiles(page), { timeout: 10_000 }).toEqual(['1-1', '1-2']),
    );
    expect(await page.locator('.spoke.marked').count()).toBe(3);
    expect(await page.locator('.train-log li').last().textContent()).toMatch(/could not play/);

    // Both fit her train alone, so a tap plays them: the double first, then its cover, the only play.
    await handOf(page).getByRole('button', { name: '1-1' }).click();
    await explained(page, problems, 'trains-double', () =>
      expect.poll(() => page.locator('.spoke.mine.open-double').count()).toBe(1),
    );
    await expect.poll(() => enabledTiles(page)).toEqual(['1-2']);
    // The tile she laid lands on her spoke; with reduced motion it is simply there.
    const landing = page.locator('.wheel-spoke.mine .wheel-tile.arriving');
    const animation = () => landing.evaluate((g) => getComputedStyle(g).animationName);
    expect(await animation()).toBe('land');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await animation()).toBe('none');
    await page.emulateMedia({ reducedMotion: null });
    await handOf(page).getByRole('button', { name: '1-2' }).click();

    await explained(page, problems, 'trains-round-over', () =>
      expect.poll(() => page.getByRole('heading', { name: 'Round 10 is over · engine 0-0' }).count()).toBe(1),
    );
    expect(await statusText(page)).toBe('The match is over.');
    expect(await page.locator('.round-over').textContent()).toContain('You played your last tile.');
    const revealed = page.locator('.revealed-seats li');
    expect(await revealed.count()).toBe(4);
    // Each computer holds its three tiles and the one it drew.
    expect(await revealed.nth(1).locator('.small-tile').count()).toBe(4);
    expect(await revealed.first().locator('.round-adds').textContent()).toBe('+0 points, total 0');
    expect(await page.locator('.places li').first().textContent()).toBe('1st You 0');
    expect(await page.getByRole('link', { name: 'Review this round' }).getAttribute('href')).toBe(
      `/tables/${id}/hands/10/review`,
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'Mexican Train round over on a phone');
    await screenshot(page, 'trains-round-over');

    // A rematch: a new table, the same seats and rules, under way at once (only computers to wait for).
    await page.getByRole('button', { name: 'Rematch' }).click();
    await explained(page, problems, 'trains-rematch', () =>
      expect.poll(() => page.url(), { timeout: 10_000 }).not.toMatch(new RegExp(`/tables/${id}$`)),
    );
    await expect.poll(() => page.locator('.wheel-spoke').count(), { timeout: 10_000 }).toBe(5);
    expect(await page.locator('.train-round').textContent()).toBe('Round 10 of 10 · engine 0-0');

    // The round's review (docs/analysis.md#mexican-train): every step listed, her one choice judged.
    await page.goto(`${suite.url}/tables/${id}/hands/10/review`);
    await explained(page, problems, 'trains-review', () =>
      page.getByRole('heading', { name: 'Review of round 10', level: 1 }).waitFor({ timeout: 20_000 }),
    );
    // The match's rounds, each a link to its review, this one marked (the links count from round 1,
    // which this development table, dealt from round 10, never played: those answer a clear 404).
    const rounds = page.getByRole('navigation', { name: 'Review a round' }).getByRole('link');
    expect(await rounds.count()).toBe(10);
    expect(await rounds.last().textContent()).toBe('Round 10');
    expect(await rounds.last().getAttribute('aria-current')).toBe('page');
    expect(await rounds.first().getAttribute('href')).toBe(`/tables/${id}/hands/1/review`);
    const steps = page.getByRole('list', { name: 'Every move of the round' }).getByRole('listitem');
    expect(await steps.first().textContent()).toMatch(/^1\. You played 0-1 on your train/);
    await steps.first().getByRole('button').click();
    expect(await statusText(page)).toMatch(/^Move 1 of \d+$/);
    const weighed = page.getByRole('table', { name: 'Every choice, as the expert weighed it' });
    expect(await weighed.locator('tbody tr').count()).toBe(2);
    expect(await page.getByRole('table', { name: 'Accuracy' }).locator('tbody tr').count()).toBe(4);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'a Mexican Train round’s review on a phone');
    await screenshot(page, 'trains-review');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a first-turn run on her own train: a long train shows its last tiles on a phone, then Stop', async () => {
    const page = await suite.newPage(PHONE);
    const problems = watch(page);
    await page.goto(suite.url);
    const token = await signUpInPage(page, suite.url, 'Ana');
    const run = ['0-1', '1-2', '2-3', '3-4', '4-5', '5-6'];
    const hands = [
      [...run, '6-7', '7-7', '7-8'],
      ['3-3', '4-4'],
      ['5-5', '6-6'],
      ['8-8', '9-9'],
    ];
    const id = await openDevTable(token, dealOf(hands, [], 10), true);
    await page.goto(`${suite.url}/tables/${id}`);
    for (const tile of run) {
      await explained(page, problems, `trains-run-${tile}`, () =>
        expect.poll(() => enabledTiles(page), { timeout: 10_000 }).toContain(tile),
      );
      await handOf(page).getByRole('button', { name: tile }).click();
      // The first tile fits the Mexican train too: the train is asked; the rest go on hers at the tap.
      const own = page.getByRole('button', { name: /^Play 0-1 on this train: Your train/ });
      if (tile === '0-1') await own.click();
    }
    await expect.poll(() => statusText(page)).toBe('Your first turn: play again on your own train, or stop.');
    // Her train's last two tiles on its spoke, the badge counting all six; the list says its open end.
    expect(await page.locator('.spoke.mine .spoke-length').textContent()).toBe('6 tiles · open end 6');
    const mine = page.locator('.wheel-spoke.mine');
    expect(await mine.locator('.badge-count').textContent()).toBe('6');
    expect(await mine.locator('.wheel-tile').count()).toBe(2);
    // Each shown tile whole on the screen, the open end too, and no sideways scroll.
    const boxes = await mine
      .locator('.wheel-tile')
      .evaluateAll((gs) => gs.map((e) => e.getBoundingClientRect()));
    expect(Math.min(...boxes.map((b) => b.left))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(360);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'a first-turn run');
    await screenshot(page, 'trains-run');
    await page.getByRole('button', { name: 'Stop' }).click();
    await explained(page, problems, 'trains-stopped', () =>
      expect.poll(() => page.getByRole('button', { name: 'Stop' }).count()).toBe(0),
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a rated match: "rated" in the waiting room and the head, each seat’s rating change at its end', async () => {
    const page = await suite.newPage(PHONE);
    const problems = watch(page);
    await page.goto(suite.url);
    const token = await signUpInPage(page, suite.url, 'Ana');
    const api = apiAt(suite.url, token);
    const opened = await ok(
      api.POST('/v1/tables', { body: { rules: { game: 'mexicanTrain', players: 2 }, rated: true } }),
    );
    await page.goto(`${suite.url}/tables/${opened.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await explained(page, problems, 'trains-rated-waiting', () =>
      expect.poll(() => heading.textContent()).toMatch(/^Mexican Train table \w+ rated$/),
    );
    const ben = await signUp(suite.url, 'Ben');
    const bens = apiAt(suite.url, ben.token);
    await ok(bens.POST('/v1/tables/{id}/seats', byId(opened.id)));
    await ok(api.POST('/v1/tables/{id}/start', byId(opened.id)));
    await explained(page, problems, 'trains-rated-head', () =>
      expect.poll(() => heading.textContent(), { timeout: 10_000 }).toBe('Mexican Train rated'),
    );
    // One move (a match ended before any is not rated), then Ben resigns: Ana first, Ben second.
    for (const player of [api, bens]) {
      const t = await ok(player.GET('/v1/tables/{id}', byId(opened.id)));
      const m = t.view?.game === 'mexicanTrain' ? t.view.legalMoves?.[0] : undefined;
      if (m?.type !== 'play') continue;
      const train = m.train === t.view!.players ? ('mexican' as const) : m.train;
      await ok(
        player.POST('/v1/tables/{id}/moves', {
          ...byId(opened.id),
          body: { type: 'play', tile: m.tile, train, version: t.version },
        }),
      );
      break;
    }
    const ended = await ok(bens.POST('/v1/tables/{id}/resign', byId(opened.id)));
    const change = ended.ratingChange!;
    expect(change.pool).toBe('mexicanTrain');
    const over = await trainView(token, opened.id);
    expect(over.places).toEqual([1, 2]);
    const changes = page.getByRole('region', { name: 'Ratings · Mexican Train, double-twelve' });
    await explained(page, problems, 'trains-rated-end', () => changes.waitFor({ timeout: 10_000 }));
    expect(await page.locator('.places li').allTextContents()).toEqual([
      `1st You ${over.totals[0]}`,
      `2nd Ben ${over.totals[1]}`,
    ]);
    const rows = await changes
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim())));
    const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
    // In place order, as the line table words them.
    expect(rows).toEqual(
      [0, 1].map((seat) => {
        const c = change.seats.find((x) => x.seat === seat)!;
        return [seat === 0 ? 'You' : 'Ben', String(c.ratingBefore), `→ ${c.ratingAfter}`, signed(c.change)];
      }),
    );
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'a rated Mexican Train match’s end');
    await screenshot(page, 'trains-rated-end');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
