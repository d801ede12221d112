/**
 * Events in real Chromium against the real app on DynamoDB Local: two people take part from two
 * browser contexts, one creates a round-robin event on /events, the other joins it on its page, a
 * third joins by the API, the organiser starts it; round 1's table is on the event page and
 * opens, its head linking back to the event and round; a resignation ends round 1's match and the page shows round 2 paired. Each screen
 * passes axe-core, also at 390×844.
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
  ok,
  screenshot,
  signUp,
  sized,
  tokenOf,
  watch,
} from './browser';

const suite = browserSuite();

/** Takes part on /events (a guest player signed up by the page); the player's token. */
async function takePart(page: Page): Promise<string> {
  await page.goto(`${suite.url}/events`);
  await page.getByRole('button', { name: 'Take part' }).click();
  await page.getByRole('heading', { name: 'My events' }).waitFor();
  return tokenOf(page);
}

const playerOf = (token: string) => token.split('.')[0];

describe('events in the browser', () => {
  test('create, join from two contexts, start, open round 1’s table, see round 2 paired', async () => {
    const [ann, bob] = [await suite.newPage(), await suite.newPage(sized(390, 844))];
    const [annProblems, bobProblems] = [watch(ann), watch(bob)];
    const annToken = await takePart(ann);
    const bobToken = await takePart(bob);
    await checkAccessibility(bob, 'events on a phone');

    // Ann creates a round-robin event she plays in; its page opens.
    await ann.getByLabel('Name', { exact: true }).fill('Sunday cup');
    await ann.getByLabel('Format').selectOption('round-robin');
    await ann.getByRole('button', { name: 'Create the event' }).click();
    await ann.waitForURL(/\/events\/[A-Za-z0-9_-]+$/);
    const id = new URL(ann.url()).pathname.split('/').pop()!;
    await explained(ann, annProblems, 'events-created', () =>
      expect.poll(() => ann.getByTestId('event-status').textContent()).toMatch(/^Upcoming/),
    );
    await checkAccessibility(ann, 'event upcoming');

    // Bob finds it among the upcoming events and joins on its page; Cy joins by the API.
    await bob.reload();
    await bob.getByRole('link', { name: 'Sunday cup' }).first().click();
    await bob.waitForURL(`${suite.url}/events/${id}`);
    await bob.getByRole('button', { name: 'Join the event' }).click();
    await explained(bob, bobProblems, 'events-joined', () => bob.getByText('You are entered.').waitFor());
    const cy = await signUp(suite.url, 'Cy');
    await ok(apiAt(suite.url, cy.token).POST('/v1/events/{id}/entrants', { ...byId(id), body: {} }));

    // Ann starts it: round 1 is paired, its table on the page.
    await ann.reload();
    await ann.getByRole('button', { name: 'Start now' }).click();
    const round1 = ann.getByRole('heading', { name: 'Round 1', exact: true });
    await explained(ann, annProblems, 'events-round-1', () => round1.waitFor());
    const event = await ok(apiAt(suite.url, annToken).GET('/v1/events/{id}', byId(id)));
    const played = event.pairedRounds[0].matches.find((m) => m.b !== null)!;
    expect(played.tableId).not.toBeNull();
    const tokens = new Map([
      [playerOf(annToken), annToken],
      [playerOf(bobToken), bobToken],
      [cy.playerId, cy.token],
    ]);
    await checkAccessibility(ann, 'event running');
    await screenshot(ann, 'events-round-1');

    // One of Ann and Bob plays round 1's match (one of three has the bye): its table opens from
    // the event page (its players' only: the event's tables are private).
    const player = [played.a, played.b].includes(playerOf(annToken)) ? ann : bob;
    if (player === bob) await bob.goto(`${suite.url}/events/${id}`);
    const tableLink = player.getByTestId('round-tables').locator(`a[href="/tables/${played.tableId}"]`);
    await tableLink.click();
    await player.waitForURL(`${suite.url}/tables/${played.tableId}`);
    await handOf(player).waitFor();
    // The table's head shows its event and round, a link back to the event's page.
    await player.getByRole('link', { name: 'Sunday cup · round 1', exact: true }).click();
    await player.waitForURL(`${suite.url}/events/${id}`);

    // Round 1's match ends by a resignation; the page (read again every few seconds) shows round 2.
    await ok(apiAt(suite.url, tokens.get(played.a)!).POST('/v1/tables/{id}/resign', byId(played.tableId!)));
    const round2 = ann.getByRole('heading', { name: 'Round 2', exact: true });
    await explained(ann, annProblems, 'events-round-2', () => round2.waitFor({ timeout: 20_000 }));
    const after = await ok(apiAt(suite.url, annToken).GET('/v1/events/{id}', byId(id)));
    expect(after.pairedRounds.map((r) => r.round)).toEqual([1, 2]);
    expect(after.pairedRounds[0].matches.find((m) => m.board === played.board)!.result?.winner).toBe('b');
    // The score column (after the rank) of round 1's winner.
    const winnerScore = ann.getByTestId('standings').locator(`tr[data-player="${played.b}"] td`).nth(1);
    await expect.poll(() => winnerScore.textContent()).toBe('1');
    await expect.poll(() => ann.getByTestId('crosstable').textContent()).toContain('Round 2');
    // Her own matches, round by round (a bye, or round 1's match with its table and review).
    await expect.poll(() => ann.getByTestId('my-matches').textContent()).toMatch(/Round 1: (a bye|won|lost)/);
    await checkAccessibility(ann, 'event round 2');
    await bob.goto(`${suite.url}/events/${id}`);
    await bob.getByRole('heading', { name: 'Round 2', exact: true }).waitFor({ timeout: 20_000 });
    expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(bob, 'event on a phone');
    await screenshot(bob, 'events-round-2-phone');
    expect(annProblems).toEqual([]);
    expect(bobProblems).toEqual([]);
  }, 120_000);
});
