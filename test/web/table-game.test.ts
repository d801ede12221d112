/**
 * The table as a game, in real Chromium against the real app on DynamoDB Local: a partnership
 * seats four around the table from the home page; a visitor with no player watches a live match
 * from the lobby; a computer's reply is shown as a move, and not with reduced motion; the title,
 * the icon and a sound say it is your turn in a hidden page; the log keeps every line of a long
 * All Fives hand; the page is back within 2 s of a restarted server; a phone has no sideways
 * scroll and line tiles at least 36 px long; a double-nine partnership hand is chosen from the
 * game menu and played through to its verified end. Each screen passes axe-core.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { withWebClient } from '../../functions/local/web-assets';
import { testApp } from '../support/api';
import { lineView } from '../support/client';
import {
  apiAt,
  browserSuite,
  byId,
  checkAccessibility,
  enabledTiles,
  explained,
  type Hands,
  handOf,
  moveBy,
  ok,
  screenshot,
  signUp,
  signUpInPage,
  startDeal,
  statusText,
  tokenOf,
  watch,
} from './browser';

const suite = browserSuite();
const { newPage } = suite;

const lineTiles = (page: Page) => page.locator('.board svg g[data-tile]');

/** Ana opens with 4-4; the computer's only 4 is 4-5, which it plays; Ana's 5-6 then fits. */
const FOUR_FIVE: Hands = [
  ['4-4', '5-6', '0-0', '0-1', '0-2', '1-1', '1-2'],
  ['4-5', '3-3', '3-5', '3-6', '2-2', '6-6', '2-3'],
];

/** Ben leads 1-4 (seat 1 opens); Ana holds the ones. */
const BEN_LEADS: Hands = [
  ['0-1', '1-1', '1-2', '1-3', '2-2', '2-3', '3-3'],
  ['1-4', '4-4', '4-5', '4-6', '5-5', '5-6', '6-6'],
];

