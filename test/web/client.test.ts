/**
 * The web client in real Chromium, against the real app on DynamoDB Local: people play through
 * roles and names alone (the accessibility contract), and each screen passes axe-core, logs no
 * error and makes no failing request. Screenshots go to test-results/web/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { en } from '../../web/src/i18n/en';
import { howto } from '../../web/src/i18n/en/howto';
import { messages as es } from '../../web/src/i18n/es';
import { messages as ptBR } from '../../web/src/i18n/pt-BR';
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
  ok,
  screenshot,
  signUp,
  signUpInPage,
  sized,
  startDeal,
  statusText,
  tokenOf,
  watch,
} from './browser';

const suite = browserSuite();
const { newPage } = suite;

const sorted = (xs: string[]) => [...xs].sort();

/** A message's words, its ICU syntax (placeholders, selects, plurals and their keys) left out. */
function catalogWords(messages: Record<string, string | undefined>): Set<string> {
  const text = Object.values(messages)
    .join(' ')
    .replace(/\{\s*\w+\s*,\s*(select|plural)\s*,/g, ' ')
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/[=\w]+\s*\{/g, ' ');
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/**
 * The English words on the table screen of a page in `lang`: words of the English catalog that
 * the language's own does not use, in the text, labels and titles of the screen (the table's
 * head bar aside: u-events converts TableHead.tsx; and the players' names).
 */
async function englishOnTable(page: Page, lang: 'es' | 'pt-BR'): Promise<string[]> {
  const own = catalogWords(lang === 'es' ? es : ptBR);
  const english = [...catalogWords(en)].filter((w) => !own.has(w));
  const shown = await page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    const labels = [...main.querySelectorAll('[aria-label],[title]')].map(
      (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
    );
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n.textContent ?? '');
    return `${texts.join(' ')} ${labels.join(' ')}`;
  });
  const words = new Set(shown.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  return english.filter((w) => words.has(w) && !['ana', 'greedy'].includes(w));
}

/** Words of a German length, about half as many again as `n` characters. */
const german = (n: number) => ' Längerwort'.repeat(Math.ceil(n / 22));

/**
 * A built catalog chunk with each message grown by half, in words of a German length: a plain
 * one (`"key":` then its text, quoted or in backticks) at its end, and one compiled to its syntax
 * tree (`"key":[…]`, web/precompile-messages.ts) by a literal added at the tree's end.
 */
function germanLength(chunk: string): string {
  const plain = chunk.replace(
    /("[a-z]+\.[A-Za-z0-9.]+":)(["`])((?:\\.|(?!\2)[^\\])*)\2/g,
    (_, key: string, quote: string, text: string) => `${key}${quote}${text}${german(text.length)}${quote}`,
  );
  const parts: string[] = [];
  let at = 0;
  const tree = /"[a-z]+\.[A-Za-z0-9.]+":\[/g;
  for (let m = tree.exec(plain); m; m = tree.exec(plain)) {
    let end = m.index + m[0].length - 1;
    let depth = 0;
    let quote = '';
    for (; end < plain.length; end++) {
      const c = plain[end];
      if (quote) {
        if (c === '\\') end++;
        else if (c === quote) quote = '';
      } else if (c === '`' || c === '"') quote = c;
      else if (c === '[' || c === '{') depth++;
      else if ((c === ']' || c === '}') && --depth === 0) break;
    }
    const literals = [...plain.slice(m.index, end).matchAll(/type:0,value:(["`])((?:\\.|(?!\1)[^\\])*)\1/g)];
    parts.push(
      plain.slice(at, end),
      `,{type:0,value:\`${german(literals.reduce((n, l) => n + l[2].length, 0))}\`}`,
    );
    at = end;
    tree.lastIndex = end;
  }
  return parts.join('') + plain.slice(at);
}

/** The version the table screen shows. */
async function shownVersion(page: Page): Promise<number> {
  return Number(await page.locator('[data-version]').getAttribute('data-version'));
}

/** What the table screen waits for: your move, the end of a hand, the end of the match. */
type Phase = 'turn' | 'handOver' | 'over' | 'waiting';

async function phase(page: Page): Promise<Phase> {
  const text = (await statusText(page)) ?? '';
  if (text.startsWith('Match over')) return 'over';
  if (await page.getByRole('button', { name: 'Next hand' }).count()) return 'handOver';
  if (text.startsWith('Your turn') && (await enabledTiles(page)).length > 0) return 'turn';
  return 'waiting';
}

async function waitForPhase(page: Page) {
  let p = 'waiting' as Phase;
  await expect
    .poll(async () => (p = await phase(page)), { timeout: 15_000, interval: 100 })
    .not.toBe('waiting');
  return p;
}

/**
 * The person opens with 4-4; the computer holds no 4 and passes, so it is the person's turn
 * again, and their 4-6 fits both ends.
 */
const FOUR_FOUR: Hands = [
  ['4-4', '4-6', '0-0', '0-1', '0-2', '1-1', '1-2'],
  ['5-5', '5-6', '6-6', '3-3', '3-5', '3-6', '2-2'],
];

/** The second seat for startDeal: the greedy computer, which answers within the move. */
const GREEDY = { computer: 'greedy' } as const;

function playTiles(view: { legalMoves: { type: string; tile?: string }[] | null }): string[] {
  return [...new Set((view.legalMoves ?? []).flatMap((m) => (m.type === 'play' ? [m.tile!] : [])))];
}

describe('the web client in Chromium', () => {
  test('a whole two-player Draw match against an expert computer, played by clicking', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    await expect.poll(() => page.getByRole('heading', { name: 'Play dominoes' }).count()).toBe(1);
    await checkAccessibility(page, 'home');
    await screenshot(page, 'home');

    await page.getByRole('radio', { name: /^Draw/ }).check();
    await page.getByLabel('Players', { exact: true }).selectOption('2');
    await page.getByLabel('Computer players', { exact: true }).selectOption('expert');
    await page.getByLabel('Play to', { exact: true }).selectOption('10');
    await page.getByLabel('Your name (optional)').fill('Ana');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/tables\/[^/]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const token = await tokenOf(page);
    expect(token).toMatch(/\./);

    let turns = 0;
    let handsSeen = 0;
    for (let guard = 0; guard < 300; guard++) {
      const p = await explained(page, problems, 'whole-match-phase', () => waitForPhase(page));
      if (p === 'over') break;
      if (p === 'handOver') {
        handsSeen++;
        await expect.poll(() => page.locator('.fair').textContent()).toMatch(/^Deal verified/);
        await expect
          .poll(() => page.getByRole('list', { name: 'Revealed hands' }).getByRole('listitem').count())
          .toBe(2);
        if (handsSeen === 1) {
          await checkAccessibility(page, 'end of a hand');
          await screenshot(page, 'hand-over');
        }
        await page.getByRole('button', { name: 'Next hand' }).click();
        continue;
      }
      // Your turn: the enabled tiles are exactly the tiles of legalMoves, at the same version.
      const version = await shownVersion(page);
      const table = await ok(apiAt(suite.url, token).GET('/v1/tables/{id}', byId(id)));
      if (table.version !== version) continue;
      // The hand renders just after the version it belongs to: wait for it, not for a fixed time.
      await explained(page, problems, 'whole-match-hand', async () => {
        await expect
          .poll(async () => sorted(await enabledTiles(page)), {
            message: `the enabled tiles at version ${version} (hand ${lineView(table).handNo}, the API's turn: seat ${lineView(table).turn}, you: ${table.you})`,
          })
          .toEqual(sorted(playTiles(table.view!)));
        // Polled too: on a loaded machine the hand was read empty just after the tiles matched.
        await expect
          .poll(async () =>
            sorted(
              await handOf(page)
                .getByRole('button')
                .evaluateAll((els) => els.map((b) => b.getAttribute('aria-label')!)),
            ),
          )
          .toEqual(sorted(table.view!.hand!));
      });
      if (turns === 0) {
        await checkAccessibility(page, 'table');
        await screenshot(page, 'table');
      }
      turns++;
      const [tile] = await enabledTiles(page);
      await handOf(page).getByRole('button', { name: tile, exact: true }).click();
      const ends = page.getByRole('button', { name: /\bend\b/ });
      if (await ends.count()) await ends.first().click();
      await explained(page, problems, 'whole-match-move', () =>
        expect.poll(() => shownVersion(page), { timeout: 10_000 }).toBeGreaterThan(version),
      );
    }
    expect(turns).toBeGreaterThan(2);
    // The end of the match: the winner in the live region, the last hand revealed and verified.
    await expect.poll(() => statusText(page)).toMatch(/^Match over: .* wins?,/);
    await expect.poll(() => page.locator('.fair').textContent()).toMatch(/^Deal verified/);
    const final = await ok(apiAt(suite.url, token).GET('/v1/tables/{id}', byId(id)));
    expect(final.status).toBe('over');
    expect(Math.max(...lineView(final).scores)).toBeGreaterThanOrEqual(10);
    await checkAccessibility(page, 'end of the match');
    await screenshot(page, 'match-over');

    // My tables lists it; a rematch against the computer starts at once.
    await page.getByRole('link', { name: 'My tables' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Draw with/ }).count()).toBe(1);
    await checkAccessibility(page, 'my tables');
    await screenshot(page, 'my-tables');
    await page.goBack();
    await page.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith(id));
    await expect.poll(() => statusText(page)).toMatch(/turn/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a tile whose two ends make the same line is played at once, by keyboard alone', async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Kay');
    // Kay opens with 4-4, the computer passes, and Kay's 4-6 then fits both ends of the lone 4-4:
    // either makes the same line, so none is asked (an end that changes the line is asked:
    // table-in-step.test.ts).
    const table = await startDeal(suite.url, me, GREEDY, {
      preset: 'block',
      hands: FOUR_FOUR,
      opener: 0,
      target: 10,
    });
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    expect(await enabledTiles(page)).toHaveLength(7);

    await handOf(page).getByRole('button', { name: '4-4', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownVersion(page)).toBeGreaterThan(1);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    // The status can say "Your turn." a moment before the hand renders the new version.
    await expect.poll(() => enabledTiles(page)).toEqual(['4-6']);
    await page.getByText('passed').first().waitFor();

    // The focus came back to the hand, on its one playable tile.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('4-6');
    await page.keyboard.press('Enter');
    // The computer then plays out its tiles and the hand blocks: Kay's 4-6 went on the first end.
    await expect.poll(() => page.getByText('You played 4-6.').count()).toBe(1);
    expect(await page.getByRole('button', { name: /\bend\b/ }).count()).toBe(0);
    const after = await ok(apiAt(suite.url, me).GET('/v1/tables/{id}', byId(table.id)));
    const plays = lineView(after).lastHand!.history.filter((e: { type: string }) => e.type === 'play');
    expect(plays.slice(0, 2)).toMatchObject([
      { tile: '4-4', end: 0 },
      { tile: '4-6', end: 0 },
    ]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a move that ends the hand shows the hand's end before the next hand's turn", async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Lou');
    // A development table: Lou opens with 0-0 and nobody else holds a 0, so the hand blocks at
    // once (Block: nobody draws) and the move's answer is already the next hand.
    const table = await startDeal(suite.url, me, GREEDY, {
      preset: 'block',
      hands: [
        ['0-0', '1-1', '1-2', '1-3', '2-2', '2-3', '3-3'],
        ['4-4', '4-5', '4-6', '5-5', '5-6', '6-6', '1-4'],
      ],
      opener: 0,
    });
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    // Every screen the page shows from now on: its heading (the hand) and its status line.
    await page.evaluate(() => {
      const seen: string[] = [];
      (globalThis as unknown as { seen: string[] }).seen = seen;
      const note = () => {
        const line = `${document.querySelector('h1')?.textContent} | ${document.querySelector('[role="status"]')?.textContent}`;
        if (seen.at(-1) !== line) seen.push(line);
      };
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await handOf(page).getByRole('button', { name: '0-0', exact: true }).click();
    await explained(page, problems, 'hand-end-first', () =>
      expect.poll(() => page.getByRole('button', { name: 'Next hand' }).count()).toBe(1),
    );
    const seen = await page.evaluate(() => (globalThis as unknown as { seen: string[] }).seen);
    // Hand 2 never appears until Next hand is pressed: the heading says hand 1 with its end.
    expect(seen.filter((s) => /hand 2/.test(s))).toEqual([]);
    expect(seen.some((s) => /hand 1 \| Hand 1 is over\./.test(s))).toBe(true);
    await page.getByRole('button', { name: 'Next hand' }).click();
    await expect.poll(() => statusText(page)).toMatch(/turn/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/hand 2/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('after a 503 the page reads again, and a move whose answer was lost says so and shows the table', async () => {
    const page = await newPage();
    const problems = watch(page, [/^503 (GET|POST) /, /status of 503/]);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Max');
    // Max opens with 4-4; the computer has no 4 and passes, so it is Max's turn again, with 4-6.
    const table = await startDeal(suite.url, me, GREEDY, {
      preset: 'block',
      hands: FOUR_FOUR,
      opener: 0,
      target: 10,
    });
    const problem = (code: string, detail: string) => ({
      status: 503,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '1' },
      body: JSON.stringify({ type: 'about:blank', title: 'Try again shortly', status: 503, code, detail }),
    });
    const tablePath = `/v1/tables/${table.id}`;
    // The first read of the table meets a store that is busy: the page waits and reads again.
    let refusedReads = 0;
    await page.route(
      (u) => u.pathname === tablePath,
      (route) =>
        route.request().method() === 'GET' && refusedReads++ === 0
          ? route.fulfill(
              problem('store/unavailable', 'the game store is busy or unreachable; nothing was changed'),
            )
          : route.fallback(),
    );
    // Every answer to the move is lost after the move reached the server: 503 outcome-unknown.
    let moveAttempts = 0;
    await page.route(
      (u) => u.pathname === `${tablePath}/moves`,
      async (route) => {
        moveAttempts++;
        await route.fetch();
        await route.fulfill(problem('store/outcome-unknown', 'your change may or may not have been applied'));
      },
    );
    await page.goto(`${suite.url}/tables/${table.id}`);
    await explained(page, problems, 'read-after-503', () =>
      expect.poll(() => statusText(page)).toBe('Your turn.'),
    );
    expect(refusedReads).toBeGreaterThan(1);

    await handOf(page).getByRole('button', { name: '4-4', exact: true }).click();
    await explained(page, problems, 'move-outcome-unknown', async () => {
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toMatch(/could not tell whether your move was made: the table is shown as it is now/);
      // The table read again: the move was made once (the same key each time), and the hand is
      // enabled for the next move.
      await expect.poll(() => enabledTiles(page)).toEqual(['4-6']);
    });
    expect(moveAttempts).toBe(4);
    const now = await ok(apiAt(suite.url, me).GET('/v1/tables/{id}', byId(table.id)));
    expect(lineView(now).line).toHaveLength(1);
    expect(now.view!.hand).not.toContain('4-4');
    await screenshot(page, 'outcome-unknown');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the waiting room says what went wrong, in sentences, while it tries again to follow the table', async () => {
    const page = await newPage();
    const problems = watch(page, [/^500 GET /, /status of 500/, /ERR_ABORTED/]);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Wes');
    // Two seats, one of them open: the table waits for a player.
    const table = await ok(
      apiAt(suite.url, me).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 2, target: 10 } },
      }),
    );
    // The first read comes; the first long-poll after it gets no answer (the connection drops),
    // and every one after that fails (a 500, which the client does not repeat).
    let polls = 0;
    await page.route(
      (u) => u.pathname === `/v1/tables/${table.id}` && u.searchParams.has('since'),
      (route) =>
        polls++ === 0
          ? route.abort('aborted')
          : route.fulfill({
              status: 500,
              headers: { 'content-type': 'application/problem+json' },
              body: JSON.stringify({ status: 500, code: 'internal', detail: 'something failed on our side' }),
            }),
    );
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Waiting for players: 1 seat is open.');
    // Each problem a sentence of its own, and "try again" said once, by the page that does it.
    await explained(page, problems, 'waiting-room-unreachable', () =>
      expect
        .poll(() => page.locator('.problem').allTextContents())
        .toEqual(['Could not reach the server: check the connection. Trying again…']),
    );
    await explained(page, problems, 'waiting-room-retrying', () =>
      expect
        .poll(() => page.locator('.problem').allTextContents())
        .toEqual(['Something failed on our side. Trying again…']),
    );
    await checkAccessibility(page, 'waiting room, trying again');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a private table whose seat is given up on another device: the page stops following it and says why', async () => {
    const page = await newPage();
    // Once he has left, both views of the table refuse him (403): the page says so in words.
    const problems = watch(page, [/^403 GET /, /status of 403/]);
    await page.goto(suite.url);
    const ben = await signUpInPage(page, suite.url, 'Ben');
    const ana = await signUp(suite.url, 'Ana');
    // A private table (the default): Ana opens it, Ben sits down.
    const table = await ok(
      apiAt(suite.url, ana.token).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 2, target: 10 } },
      }),
    );
    await ok(apiAt(suite.url, ben).POST('/v1/tables/{id}/seats', byId(table.id)));
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Everyone is seated: waiting for the host to start.');
    // Ben leaves from another device: the page's long-poll wakes, and is refused.
    await ok(apiAt(suite.url, ben).DELETE('/v1/tables/{id}/seats/me', byId(table.id)));
    await explained(page, problems, 'given-up-elsewhere', () =>
      expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('This table can no longer be shown'),
    );
    expect(await page.getByRole('alert').allTextContents()).toEqual([
      'This table is private: only its players may follow it',
    ]);
    expect(await page.getByText(/Trying again/).count()).toBe(0);
    // The ways on that a table which cannot be shown offers (the menu has My tables too).
    const panel = page.locator('.panel');
    expect(await panel.getByRole('link').allTextContents()).toEqual(['My tables', 'Start a game']);
    await checkAccessibility(page, 'a table no longer shown');
    await screenshot(page, 'table-given-up');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("two people: one opens, the other joins by the share link, each sees the other's move within 2 s", {
    timeout: 60_000,
  }, async () => {
    const ana = await newPage();
    const ben = await newPage(sized(390, 844));
    const anaProblems = watch(ana);
    const benProblems = watch(ben);

    await ana.goto(`${suite.url}/friends`);
    await ana.getByLabel('Your name, as your friends will see it').fill('Ana');
    await ana.getByRole('radio', { name: /^Draw/ }).check();
    await ana.getByLabel('Play to', { exact: true }).selectOption('10');
    await ana.getByLabel('Fill the seats still empty').uncheck();
    await ana.getByLabel('List it in the lobby').check();
    await checkAccessibility(ana, 'play with friends');
    await screenshot(ana, 'friends');
    await ana.getByRole('button', { name: 'Open the table' }).click();
    await ana.waitForURL(/\/tables\//);
    const link = await ana.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/join\/[A-Z0-9]+\?host=Ana&game=draw&players=2&to=10$/);
    await expect.poll(() => statusText(ana)).toBe('Waiting for players: 1 seat is open.');
    await checkAccessibility(ana, 'waiting room');
    await screenshot(ana, 'waiting-room');

    // Ben finds it in the lobby (looking signs nobody up), then opens the link, which asks the
    // name the others will see and takes the seat.
    await ben.goto(`${suite.url}/lobby`);
    await expect.poll(() => ben.getByText('opened by Ana').count()).toBeGreaterThan(0);
    await checkAccessibility(ben, 'lobby');
    await screenshot(ben, 'lobby');
    expect(await tokenOf(ben)).toBe('');
    await ben.goto(link);
    await expect.poll(() => ben.getByText(/Ana's Draw table, 2 players, playing to 10/).count()).toBe(1);
    await checkAccessibility(ben, 'join by link, asked a name');
    await ben.getByLabel('Your name, as the others will see it').fill('Ben');
    await ben.getByRole('button', { name: 'Take a seat' }).click();
    await ben.waitForURL(/\/tables\//);
    await expect.poll(() => ben.getByRole('heading', { name: /table/ }).count()).toBe(1);
    expect(await ben.getByRole('list').filter({ hasText: 'Ana' }).count()).toBe(1);

    // Ana sees Ben sit down without reloading, and starts.
    await expect
      .poll(() => statusText(ana), { timeout: 5000 })
      .toBe('Everyone is seated: start when you are ready.');
    await ana.getByRole('button', { name: 'Start the match' }).click();
    await expect.poll(() => statusText(ben), { timeout: 5000 }).toMatch(/turn/);

    // Two moves, one each way: the other screen shows it within 2 s.
    for (let move = 0; move < 2; move++) {
      const mover = (await statusText(ana))?.startsWith('Your turn') ? ana : ben;
      const other = mover === ana ? ben : ana;
      await expect.poll(() => enabledTiles(mover)).not.toEqual([]);
      // The mover's version, not the other's: the other screen may still be catching up on what
      // came before (the mover's automatic draws), and only a version past this one has the move.
      const before = await shownVersion(mover);
      const [tile] = await enabledTiles(mover);
      await handOf(mover).getByRole('button', { name: tile, exact: true }).click();
      const ends = mover.getByRole('button', { name: /\bend\b/ });
      if (await ends.count()) await ends.first().click();
      const moved = Date.now();
      await expect.poll(() => shownVersion(other), { timeout: 2000, interval: 50 }).toBeGreaterThan(before);
      // Its line in "What happened" too, within the same 2 s.
      await expect
        .poll(() => other.getByText(new RegExp(`played ${tile}`)).count(), {
          timeout: Math.max(1, 2000 - (Date.now() - moved)),
          interval: 50,
        })
        .toBeGreaterThan(0);
      expect(Date.now() - moved).toBeLessThan(2000);
      await expect.poll(() => other.locator('svg g[data-tile]').count()).toBe(move + 1);
    }
    await checkAccessibility(ben, 'table on a phone');
    await screenshot(ben, 'table-phone-friends');
    expect([...anaProblems, ...benProblems]).toEqual([]);
    await ana.context().close();
    await ben.context().close();
  });

  test('a person without a seat opens a public table waiting for players, takes a seat, and plays from it', {
    timeout: 60_000,
  }, async () => {
    const ana = await newPage();
    const ben = await newPage();
    const anaProblems = watch(ana);
    const benProblems = watch(ben);
    await ana.goto(suite.url);
    const anaToken = await signUpInPage(ana, suite.url, 'Ana');
    await ben.goto(suite.url);
    await signUpInPage(ben, suite.url, 'Ben');
    const table = await ok(
      apiAt(suite.url, anaToken).POST('/v1/tables', {
        body: { rules: { preset: 'draw', players: 2, target: 10 }, visibility: 'public' },
      }),
    );
    const seats = (page: Page) => page.locator('ol.seats').getByRole('listitem');
    await ana.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(ana)).toBe('Waiting for players: 1 seat is open.');

    // Ben opens the table's own page (not the share link, which would seat him): the server shows
    // it to him without a seat, and the page offers him the open one, with nothing to leave.
    await ben.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(ben)).toBe('Waiting for players: 1 seat is open.');
    await explained(ben, benProblems, 'without-a-seat', () =>
      expect.poll(() => ben.getByRole('button', { name: 'Take a seat' }).count()).toBe(1),
    );
    expect(await ben.getByRole('button', { name: /Leave|Close/ }).count()).toBe(0);
    expect(await seats(ben).allTextContents()).toEqual(['Ana', 'Open seat']);
    await checkAccessibility(ben, 'waiting room without a seat');

    await ben.getByRole('button', { name: 'Take a seat' }).click();
    await expect.poll(() => statusText(ben)).toBe('Everyone is seated: waiting for the host to start.');
    await expect.poll(() => seats(ben).allTextContents()).toEqual(['Ana', 'You']);
    expect(await ben.getByRole('button', { name: 'Leave the table' }).count()).toBe(1);
    expect(await ben.getByRole('button', { name: 'Take a seat' }).count()).toBe(0);

    // Ana sees him arrive without a reload; when she starts, his page has his seat's hand.
    await expect
      .poll(() => statusText(ana), { timeout: 5000 })
      .toBe('Everyone is seated: start when you are ready.');
    expect(await seats(ana).allTextContents()).toEqual(['You', 'Ben']);
    await ana.getByRole('button', { name: 'Start the match' }).click();
    await explained(ben, benProblems, 'seated-hand', () =>
      expect.poll(() => handOf(ben).getByRole('button').count(), { timeout: 5000 }).toBeGreaterThan(0),
    );
    expect(await ben.getByText('watching').count()).toBe(0);
    expect([...anaProblems, ...benProblems]).toEqual([]);
    await ana.context().close();
    await ben.context().close();
  });

  test('a rematch of a private match: the person invited back opens it from My tables and takes the seat kept for them', {
    timeout: 60_000,
  }, async () => {
    const ben = await newPage();
    const problems = watch(ben);
    await ben.goto(suite.url);
    const benToken = await signUpInPage(ben, suite.url, 'Ben');
    const ana = await signUp(suite.url, 'Ana');
    // A private match between Ana and Ben, over at once (Ben resigns); Ana asks for a rematch.
    const anaApi = apiAt(suite.url, ana.token);
    const first = await ok(
      anaApi.POST('/v1/tables', { body: { rules: { preset: 'draw', players: 2, target: 10 } } }),
    );
    expect(first.visibility).toBe('private');
    await ok(apiAt(suite.url, benToken).POST('/v1/tables/{id}/seats', byId(first.code)));
    await ok(anaApi.POST('/v1/tables/{id}/start', byId(first.id)));
    await ok(apiAt(suite.url, benToken).POST('/v1/tables/{id}/resign', byId(first.id)));
    const rematch = await ok(anaApi.POST('/v1/tables/{id}/rematch', byId(first.id)));

    // My tables invites Ben to it, with Ana alone (his kept seat is his, not one of the others);
    // its page shows him the waiting room (not "cannot be shown"), with his kept seat to take or
    // decline, and nothing to leave.
    await ben.getByRole('link', { name: 'My tables' }).click();
    const invitation = ben.getByRole('listitem').filter({ hasText: 'You are invited to a rematch' });
    await expect.poll(() => invitation.count()).toBe(1);
    expect(await invitation.getByRole('link').textContent()).toBe('Draw with Ana');
    await invitation.getByRole('link').click();
    await ben.waitForURL((u) => u.pathname === `/tables/${rematch.id}`);
    const heading = ben.getByRole('heading', { level: 1 });
    await explained(ben, problems, 'rematch-invitee', () =>
      expect.poll(() => heading.textContent()).toBe(`Draw table ${rematch.code}`),
    );
    expect(await statusText(ben)).toBe('A seat is kept for you: take it to play the rematch.');
    expect(await ben.locator('ol.seats').getByRole('listitem').allTextContents()).toEqual([
      'Ana',
      'You (invited)',
    ]);
    expect(await ben.getByRole('button', { name: 'Take a seat' }).count()).toBe(1);
    expect(await ben.getByRole('button', { name: 'Decline the rematch' }).count()).toBe(1);
    expect(await ben.getByRole('button', { name: /Leave|Close|Start/ }).count()).toBe(0);
    await checkAccessibility(ben, 'rematch invitation');
    await screenshot(ben, 'rematch-invitation');

    // Taking it: everyone invited back is seated, so the rematch starts, and his page has his hand.
    await ben.getByRole('button', { name: 'Take a seat' }).click();
    await explained(ben, problems, 'rematch-invitee-seated', () =>
      expect.poll(() => handOf(ben).getByRole('button').count(), { timeout: 5000 }).toBeGreaterThan(0),
    );
    expect(await ben.getByText('watching').count()).toBe(0);
    expect(problems).toEqual([]);
    await ben.context().close();
  });

  test("four-player All Fives: the spinner's arms and the points scored during play", async () => {
    const page = await newPage();
    const problems = watch(page);
    await page.goto(suite.url);
    const me = await signUpInPage(page, suite.url, 'Ana');
    const others = await Promise.all(['Ben', 'Cy', 'Dee'].map((n) => signUp(suite.url, n)));
    // A fixed deal: 5-5 opens (the spinner, 10 points), 5-6 and 4-5 go on its long sides (4-5
    // makes 6 + 4 = 10 more), 3-6 goes on the 6; then Ana's 0-5 fits both short sides.
    const table = await ok(
      apiAt(suite.url, me).POST('/v1/tables', {
        body: {
          rules: { preset: 'allFives', players: 4, target: 100 },
          deal: {
            hands: [
              ['5-5', '0-5', '1-2', '2-2', '1-1'],
              ['5-6', '0-1', '0-2', '0-3', '0-4'],
              ['4-5', '1-3', '1-4', '1-5', '1-6'],
              ['3-6', '2-3', '2-4', '2-5', '2-6'],
            ],
            opener: 0,
          },
        },
      }),
    );
    for (const o of others)
      await ok(apiAt(suite.url, o.token).POST('/v1/tables/{id}/seats', byId(table.code)));
    await ok(apiAt(suite.url, me).POST('/v1/tables/{id}/start', byId(table.id)));
    await page.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(page)).toBe('Your turn.');
    await handOf(page).getByRole('button', { name: '5-5', exact: true }).click();
    await expect.poll(() => page.getByText('You played 5-5, scoring 10.').count()).toBe(1);

    const move = async (token: string, tile: string, end: number) => {
      const t = await ok(apiAt(suite.url, token).GET('/v1/tables/{id}', byId(table.id)));
      await ok(
        apiAt(suite.url, token).POST('/v1/tables/{id}/moves', {
          ...byId(table.id),
          body: { tile, end, version: t.version },
        }),
      );
    };
    await move(others[0].token, '5-6', 0);
    await move(others[1].token, '4-5', 1);
    await move(others[2].token, '3-6', 0);
    await expect.poll(() => page.getByText('Cy played 4-5, scoring 10.').count(), { timeout: 5000 }).toBe(1);
    await expect.poll(() => statusText(page)).toBe('Your turn.');

    // 0-5 fits both of the spinner's short sides, which make the same line: played at once.
    await handOf(page).getByRole('button', { name: '0-5', exact: true }).click();
    await expect.poll(() => page.locator('svg g[data-tile]').count()).toBe(5);
    expect(await page.getByRole('button', { name: /\bend\b/ }).count()).toBe(0);

    // The arm: 0-5 stands across the line's direction, on the spinner's short side.
    const placed = await page.locator('svg g[data-tile]').evaluateAll((gs) =>
      gs.map((g) => ({
        tile: g.getAttribute('data-tile'),
        heading: g.getAttribute('data-heading'),
        spinner: g.getAttribute('data-spinner') === 'true',
      })),
    );
    expect(placed.find((t) => t.tile === '5-5')?.spinner).toBe(true);
    expect(['up', 'down']).toContain(placed.find((t) => t.tile === '0-5')?.heading);
    expect(['left', 'right']).toContain(placed.find((t) => t.tile === '5-6')?.heading);
    // Points during play show in the scores: Ana 10, Cy 10.
    const scores = await page
      .getByRole('region', { name: /Scores/ })
      .getByRole('row')
      .allTextContents();
    expect(scores[0]).toMatch(/^You\s*10/);
    expect(scores[2]).toMatch(/^Cy\s*10/);
    await checkAccessibility(page, 'All Fives with a spinner');
    await screenshot(page, 'all-fives-spinner');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a partnership match on a phone shows the team scores, and fits 360 px', async () => {
    const page = await newPage(sized(360, 740));
    const problems = watch(page);
    await page.goto(suite.url);
    await page.getByRole('radio', { name: /^Partnership/ }).check();
    await page.getByLabel('Players', { exact: true }).selectOption('4');
    await page.getByLabel('Play to', { exact: true }).selectOption('25');
    await checkAccessibility(page, 'home on a phone');
    await screenshot(page, 'home-phone');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/tables\//);
    await waitForPhase(page);
    const scores = page.getByRole('region', { name: /Team scores/ });
    const rows = await scores.getByRole('row').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^You and /);
    expect(rows[1]).toMatch(/ and /);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessibility(page, 'partnership table on a phone');
    await screenshot(page, 'partnership-phone');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('errors are shown in words from the problem, never a blank page', async () => {
    const page = await newPage();
    const problems = watch(page, [
      /404 GET .*\/v1\/tables\/NOSUCH/,
      /status of 404/,
      /404 POST .*\/v1\/tables\/NOSUCH/,
    ]);
    await page.goto(`${suite.url}/join/NOSUCH`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/NOSUCH/);
    await page.goto(`${suite.url}/tables/NOSUCH`);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/NOSUCH/);
    await checkAccessibility(page, 'an error');
    await screenshot(page, 'error');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('a hand in Spanish, from the browser’s language, and one in Portuguese, from the menu: no English word', {
    timeout: 90_000,
  }, async () => {
    // Block, and nobody but the opener holds a 0: the hand blocks at its first move.
    const hands: Hands = [
      ['0-0', '1-1', '1-2', '1-3', '2-2', '2-3', '3-3'],
      ['4-4', '4-5', '4-6', '5-5', '5-6', '6-6', '1-4'],
    ];
    const cases = [
      { lang: 'es', yourTurn: 'Te toca.', over: 'Terminó la mano 1', next: 'Siguiente mano' },
      { lang: 'pt-BR', yourTurn: 'Sua vez.', over: 'A rodada 1 acabou', next: 'Próxima rodada' },
    ] as const;
    for (const c of cases) {
      // Spanish as the browser's first language; Portuguese chosen in the header's menu.
      const page = await newPage(c.lang === 'es' ? { locale: 'es-VE' } : {});
      const problems = watch(page);
      await page.goto(suite.url);
      if (c.lang === 'pt-BR') {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
        // The header redrawn in it at once, the menu named in Portuguese.
        await expect.poll(() => page.getByRole('navigation', { name: 'Telas' }).count()).toBe(1);
      }
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(c.lang);
      const me = await signUpInPage(page, suite.url, 'Ana');
      const table = await startDeal(suite.url, me, GREEDY, { preset: 'block', hands, opener: 0 });
      await page.goto(`${suite.url}/tables/${table.id}`);
      // Remembered across a new page load.
      await expect.poll(() => statusText(page)).toBe(c.yourTurn);
      expect(await englishOnTable(page, c.lang)).toEqual([]);
      await page.locator('ul.hand').getByRole('button', { name: '0-0', exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { name: c.over }).count()).toBe(1);
      await expect.poll(() => page.locator('.fair').textContent()).not.toMatch(/…$/);
      expect(await englishOnTable(page, c.lang)).toEqual([]);
      await screenshot(page, `hand-over-${c.lang}`);
      await page.getByRole('button', { name: c.next }).click();
      await expect.poll(() => page.getByRole('button', { name: c.next }).count()).toBe(0);
      expect(await englishOnTable(page, c.lang)).toEqual([]);
      if (c.lang === 'es') {
        // How to play in Spanish: no heading of a page, nor game in its menu, is English's.
        const english = new Set<string>(Object.values(howto));
        for (const [slug, title] of [
          ['partnership', 'Cómo se juega por parejas'],
          ['mexican-train', 'Cómo se juega al Tren mexicano'],
        ]) {
          await page.goto(`${suite.url}/how-to-play/${slug}`);
          await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
          const headings = await page.locator('main').getByRole('heading').allTextContents();
          expect(headings.length).toBeGreaterThan(5);
          const games = await page
            .getByRole('navigation', { name: 'Juegos' })
            .getByRole('link')
            .allTextContents();
          expect(games).toContain('Tren mexicano');
          expect([...headings, ...games].filter((h) => english.has(h))).toEqual([]);
          await screenshot(page, `how-to-play-${slug}-es`);
        }
      }
      expect(problems).toEqual([]);
      await page.context().close();
    }

    // German-length words as a stress case: Portuguese with every message half as long again
    // (German runs about a third longer than English), on a phone: the table still fits its width.
    const phone = await newPage(sized(360, 740));
    const problems = watch(phone);
    await phone.route(/\/assets\/pt-BR-[^/]+\.js$/, async (route) => {
      const original = await (await route.fetch()).text();
      const longer = germanLength(original);
      expect(longer).not.toBe(original);
      await route.fulfill({ body: longer, contentType: 'text/javascript' });
    });
    await phone.goto(suite.url);
    await phone.evaluate(() => localStorage.setItem('dominoes.locale', 'pt-BR'));
    const me = await signUpInPage(phone, suite.url, 'Ana');
    const table = await startDeal(suite.url, me, GREEDY, { preset: 'block', hands, opener: 0 });
    await phone.goto(`${suite.url}/tables/${table.id}`);
    await expect.poll(() => statusText(phone)).toMatch(/^Sua vez\.( Längerwort)+$/);
    const width = () => phone.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(360);
    // The header's language menu shows its longest name whole, not "Português (B", with room for its arrow.
    const menu = await phone.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('.language-menu')!;
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const name = select.selectedOptions[0].text;
      const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
      return { name, room: select.clientWidth - padding, text: context.measureText(name).width };
    });
    expect(menu.name).toBe('Português (Brasil)');
    expect(menu.room).toBeGreaterThanOrEqual(menu.text + 16);
    await phone.locator('ul.hand').getByRole('button', { name: '0-0', exact: true }).click();
    await expect
      .poll(() => phone.getByRole('heading', { name: /^A rodada 1 acabou( Längerwort)+$/ }).count())
      .toBe(1);
    expect(await width()).toBeLessThanOrEqual(360);
    await screenshot(phone, 'hand-over-long-words-phone');
    expect(problems).toEqual([]);
    await phone.context().close();
  });
});
