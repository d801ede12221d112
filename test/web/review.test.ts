/**
 * The hand's review and the hint, in real Chromium against the real app on DynamoDB Local: a
 * person asks for a hint at their turn against a computer player and sees the expert's move,
 * finishes the hand, opens "Review this hand", steps through it with the keyboard and the
 * buttons (the line and their hand at each step), sees each decision's verdict mark, the better
 * move where one was not the best, each seat's accuracy and the hint counted. Passes axe-core.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lineView } from '../support/client';
import {
  apiAt,
  browserSuite,
  byId,
  checkAccessibility,
  explained,
  ok,
  screenshot,
  signUp,
  statusText,
  watch,
} from './browser';

const suite = browserSuite();

/**
 * Block, five tiles each: Ana (seat 0) leads against a greedy computer player, who can answer
 * any lead (no opening blocks the hand at once: the review has several steps to move through).
 */
const HANDS = [
  ['0-1', '1-1', '1-2', '2-5', '3-6'],
  ['1-4', '2-2', '4-4', '4-6', '5-6'],
];

const hand = (page: Page) => page.getByRole('list', { name: 'Your hand' });
const reviewLine = (page: Page) => page.locator('.review .line g[data-tile]');

async function signUpInPage(page: Page, name: string): Promise<string> {
  const player = await signUp(suite.url, name);
  await page.evaluate((p) => {
    localStorage.setItem('dominoes.token', p.token);
    localStorage.setItem('dominoes.name', p.name);
  }, player);
  return player.token;
}

