/**
 * The table kept in step with what is shown, in real Chromium against the real app: a hand the
 * computer finishes is shown move by move with your hand, the seats, the scores and the score pad
 * of that hand (never the next deal's), a "sending" sign while your move is on its way, and the
 * hand's end under its own number; with the keyboard alone the focus comes back to the hand after
 * each move, a tile on a lone double goes at once, and an end choice is asked only when it
 * changes the line.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  browserSuite,
  checkAccessibility,
  enabledTiles,
  explained,
  handOf,
  moveBy,
  screenshot,
  signUpInPage,
  startDeal,
  statusText,
  watch,
} from './browser';

const suite = browserSuite();
const { newPage } = suite;

/** What the page shows, noted on every change: the status, your hand, your seat's count, the pad. */
async function noteChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (globalThis as unknown as { seen: string[] }).seen = seen;
    const note = () => {
      const hand = document.querySelector('[aria-label="Your hand"]');
      const line = JSON.stringify({
        status: document.querySelector('[role="status"]')?.textContent ?? '',
        head: document.querySelector('.table-head h1 small')?.textContent ?? '',
        hand: hand ? [...hand.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')) : null,
        count: document.querySelector('.seat.at-bottom .seat-count')?.textContent ?? '',
        pad: document.querySelectorAll('.score-pad tbody tr:not(.pad-empty)').length,
        over: document.querySelector('#hand-over-heading')?.textContent ?? null,
      });
      if (seen.at(-1) !== line) seen.push(line);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

interface Seen {
  status: string;
  head: string;
  hand: string[] | null;
  count: string;
  pad: number;
  over: string | null;
}

const seenOn = async (page: Page): Promise<Seen[]> =>
  (await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen)).map((l) => JSON.parse(l));

describe('the table in step with what is shown', () => {
  test('a hand the computer finishes: each move shown with that hand’s tiles, seats and pad; its end under its number', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Lea');
    // Lea leads 6-6 and never plays again (she holds no 3, 4, 5 or 6): the computer plays on
    // until it is out or stuck, and the next hand is dealt in the same answer.
    const mine = ['0-0', '0-1', '0-2', '1-1', '1-2', '2-2', '6-6'];
    const table = await startDeal(
      suite.url,
      me,
      { computer: 'greedy' },
      {
        preset: 'block',
        hands: [mine, ['5-6', '4-5', '3-4', '3-6', '4-6', '5-5', '3-3']],
        opener: 0,
        target: 500,
      },
    );
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    // From hand 1 on, the score pad is there, empty.
    expect(await page.getByRole('region', { name: 'Score pad' }).textContent()).toMatch(
      /No hand has ended yet/,
    );
    await noteChanges(page);
    await handOf(page).getByRole('button', { name: '6-6', exact: true }).click();
    await explained(page, problems, 'computer-finished', () =>
      expect
        .poll(() => page.getByRole('heading', { name: 'Hand 1 is over' }).count(), { timeout: 15_000 })
        .toBe(1),
    );
    const seen = await seenOn(page);
    const story = seen.map((s) => JSON.stringify(s)).join('\n');
    // The move on its way is said so, and no "Your turn." until the hand's end is shown.
    expect(seen[1]?.status, story).toBe('Sending your move…');
    const beforeEnd = seen.filter((s) => s.over === null);
    expect(
      beforeEnd.filter((s, i) => i > 0 && /^Your turn/.test(s.status)),
      story,
    ).toEqual([]);
    // Every computer move shown with hand 1's tiles (fewer of Lea's never), her seat's count the
    // hand's own, the pad still empty and the header at hand 1.
    const computerMoves = beforeEnd.filter((s) => /^Greedy computer /.test(s.status));
    expect(computerMoves.length, story).toBeGreaterThan(2);
    for (const s of computerMoves) {
      expect(s.hand, story).not.toBeNull();
      expect(
        s.hand!.every((t) => mine.includes(t)),
        story,
      ).toBe(true);
      expect(s.count, story).toBe(`${s.hand!.length} tiles`);
      expect(s.pad, story).toBe(0);
      expect(s.head, story).toBe('hand 1');
    }
    // The end: the header says hand 1 as the summary does, the pad has it, and the scores panel
    // shows the score the pad ends on.
    const end = seen.at(-1)!;
    expect(end.head, story).toBe('hand 1');
    expect(end.pad, story).toBe(1);
    const totals = await page.locator('.score-pad tbody tr .total').allTextContents();
    const panel = await page.locator('.scores tbody td:not(.bar-cell)').allTextContents();
    expect(panel).toEqual(totals);
    await screenshot(page, 'computer-finished-hand');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('keyboard only: the focus comes back to the hand after each move; an end is asked only when it changes the line', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Kit');
    // Kit opens 4-4; the computer holds no 2, 4 or 6 and passes each time. 2-4 on the lone 4-4
    // makes the same line on either side; 4-6 then fits one end; 2-6 fits both, which differ.
    const table = await startDeal(
      suite.url,
      me,
      { computer: 'greedy' },
      {
        preset: 'block',
        hands: [
          ['4-4', '2-4', '4-6', '2-6', '0-0', '0-1', '1-1'],
          ['0-3', '0-5', '1-3', '1-5', '3-3', '3-5', '5-5'],
        ],
        opener: 0,
      },
    );
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
      );
    // Tab to the first playable tile, 4-4 alone: the hand's first button that takes the focus.
    for (let i = 0; i < 30 && (await focused()) !== '4-4'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('4-4');
    await page.keyboard.press('Enter');
    // The computer passes; the turn back, the focus is on the hand's first playable tile.
    await explained(page, problems, 'focus-back', () => expect.poll(focused).toBe('2-4'));
    expect(await enabledTiles(page)).toEqual(['2-4', '4-6']);
    // 2-4 on the lone double: played at once, no end asked.
    await page.keyboard.press('Enter');
    await explained(page, problems, 'no-end-asked', async () => {
      await expect.poll(() => page.locator('.board g[data-tile]').count()).toBe(2);
      await expect.poll(focused).toBe('2-6');
    });
    expect(await page.getByRole('button', { name: /^Play 2-4 on / }).count()).toBe(0);
    // The next playable tile is one Tab away (the others are disabled): 4-6, on the 4.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('4-6');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.board g[data-tile]').count()).toBe(3);
    // 2-6 fits the 2 and the 6, two lines apart: asked, the focus on the first end.
    await expect.poll(focused).toBe('2-6');
    await page.keyboard.press('Enter');
    const ends = page.getByRole('button', { name: /^Play 2-6 on / });
    await expect.poll(() => ends.count()).toBe(2);
    // Each with a name of its own.
    const names = await ends.evaluateAll((bs) => bs.map((b) => b.textContent ?? ''));
    expect(new Set(names).size).toBe(2);
    await checkAccessibility(page, 'end choice, keyboard');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('end-choice')))
      .toBe(true);
    // Both stuck now: the hand is over, and the focus is on its end, not lost to the page.
    await page.keyboard.press('Enter');
    await explained(page, problems, 'focus-on-hand-end', () =>
      expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Hand 1 is over'),
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the line scaled to its space: a tile alone drawn large; end buttons in front of their ends, inside the line', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1200, height: 900 },
    ]) {
      const shape = `${viewport.width}x${viewport.height}`;
      const page = await newPage({
        viewport,
        isMobile: viewport.width < 600,
        hasTouch: viewport.width < 600,
      });
      const problems = watch(page);
      await page.goto(suite.url);
      const me = await signUpInPage(page, suite.url, 'Kit');
      // As in the keyboard test: 4-4 alone first; then 2-4 and 4-6, and 2-6 fits both ends.
      const table = await startDeal(
        suite.url,
        me,
        { computer: 'greedy' },
        {
          preset: 'block',
          hands: [
            ['4-4', '2-4', '4-6', '2-6', '0-0', '0-1', '1-1'],
            ['0-3', '0-5', '1-3', '1-5', '3-3', '3-5', '5-5'],
          ],
          opener: 0,
        },
      );
      await moveBy(suite.url, me, table.id, '4-4');
      await page.goto(`${suite.url}/tables/${table.id}`);
      const tiles = page.locator('.board g[data-tile]');
      await explained(page, problems, `alone-${shape}`, () => expect.poll(() => tiles.count()).toBe(1));
      const alone = (await tiles.first().boundingBox())!;
      // A tile alone is drawn as large as a tile of the hand (not 37 by 18).
      expect(Math.max(alone.width, alone.height), shape).toBeGreaterThanOrEqual(76);
      await screenshot(page, `line-alone-${shape}`);
      await moveBy(suite.url, me, table.id, '2-4');
      await moveBy(suite.url, me, table.id, '4-6');
      await expect.poll(() => tiles.count()).toBe(3);
      await expect.poll(() => enabledTiles(page)).toEqual(['2-6']);
      await handOf(page).getByRole('button', { name: '2-6', exact: true }).click();
      const ends = page.getByRole('button', { name: /^Play 2-6 on / });
      await expect.poll(() => ends.count()).toBe(2);
      const line = (await page.locator('.board .line').boundingBox())!;
      const placed = await tiles.evaluateAll((gs) =>
        gs.map((g) => g.getBoundingClientRect().toJSON() as DOMRect),
      );
      for (const b of await ends.evaluateAll((bs) =>
        bs.map((x) => x.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        // Inside the line's box: never cut.
        expect(b.x, shape).toBeGreaterThanOrEqual(line.x - 0.5);
        expect(b.y, shape).toBeGreaterThanOrEqual(line.y - 0.5);
        expect(b.x + b.width, shape).toBeLessThanOrEqual(line.x + line.width + 0.5);
        expect(b.y + b.height, shape).toBeLessThanOrEqual(line.y + line.height + 0.5);
        // Over no tile of the line.
        for (const t of placed) {
          const apart =
            b.x + b.width <= t.x + 0.5 ||
            t.x + t.width <= b.x + 0.5 ||
            b.y + b.height <= t.y + 0.5 ||
            t.y + t.height <= b.y + 0.5;
          expect(apart, `${shape}: button ${JSON.stringify(b)} over tile ${JSON.stringify(t)}`).toBe(true);
        }
      }
      await screenshot(page, `end-choice-${shape}`);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
