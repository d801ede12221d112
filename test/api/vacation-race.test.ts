/**
 * Issue 39, item 12, on DynamoDB Local: 24 racing PUT and DELETE of one player's vacation, and a
 * burst of phrases from every seat of a table, answer with no 503 (a lost race is read and done
 * again) and leave the bank and the log right; the public GET /v1/vacations shows the date asked
 * for, never the date the bank cut it to; going away and coming back at once costs nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../functions/api/deps';
import { signUp, type TestPlayer, testApp, testStore } from '../support/api';
import { expectOk, typedClient } from '../support/client';
import { startTable } from '../support/play';

const store: Store = testStore();
const app = testApp({ rateLimit: null }, store);
const as = (p: TestPlayer) => typedClient(app, p.token);
const DAY = 86_400_000;
const DAY_MINUTES = 1440;

describe('a player’s vacation, 24 requests at once', () => {
  it('answers every one (no 503), and leaves the bank as the last write says', async () => {
    const ana = await signUp(app, 'Ana');
    const days = [1, 2, 3, 4, 5, 6];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0
          ? as(ana).PUT('/v1/players/me/vacation', {
              body: {
                until: new Date(Date.now() + days[(i / 2) % days.length] * DAY - 60_000).toISOString(),
              },
            })
          : as(ana).DELETE('/v1/players/me/vacation'),
      ),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(
      statuses.filter((s) => s !== 200),
      JSON.stringify(answers.map((a) => a.error ?? null)),
    ).toEqual([]);
    // Within the hour, every away said again or ended gives back all it spent: the bank is the
    // 7 starting days less what the away standing now spent, nothing lost on the way.
    const bank = (await store.vacations.findBank(ana.id))!;
    const standing = bank.awayUntil === null ? 0 : bank.asked!.spentMinutes;
    expect(bank.balanceMinutes).toBe(7 * DAY_MINUTES - standing);
    expect(bank.version).toBeGreaterThanOrEqual(12);
    const mine = await expectOk(as(ana).GET('/v1/players/me/vacation'));
    expect(mine.balanceMinutes).toBe(bank.balanceMinutes);
  });
});

describe('going away and coming back at once', () => {
  it('costs nothing', async () => {
    const ben = await signUp(app, 'Ben');
    const away = await expectOk(
      as(ben).PUT('/v1/players/me/vacation', {
        body: { until: new Date(Date.now() + 2.5 * DAY).toISOString() },
      }),
    );
    expect(away.balanceMinutes).toBe(4 * DAY_MINUTES);
    const back = await expectOk(as(ben).DELETE('/v1/players/me/vacation'));
    expect([back.balanceMinutes, back.awayUntil]).toEqual([7 * DAY_MINUTES, null]);
  });
});

describe('who is away, for everyone', () => {
  it('shows the date asked for; only the owner sees the date the bank cut it to', async () => {
    const cat = await signUp(app, 'Cat');
    const asked = new Date(Date.now() + 20 * DAY);
    const mine = await expectOk(
      as(cat).PUT('/v1/players/me/vacation', { body: { until: asked.toISOString() } }),
    );
    // Seven days in the bank: away seven days, though twenty were asked for.
    expect(Date.parse(mine.awayUntil!)).toBeLessThan(Date.now() + 7 * DAY + 1000);
    expect(mine.askedUntil).toBe(asked.toISOString());
    const seen = await expectOk(
      typedClient(app).GET('/v1/vacations', { params: { query: { players: cat.id } } }),
    );
    expect(seen).toEqual({ away: [{ playerId: cat.id, until: asked.toISOString() }] });
    expect(JSON.stringify(seen)).not.toContain(mine.awayUntil!);
  });
});

describe('phrases from every seat at once', () => {
  it('are all said (no 503), each once, numbered without a gap', async () => {
    const people = await Promise.all(['Dee', 'Eli', 'Fay', 'Gus'].map((n) => signUp(app, n)));
    const t = await startTable(app, people[0], people.slice(1), {
      rules: { preset: 'partnership', players: 4 },
      seed: 'phrase-race',
    });
    const phrases = ['hello', 'good-luck', 'nice-move', 'thanks', 'good-game'];
    const answers = await Promise.all(
      people.flatMap((p) =>
        phrases.map((phrase) =>
          as(p).POST('/v1/tables/{id}/phrases', { params: { path: { id: t.id } }, body: { phrase } }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.response.status);
    expect(
      statuses.filter((s) => s !== 201),
      JSON.stringify(answers.map((a) => a.error ?? null)),
    ).toEqual([]);
    const log = (await store.phrases.findPhrases(t.id))!;
    expect(log.said.map((p) => p.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