describe('the review of a hand', () => {
  test('a hint at your turn, then the finished hand stepped through with its verdicts, accuracy and hints', {
    timeout: 90_000,
  }, async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1200, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const token = await signUpInPage(page, 'Ana');
    const api = apiAt(suite.url, token);
    const table = await ok(
      api.POST('/v1/tables', {
        body: {
          rules: { preset: 'block', players: 2, handSize: 5, target: 100 },
          seats: [{ kind: 'person' }, { kind: 'computer', level: 'greedy' }],
          deal: { hands: HANDS, opener: 0 },
        },
      }),
    );
    await ok(api.POST('/v1/tables/{id}/start', byId(table.id)));
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');

    // The hint: the expert's move, named and drawn; the table's version unchanged.
    const before = await ok(api.GET('/v1/tables/{id}', byId(table.id)));
    await explained(page, problems, 'hint', async () => {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await expect
        .poll(() => page.locator('.expert-hint').textContent())
        .toMatch(/^ ?The expert would play \d-\d to open the line \(hint 1 this hand\)$/);
    });
    const hinted = /play (\d-\d)/.exec((await page.locator('.expert-hint').textContent())!)![1];
    expect(lineView(before).legalMoves!.some((m) => m.type === 'play' && m.tile === hinted)).toBe(true);
    expect((await ok(api.GET('/v1/tables/{id}', byId(table.id)))).version).toBe(before.version);
    await checkAccessibility(page, 'table with a hint');
    await screenshot(page, 'table-hint');

    // Play the hinted tile from the page, then the first legal move each turn until the hand ends.
    await hand(page).getByRole('button', { name: hinted, exact: true }).click();
    await expect
      .poll(async () => (await ok(api.GET('/v1/tables/{id}', byId(table.id)))).version)
      .toBeGreaterThan(before.version);
    for (;;) {
      const t = await ok(api.GET('/v1/tables/{id}', byId(table.id)));
      if ((lineView(t).lastHand?.handNo ?? 0) >= 1 || t.status !== 'playing') break;
      const m = lineView(t).legalMoves![0];
      await ok(
        api.POST('/v1/tables/{id}/moves', {
          ...byId(table.id),
          body:
            m.type === 'draw'
              ? { draw: true, version: t.version }
              : { tile: m.tile, end: m.end, version: t.version },
        }),
      );
    }
    const analysis = await ok(
      api.GET('/v1/tables/{id}/hands/{n}/analysis', { params: { path: { id: table.id, n: 1 } } }),
    );
    expect(analysis.hints).toEqual([1, 0]);
    if (analysis.game !== 'line') throw new Error('a line hand’s review was due');
    const steps = analysis.analysis.steps;
    expect(steps.length).toBeGreaterThanOrEqual(3);

    await explained(page, problems, 'hand-over', async () => {
      await page.getByRole('heading', { name: 'Hand 1 is over' }).waitFor();
    });
    await page.getByRole('link', { name: 'Review this hand' }).click();
    await explained(page, problems, 'review', async () => {
      await page.getByRole('heading', { name: 'Review of hand 1', level: 1 }).waitFor({ timeout: 20_000 });
    });
    expect(new URL(page.url()).pathname).toBe(`/tables/${table.id}/hands/1/review`);
    const total = steps.length;
    await expect.poll(() => statusText(page)).toBe(`The deal, before move 1 of ${total}`);
    expect(await reviewLine(page).count()).toBe(0);
    expect(await hand(page).getByRole('button').count()).toBe(5);

    // Forward with the keyboard: the first tile on the line, Ana's hand one tile shorter.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => statusText(page)).toBe(`Move 1 of ${total}`);
    expect(await reviewLine(page).count()).toBe(1);
    expect(await reviewLine(page).first().getAttribute('data-tile')).toBe(hinted);
    expect(await hand(page).getByRole('button').count()).toBe(4);
    expect(await hand(page).getByRole('button', { name: hinted, exact: true }).count()).toBe(0);
    // And with the buttons: forward, back.
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    await expect.poll(() => statusText(page)).toBe(`Move 2 of ${total}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => statusText(page)).toBe(`Move 1 of ${total}`);
    await page.keyboard.press('End');
    await expect.poll(() => statusText(page)).toBe(`Move ${total} of ${total}`);
    const plays = steps.filter((s) => s.type === 'play').length;
    expect(await reviewLine(page).count()).toBe(plays);
    expect(await page.getByRole('button', { name: 'Forward', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => statusText(page)).toBe(`Move ${total - 1} of ${total}`);
    await page.keyboard.press('Home');
    await expect.poll(() => statusText(page)).toBe(`The deal, before move 1 of ${total}`);
    await page.getByRole('button', { name: 'To the end', exact: true }).click();
    await expect.poll(() => statusText(page)).toBe(`Move ${total} of ${total}`);
    await page.getByRole('button', { name: 'To the deal', exact: true }).click();
    await expect.poll(() => statusText(page)).toBe(`The deal, before move 1 of ${total}`);

    // Every step listed, each decision with its verdict mark as the analysis says.
    const items = page.getByRole('list', { name: 'Every move of the hand' }).getByRole('listitem');
    expect(await items.count()).toBe(total);
    const marks = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-verdict')));
    expect(marks).toEqual(
      steps.map((s) => (s.type === 'pass' ? null : s.review ? s.review.verdict : 'forced')),
    );
    expect(marks.filter((m) => m && m !== 'forced').length).toBeGreaterThan(0);

    // A decision that was not the best: the better move named and drawn, the loss said.
    const worse = steps.findIndex((s) => s.type !== 'pass' && s.review && s.review.played !== s.review.best);
    if (worse >= 0) {
      await items.nth(worse).getByRole('button').click();
      await expect.poll(() => statusText(page)).toBe(`Move ${worse + 1} of ${total}`);
      const s = steps[worse] as Extract<(typeof steps)[number], { type: 'play' }>;
      const best = s.review!.moves[s.review!.best].move;
      const better = page.locator('.step-detail .better');
      expect(await better.textContent()).toMatch(
        /^Better: .* gave away \d+(\.\d)?% of the chance of winning and/,
      );
      if (best.type === 'play') {
        expect(await better.textContent()).toContain(best.tile);
        expect(await better.locator('svg.domino').count()).toBe(1);
      }
    }
    // A judged decision of Ana's: its verdict in words on the step itself.
    const mine = steps.findIndex((s) => s.seat === 0 && s.type !== 'pass' && s.review);
    expect(mine).toBeGreaterThanOrEqual(0);
    await items.nth(mine).getByRole('button').click();
    const verdict = (steps[mine] as Extract<(typeof steps)[number], { type: 'play' }>).review!.verdict;
    expect(await page.locator('.step-detail .step-words [data-verdict]').getAttribute('data-verdict')).toBe(
      verdict,
    );
    expect(await page.getByRole('table', { name: 'Every move, as the expert weighed it' }).count()).toBe(1);

    // Accuracy per seat, and the hint counted.
    const accuracy = page.getByRole('table', { name: 'Accuracy' });
    const you = accuracy.locator('tr[data-seat="0"]');
    const figure = analysis.analysis.seats[0].accuracy;
    expect(await you.locator('th').textContent()).toBe('You');
    expect(await you.locator('.accuracy-figure').textContent()).toBe(
      figure === null ? '–' : String(Math.round(figure * 10) / 10),
    );
    expect(await you.locator('.hint-count').textContent()).toBe('1');
    expect(await accuracy.locator('tr[data-seat="1"] .hint-count').textContent()).toBe('0');
    await checkAccessibility(page, 'review');
    await screenshot(page, 'review');
    // On a phone: no sideways scroll of the page (the wide tables scroll in their own boxes).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    await page.keyboard.press('End');
    await expect.poll(() => statusText(page)).toBe(`Move ${total} of ${total}`);
    await screenshot(page, 'review-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