describe('the table as a game', () => {
  test('a partnership from the home page seats four around the table, the partner across', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    await page.getByRole('radio', { name: /^Partnership/ }).check();
    // Four players, no other choice; the levels are called as their seats will be.
    expect(await page.getByLabel('Players', { exact: true }).inputValue()).toBe('4');
    expect(await page.getByLabel('Players', { exact: true }).locator('option').allTextContents()).toEqual([
      '4',
    ]);
    const levels = await page
      .getByLabel('Computer players', { exact: true })
      .locator('option')
      .allTextContents();
    expect(levels.map((l) => l.split(':')[0])).toEqual(['Random', 'Greedy', 'Expert']);
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/tables\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const table = await ok(apiAt(suite.url, await tokenOf(page)).GET('/v1/tables/{id}', byId(id)));
    expect(table.rules.players).toBe(4);
    expect(table.seats.map((s) => s.kind)).toEqual(['person', 'computer', 'computer', 'computer']);

    await explained(page, problems, 'partnership-seats', () =>
      expect.poll(() => page.locator('.seat').count()).toBe(4),
    );
    // You at the bottom, the next in playing order on your left, your partner across.
    const at = (place: string) => page.locator(`.seat.at-${place}`).getAttribute('data-seat');
    expect([await at('bottom'), await at('left'), await at('top'), await at('right')]).toEqual([
      '0',
      '1',
      '2',
      '3',
    ]);
    const tag = (place: string) => page.locator(`.seat.at-${place} .team-tag`).textContent();
    expect([await tag('bottom'), await tag('left'), await tag('top'), await tag('right')]).toEqual([
      'Us',
      'Them',
      'Us',
      'Them',
    ]);
    // Hidden hands face down, the level's name once ("Greedy computer 1", never "…computercomputer").
    expect(await page.locator('.seat.at-top .tile-back').count()).toBeGreaterThan(0);
    const names = await page.locator('.seat-name').allTextContents();
    expect(names.join(' ')).not.toMatch(/computercomputer/);
    expect(names.filter((n) => /^Greedy computer \d/.test(n))).toHaveLength(3);
    // The team scores: each team's names on two lines at most, never broken inside a name.
    const teamRows = page.getByRole('region', { name: /Team scores/ }).locator('tbody th');
    for (const lines of await teamRows.evaluateAll((ths) =>
      ths.map((th) => th.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(th).lineHeight)),
    ))
      expect(lines).toBeLessThan(2.6);
    await checkAccessibility(page, 'partnership table, seated');
    await screenshot(page, 'partnership-seated');

    // How to play, from the table: the game's own page, with tile pictures.
    await page.getByRole('link', { name: 'How to play' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('How to play Partnership');
    expect(await page.getByRole('img', { name: 'tiles: 6-6' }).count()).toBe(1);
    await checkAccessibility(page, 'how to play partnership');
    for (const game of ['Draw', 'Block', 'All Fives', 'All Threes', 'Fives and Threes']) {
      await page
        .getByRole('navigation', { name: 'Games' })
        .getByRole('link', { name: game, exact: true })
        .click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`How to play ${game}`);
      await checkAccessibility(page, `how to play ${game}`);
    }
    // And from the home page.
    await page.goto(suite.url);
    await page.getByRole('link', { name: 'all the games' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How to play');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a visitor with no player watches a live match from the lobby, and sees the next move', async () => {
    const [ana, ben] = await Promise.all([signUp(suite.url, 'Ana'), signUp(suite.url, 'Ben')]);
    const table = await startDeal(suite.url, ana.token, ben.token, {
      preset: 'block',
      hands: FOUR_FIVE,
      opener: 0,
      visibility: 'public',
    });
    const page = await newPage();
    const problems = watch(page);
    await page.goto(`${suite.url}/lobby`);
    const watchIt = page.getByRole('link', { name: 'Watch Ana, Ben' });
    await explained(page, problems, 'lobby-live', () =>
      expect.poll(() => watchIt.count()).toBeGreaterThan(0),
    );
    await checkAccessibility(page, 'lobby with a match being played');
    await watchIt.first().click();
    await page.waitForURL((u) => u.pathname === `/tables/${table.id}`);
    await explained(page, problems, 'watching', () =>
      expect.poll(() => statusText(page)).toBe("Ana's turn."),
    );
    expect(await page.locator('.table-meta').textContent()).toMatch(/watching/);
    expect(await handOf(page).count()).toBe(0);
    expect(await page.locator('.seat').count()).toBe(2);
    // Nobody was signed up to watch.
    expect(await tokenOf(page)).toBe('');
    await checkAccessibility(page, 'watching a match');

    await moveBy(suite.url, ana.token, table.id, '4-4');
    await explained(page, problems, 'watching-a-move', async () => {
      await expect.poll(() => lineTiles(page).count(), { timeout: 5000 }).toBe(1);
      await expect.poll(() => page.getByRole('log').getByText('Ana played 4-4.').count()).toBe(1);
    });
    expect(problems).toEqual([]);
    await page.context().close();

    // A private match is its players' alone: the visitor is told so in words, not asked for a token.
    const hidden = await startDeal(suite.url, ana.token, ben.token, {
      preset: 'block',
      hands: FOUR_FIVE,
      opener: 0,
    });
    const other = await newPage();
    const refused = watch(other, [
      /^401 GET .*\/spectator-view\?/,
      /^401 GET .*\/spectator-view$/,
      /status of 401/,
    ]);
    await other.goto(`${suite.url}/tables/${hidden.id}`);
    await expect
      .poll(() => other.getByRole('heading', { level: 1 }).textContent())
      .toBe('This table cannot be shown');
    expect(await other.getByRole('alert').textContent()).toBe(
      'This table is private: only its players can watch it. Sent its link? Open the link to take a seat',
    );
    await checkAccessibility(other, 'a private table, to a visitor');
    expect(refused).toEqual([]);
    await other.context().close();
  });

  test("a computer's reply is shown as a move after yours, the hand waiting for it; at once with reduced motion", async () => {
    for (const reduced of [false, true]) {
      const page = await newPage(reduced ? { reducedMotion: 'reduce' } : {});
      const problems = watch(page);
      await page.goto(suite.url);
      const me = await signUpInPage(page, suite.url, reduced ? 'Rue' : 'Mo');
      const table = await startDeal(
        suite.url,
        me,
        { computer: 'greedy' },
        {
          preset: 'block',
          hands: FOUR_FIVE,
          opener: 0,
        },
      );
      await page.goto(`${suite.url}/tables/${table.id}`);
      await expect.poll(() => statusText(page)).toBe('Your turn.');
      // What the page shows from now on: the status line, whether moves are being shown, the
      // tiles on the line and how many of the hand's tiles may be played.
      await page.evaluate(() => {
        const seen: { at: number; line: string }[] = [];
        (globalThis as unknown as { seen: typeof seen }).seen = seen;
        const note = () => {
          const screen = document.querySelector('[data-version]');
          const hand = document.querySelector('[aria-label="Your hand"]');
          const line = `${screen?.getAttribute('data-showing') ?? '-'} | ${document.querySelector('[role="status"]')?.textContent} | ${document.querySelectorAll('.board g[data-tile]').length} | ${hand?.querySelectorAll('button:not([disabled])').length ?? 0}`;
          if (seen.at(-1)?.line !== line) seen.push({ at: performance.now(), line });
        };
        new MutationObserver(note).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      });
      await handOf(page).getByRole('button', { name: '4-4', exact: true }).click();
      await explained(page, problems, `reply-${reduced}`, async () => {
        await expect.poll(() => lineTiles(page).count()).toBe(2);
        await expect.poll(() => statusText(page)).toBe('Your turn.');
        await expect.poll(() => enabledTiles(page)).toEqual(['5-6']);
      });
      const seen = await page.evaluate(
        () => (globalThis as unknown as { seen: { at: number; line: string }[] }).seen,
      );
      const lines = seen.map((s) => s.line);
      // The line with your tile alone, and with the reply too.
      const mineAlone = seen.find((s) => / \| 1 \| \d+$/.test(s.line));
      const replied = seen.find((s) => / \| 2 \| \d+$/.test(s.line));
      expect(replied, lines.join('\n')).toBeDefined();
      if (reduced) {
        // Nothing held back: never a move being shown, the reply there with yours.
        expect(
          lines.filter((l) => l.startsWith('true')),
          lines.join('\n'),
        ).toEqual([]);
        expect(mineAlone, lines.join('\n')).toBeUndefined();
      } else {
        // The reply is a move of its own: your tile alone first, your hand waiting, then after a
        // pause the computer's.
        expect(mineAlone, lines.join('\n')).toBeDefined();
        expect(mineAlone!.line, lines.join('\n')).toMatch(/^true \| .* \| 1 \| 0$/);
        expect(replied!.at - mineAlone!.at).toBeGreaterThanOrEqual(500);
        // The tile played last is marked, and named so.
        expect(await page.locator('.board g[data-last="true"]').getAttribute('data-tile')).toBe('4-5');
        expect(await page.locator('.board g[data-last="true"] title').textContent()).toBe(
          '4-5 (played last)',
        );
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  test('the title, the icon and a short sound say it is your turn in a hidden page; the sound can be muted', async () => {
    const page = await newPage();
    const problems = watch(page);
    // Counts the notes the page plays (the browser's own Web Audio, only counted).
    await page.addInitScript(() => {
      const make = AudioContext.prototype.createOscillator;
      const w = window as unknown as { notes: number };
      w.notes = 0;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.notes++;
        return make.call(this);
      };
    });
    await page.goto(suite.url);
    const ana = await signUpInPage(page, suite.url, 'Ana');
    const ben = await signUp(suite.url, 'Ben');
    const table = await startDeal(suite.url, ana, ben.token, {
      preset: 'block',
      hands: BEN_LEADS,
      opener: 1,
    });
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe("Ben's turn.");
    expect(await page.title()).toBe('Block · hand 1 · Dominoes');
    // A press on the page first: a browser lets a page play sound only after one.
    await page.getByRole('heading', { level: 1 }).click();
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (h ? 'hidden' : 'visible'),
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    const icon = () => page.locator('link[rel="icon"]').getAttribute('href');
    const notes = () => page.evaluate(() => (window as unknown as { notes: number }).notes);

    await setHidden(true);
    await moveBy(suite.url, ben.token, table.id, '1-4');
    await explained(page, problems, 'hidden-turn', async () => {
      await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Your turn · Block · hand 1 · Dominoes');
      expect(await icon()).toBe('/favicon-turn.svg');
      await expect.poll(notes).toBeGreaterThan(0);
    });
    // Looked at again: the title and icon as they were.
    await setHidden(false);
    await expect.poll(() => page.title()).toBe('Block · hand 1 · Dominoes');
    expect(await icon()).toBe('/favicon.svg');

    // Muted, and remembered after a reload: the title still changes, no sound.
    const sound = page.getByRole('button', { name: /^Sound/ });
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    expect(await page.getByRole('button', { name: /^Sound/ }).textContent()).toBe('Sound off');
    await page.getByRole('heading', { level: 1 }).click();
    await handOf(page).getByRole('button', { name: '1-1', exact: true }).click();
    await expect.poll(() => statusText(page)).toBe("Ben's turn.");
    const before = await notes();
    await setHidden(true);
    await moveBy(suite.url, ben.token, table.id);
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe('Your turn · Block · hand 1 · Dominoes');
    await page.waitForTimeout(300);
    expect(await notes()).toBe(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the log keeps every line of a long All Fives hand, and the score pad has the hand', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Fay');
    // Fay leads 5-5 (the spinner, scoring 10); fourteen tiles lie in the boneyard to draw from.
    const table = await startDeal(
      suite.url,
      me,
      { computer: 'greedy' },
      {
        preset: 'allFives',
        hands: [
          ['5-5', '0-1', '0-2', '1-2', '1-3', '2-3', '0-3'],
          ['6-6', '4-6', '4-4', '3-6', '2-6', '1-6', '0-6'],
        ],
        opener: 0,
        target: 1000,
      },
    );
    // Fay leads 5-5 on the page: its 10 points rise from the line.
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    await handOf(page).getByRole('button', { name: '5-5', exact: true }).click();
    await explained(page, problems, 'points-rise', () =>
      expect.poll(() => page.locator('.points-rise').textContent()).toBe('+10'),
    );
    // The rest of the hand played to its end through the API, Fay taking the first legal move.
    for (let guard = 0; guard < 60; guard++) {
      const t = await ok(apiAt(suite.url, me).GET('/v1/tables/{id}', byId(table.id)));
      if (lineView(t).handNo > 1 || t.status !== 'playing') break;
      await moveBy(suite.url, me, table.id);
    }
    const feed = await ok(
      apiAt(suite.url, me).GET('/v1/tables/{id}/events', {
        params: { path: { id: table.id }, query: { limit: 500 } },
      }),
    );
    const first = feed.events.filter((e) => e.handNo === 1);
    expect(first.length).toBeGreaterThan(14);
    const ended = first.find((e) => e.type === 'handEnded')!;

    // The page followed the hand as it was played: its moves shown, then its end.
    await explained(page, problems, 'long-hand', () =>
      expect.poll(() => page.getByRole('heading', { name: 'Hand 1 is over' }).count()).toBe(1),
    );
    const log = page.getByRole('log', { name: 'What happened' });
    const handOne = log
      .locator('.log-hand')
      .filter({ has: page.getByRole('heading', { name: 'Hand 1', exact: true }) });
    await expect.poll(() => handOne.getByRole('listitem').count()).toBe(first.length);
    expect(await handOne.getByText('You played 5-5, scoring 10.').count()).toBe(1);
    // The log scrolls in its own box, which the keyboard reaches.
    expect(await log.getAttribute('tabindex')).toBe('0');
    expect(await log.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    // The score pad: hand 1, with the scores it ended on.
    const pad = page.getByRole('region', { name: 'Score pad' });
    const row = pad.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) });
    const totals = await row.locator('.total').allTextContents();
    expect(totals.map(Number)).toEqual(ended.type === 'handEnded' ? ended.scores : []);
    await checkAccessibility(page, 'a long hand over, its log and score pad');
    await screenshot(page, 'long-all-fives-hand');
    // On to hand 2: hand 1's lines are all still there.
    await page.getByRole('button', { name: 'Next hand' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/hand 2/);
    await expect.poll(() => handOne.getByRole('listitem').count()).toBe(first.length);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the page is back within 2 s of a restarted server, with one banner meanwhile and a Try now', {
    timeout: 90_000,
  }, async () => {
    const app = testApp({ botBudgetMs: 10_000 });
    const fetch = withWebClient(app.fetch, inject('webDist'));
    const listen = (port: number) =>
      new Promise<ReturnType<typeof serve>>((resolve) => {
        const s = serve({ fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
      });
    const stop = (s: ReturnType<typeof serve>) =>
      new Promise<void>((resolve) => {
        (s as unknown as { closeAllConnections: () => void }).closeAllConnections();
        s.close(() => resolve());
      });
    let running = await listen(0);
    const port = (running.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}`;
    const page = await newPage();
    const problems = watch(page);
    await page.goto(base);
    const ana = await signUpInPage(page, base, 'Ana');
    const ben = await signUp(base, 'Ben');
    const table = await startDeal(base, ana, ben.token, { preset: 'block', hands: BEN_LEADS, opener: 1 });
    await page.goto(`${base}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe("Ben's turn.");
    const banners = page.locator('.problem, .busy');
    try {
      // Ben leads 1-4 and plays 4-4; Ana answers 1-1, then 1-2: each move leaves the other one.
      const moves = { waiting: { ben: '1-4', ana: '1-1' }, 'try now': { ben: '4-4', ana: '1-2' } };
      for (const how of ['waiting', 'try now'] as const) {
        await stop(running);
        await explained(page, problems, `outage-${how}`, async () => {
          await expect
            .poll(() => banners.allTextContents(), { timeout: 5000 })
            .toEqual(['Could not reach the server: check the connection. Trying again…']);
          expect(await page.getByRole('button', { name: 'Try now' }).count()).toBe(1);
        });
        // Away for a while: the page keeps one banner, never a second.
        for (let i = 0; i < 8; i++) {
          await page.waitForTimeout(500);
          expect(await banners.count()).toBe(1);
        }
        running = await listen(port);
        const back = Date.now();
        await moveBy(base, ben.token, table.id, moves[how].ben);
        if (how === 'try now') await page.getByRole('button', { name: 'Try now' }).click();
        await explained(page, problems, `back-${how}`, async () => {
          await expect.poll(() => banners.count(), { timeout: 2000, interval: 50 }).toBe(0);
          await expect.poll(() => statusText(page), { timeout: 2000, interval: 50 }).toBe('Your turn.');
        });
        expect(Date.now() - back).toBeLessThan(2000);
        await handOf(page).getByRole('button', { name: moves[how].ana, exact: true }).click();
        await expect.poll(() => statusText(page)).toBe("Ben's turn.");
      }
    } finally {
      await stop(running);
    }
    // What went wrong is the outage itself: requests refused while the server was away (a socket
    // the stopping server closed under a request is as much the outage as a refused connection).
    const unexpected = problems.filter(
      (p) =>
        !/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET|ERR_SOCKET_NOT_CONNECTED|Failed to load resource/.test(
          p,
        ),
    );
    expect(unexpected).toEqual([]);
    await page.context().close();
  });

  test('a visitor opens a public table waiting for players, gives a name and takes a seat', async () => {
    const ana = await signUp(suite.url, 'Ana');
    const table = await ok(
      apiAt(suite.url, ana.token).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 2 }, visibility: 'public' },
      }),
    );
    const page = await newPage();
    const problems = watch(page);
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Waiting for players: 1 seat is open.');
    const take = page.getByRole('button', { name: 'Take a seat' });
    expect(await take.isDisabled()).toBe(true);
    await checkAccessibility(page, 'waiting room, a visitor asked a name');
    await page.getByLabel('Your name, as the others will see it').fill('Zoe');
    await take.click();
    await expect.poll(() => statusText(page)).toBe('Everyone is seated: waiting for the host to start.');
    const seated = await ok(apiAt(suite.url, ana.token).GET('/v1/tables/{id}', byId(table.id)));
    expect(seated.seats[1]).toMatchObject({ kind: 'person', name: 'Zoe' });
    expect(await page.evaluate(() => localStorage.getItem('dominoes.name'))).toBe('Zoe');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('My tables says how a finished match ended', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const ana = await signUpInPage(page, suite.url, 'Ana');
    const ben = await signUp(suite.url, 'Ben');
    const table = await startDeal(suite.url, ana, ben.token, {
      preset: 'block',
      hands: BEN_LEADS,
      opener: 1,
    });
    await ok(apiAt(suite.url, ben.token).POST('/v1/tables/{id}/resign', byId(table.id)));
    // The result comes with the list: no table is read for it.
    const tableReads: string[] = [];
    page.on('request', (r) => {
      if (/\/v1\/tables\/[^/?]+$/.test(new URL(r.url()).pathname)) tableReads.push(r.url());
    });
    await page.goto(`${suite.url}/me`);
    const entry = page.getByRole('listitem').filter({ has: page.locator(`a[href="/tables/${table.id}"]`) });
    await explained(page, problems, 'my-tables-result', () =>
      expect.poll(() => entry.textContent()).toMatch(/You won, 0 to 0 \(Ben forfeited\)/),
    );
    expect(await entry.getByRole('link').textContent()).toBe('Block with Ben');
    expect(tableReads).toEqual([]);
    await checkAccessibility(page, 'my tables with a result');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('on a phone, upright and on its side: no sideways scroll, line tiles at least 36 px, the menu folded, the scores on top', async () => {
    const [ana, ben] = await Promise.all([signUp(suite.url, 'Ana'), signUp(suite.url, 'Ben')]);
    const table = await startDeal(suite.url, ana.token, ben.token, {
      preset: 'draw',
      hands: [
        ['0-0', '0-1', '1-1', '1-2', '2-2', '2-3', '3-3'],
        ['0-2', '0-3', '1-3', '1-4', '2-4', '3-4', '4-4'],
      ],
      opener: 0,
    });
    // Both play (drawing when they must) until the line is long enough to turn.
    const players = [ana.token, ben.token];
    let now = await ok(apiAt(suite.url, ana.token).GET('/v1/tables/{id}', byId(table.id)));
    for (let i = 0; i < 40 && lineView(now).line.length < 10; i++) {
      await moveBy(suite.url, players[now.turn!.seat], table.id);
      now = await ok(apiAt(suite.url, ana.token).GET('/v1/tables/{id}', byId(table.id)));
      if (now.status !== 'playing' || lineView(now).handNo > 1) break;
    }
    expect([lineView(now).handNo, lineView(now).line.length >= 10]).toEqual([1, true]);

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
    ]) {
      const page = await newPage({ viewport, isMobile: true, hasTouch: true });
      const problems = watch(page);
      await page.goto(suite.url);
      await page.evaluate((t) => localStorage.setItem('dominoes.token', t), ana.token);
      await page.goto(`${suite.url}/tables/${table.id}`);
      const shape = `${viewport.width}x${viewport.height}`;
      await explained(page, problems, `phone-${shape}`, () =>
        expect.poll(() => page.locator('.seat').count()).toBe(2),
      );
      const drawn = lineTiles(page);
      await expect.poll(() => drawn.count()).toBe(lineView(now).line.length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), shape).toBeLessThanOrEqual(
        viewport.width,
      );
      const sizes = await drawn.evaluateAll((gs) =>
        gs.map((g) => {
          const r = g.getBoundingClientRect();
          return Math.max(r.width, r.height);
        }),
      );
      expect(Math.min(...sizes), `the shortest tile on the line, ${shape}`).toBeGreaterThanOrEqual(36);
      // The menu folded behind its button; opened, it lists the screens.
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('link', { name: 'My tables' }).isVisible()).toBe(false);
      await checkAccessibility(page, `table on a phone, ${shape}`);
      await screenshot(page, `table-phone-${shape}`);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('link', { name: 'My tables' }).isVisible()).toBe(true);
      await menu.click();
      // The scores at the top, in sight with the line.
      const chips = page.locator('.score-chips');
      expect(await chips.isVisible()).toBe(true);
      expect((await chips.boundingBox())!.y).toBeLessThan(120);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  test('a keyboard focus ring unlike the playable marking; no end asked when both make the same line', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Kay');
    // Kay opens 4-4, the computer (no 4) passes, and 4-6 fits both ends.
    const table = await startDeal(
      suite.url,
      me,
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
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    await page.keyboard.press('Tab');
    const tile = handOf(page).getByRole('button', { name: '4-4', exact: true });
    await tile.focus();
    const looks = await tile.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        outline: s.outlineColor,
        border: s.borderTopColor,
        style: s.outlineStyle,
        focused: el.matches(':focus-visible'),
      };
    });
    expect(looks.focused).toBe(true);
    expect(looks.style).toBe('solid');
    expect(looks.outline).not.toBe(looks.border);
    await page.keyboard.press('Enter');
    await expect.poll(() => enabledTiles(page)).toEqual(['4-6']);
    // 4-6 fits both ends of the lone 4-4, which make the same line: played at once, no end
    // asked (an end choice that changes the line: table-in-step.test.ts).
    await handOf(page).getByRole('button', { name: '4-6', exact: true }).click();
    await expect.poll(() => lineTiles(page).count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Play 4-6 on / }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a double-nine partnership hand from the game menu, against three computer players', async () => {
    // Reduced motion: the computers' replies are shown at once, not one after another.
    const page = await newPage({ reducedMotion: 'reduce' });
    const problems = watch(page);
    await page.goto(suite.url);
    await page.getByRole('radio', { name: /^Partnership/ }).check();
    const set = page.getByLabel('Set', { exact: true });
    expect(await set.locator('option').allTextContents()).toEqual([
      'Double-six: 28 tiles',
      'Double-nine: 55 tiles',
      'Double-twelve: 91 tiles',
    ]);
    await set.selectOption('9');
    await page.getByLabel('Computer players', { exact: true }).selectOption('greedy');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/tables\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const api = apiAt(suite.url, await tokenOf(page));
    const table = await ok(api.GET('/v1/tables/{id}', byId(id)));
    expect(table.rules).toMatchObject({ preset: 'partnership', players: 4, set: 9, handSize: 10 });
    const view = lineView(table);
    expect(view.set).toBe(9);
    // Fifteen tiles set aside, never dealt: 40 in the hands and the line.
    const inPlay = view.handCounts.reduce((a, b) => a + b, 0) + view.line.length;
    expect([inPlay, view.boneyard]).toEqual([40, 15]);
    await explained(page, problems, 'double-nine-seats', () =>
      expect.poll(() => page.locator('.seat').count()).toBe(4),
    );

    // The hand played through the page: the first playable tile each turn, its first end if asked.
    let turns = 0;
    for (let i = 0; i < 40; i++) {
      let phase = 'waiting';
      await expect
        .poll(
          async () => {
            if (await page.getByRole('button', { name: 'Next hand' }).count()) return (phase = 'over');
            const text = (await statusText(page)) ?? '';
            if (text.startsWith('Match over')) return (phase = 'over');
            if (text.startsWith('Your turn') && (await enabledTiles(page)).length > 0)
              return (phase = 'turn');
            return 'waiting';
          },
          { timeout: 15_000, interval: 100 },
        )
        .not.toBe('waiting');
      if (phase === 'over') break;
      if (turns === 0) await checkAccessibility(page, 'double-nine partnership table');
      turns++;
      const before = await lineTiles(page).count();
      const [tile] = await enabledTiles(page);
      await handOf(page).getByRole('button', { name: tile, exact: true }).click();
      const ends = page.getByRole('button', { name: /\bend\b/ });
      if (await ends.count()) await ends.first().click();
      // The line grows, or the tile was the hand's last and the hand is over.
      await expect
        .poll(
          async () =>
            (await lineTiles(page).count()) > before ||
            (await page.getByRole('button', { name: 'Next hand' }).count()) > 0,
          { timeout: 10_000 },
        )
        .toBe(true);
    }
    expect(turns).toBeGreaterThan(0);
    // The hand's end: four hands revealed, the deal verified from the revealed seed.
    await expect
      .poll(() => page.getByRole('list', { name: 'Revealed hands' }).getByRole('listitem').count())
      .toBe(4);
    await expect.poll(() => page.locator('.fair').textContent()).toMatch(/^Deal verified/);
    const ended = await ok(api.GET('/v1/tables/{id}', byId(id)));
    const played = lineView(ended).lastHand!.history.flatMap((e) => (e.type === 'play' ? [e.tile] : []));
    expect(played.some((t) => Number(t.split('-')[1]) > 6)).toBe(true);
    await checkAccessibility(page, 'double-nine partnership, hand over');
    await screenshot(page, 'double-nine-hand-over');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
