/**
 * Quick phrases at a table, on the run's DynamoDB Local: a seated player says one of the fixed
 * phrases, everyone who may watch reads it (a public table's without a token), a spectator
 * cannot say one, free text is refused, five a minute per seat and then 429 with Retry-After;
 * and a phrase never moves the table's version, so a move sent with the version read before it
 * is still good.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import type { Store } from '../../functions/api/deps';
import { signUp, type TestPlayer, testDeps, testStore } from '../support/api';
import { expectOk, expectProblem, typedClient } from '../support/client';
import { moveOf, startTable } from '../support/play';

const store: Store = testStore();
const deps = testDeps({}, store);
/** The app's clock, moved by the tests (the rate's minute). */
let now = Date.now();
deps.now = () => new Date(now);
const app = createApp(deps);
const as = (p: TestPlayer) => typedClient(app, p.token);
const anyone = typedClient(app);
const at = (id: string) => ({ params: { path: { id } } });
const say = (p: TestPlayer, id: string, phrase: string) =>
  as(p).POST('/v1/tables/{id}/phrases', { ...at(id), body: { phrase } });

function match(a: TestPlayer, b: TestPlayer, seed: string, visibility: 'public' | 'private' = 'private') {
  return startTable(app, a, [b], { rules: { preset: 'block', players: 2 }, visibility, seed });
}

describe('quick phrases', () => {
  it('a phrase between two moves: the second move is good with the version read before the phrase', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Ana'), signUp(app, 'Ben')]);
    const t = await match(a, b, 'phrases-version');
    const people = [a, b];
    // The first move.
    let table = await expectOk(as(people[t.turn!.seat]).GET('/v1/tables/{id}', at(t.id)));
    const first = people[table.turn!.seat];
    const mine = await expectOk(as(first).GET('/v1/tables/{id}', at(t.id)));
    table = await expectOk(
      as(first).POST('/v1/tables/{id}/moves', {
        ...at(t.id),
        body: { ...moveOf(mine.view!.legalMoves![0]), version: mine.version },
      }),
    );
    // The next to move reads the table, then a phrase is said by each, then they move with that version.
    const second = people[table.turn!.seat];
    const read = await expectOk(as(second).GET('/v1/tables/{id}', at(t.id)));
    const said = await expectOk(say(first, t.id, 'nice-move'), 201);
    expect(said).toMatchObject({ seat: first === a ? 0 : 1, phrase: 'nice-move', text: 'Nice move', seq: 1 });
    await expectOk(say(second, t.id, 'thanks'), 201);
    const stored = (await store.findTable(t.id))!;
    expect(stored.version).toBe(read.version);
    const after = await expectOk(
      as(second).POST('/v1/tables/{id}/moves', {
        ...at(t.id),
        body: { ...moveOf(read.view!.legalMoves![0]), version: read.version },
        headers: { 'if-match': `"${read.version}"` },
      }),
    );
    expect(after.version).toBe(read.version + 1);
  });

  it('five a minute per seat, then 429 phrase/too-many with Retry-After; the other seat is not held; a minute on, again', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Cas'), signUp(app, 'Dee')]);
    const t = await match(a, b, 'phrases-rate');
    const start = now;
    for (let i = 0; i < 5; i++) {
      now = start + i * 1000;
      await expectOk(say(a, t.id, 'good-luck'), 201);
    }
    now = start + 10_000;
    const res = await say(a, t.id, 'oops');
    const problem = await expectProblem(res, 429);
    expect(problem.code).toBe('phrase/too-many');
    // The first of the five leaves the minute 60 s after it was said: 50 s from now.
    expect(res.response.headers.get('retry-after')).toBe('50');
    await expectOk(say(b, t.id, 'hello'), 201);
    now = start + 60_001;
    await expectOk(say(a, t.id, 'oops'), 201);
    now = start + 60_500;
    expect((await expectProblem(say(a, t.id, 'oops'), 429)).code).toBe('phrase/too-many');
    now = Date.now();
  });

  it('no free text: an unknown phrase is 422 phrase/unknown, a body without one 400', async () => {
    const [a, b] = await Promise.all([signUp(app, 'Eve'), signUp(app, 'Fay')]);
    const t = await match(a, b, 'phrases-unknown');
    expect((await expectProblem(say(a, t.id, 'you are bad'), 422)).code).toBe('phrase/unknown');
    expect((await expectProblem(say(a, t.id, 'toString'), 422)).code).toBe('phrase/unknown');
    const bare = await as(a).POST('/v1/tables/{id}/phrases', { ...at(t.id), body: {} as { phrase: string } });
    expect((await expectProblem(bare, 400)).code).toBe('request/validation');
    const log = await expectOk(as(a).GET('/v1/tables/{id}/phrases', at(t.id)));
    expect(log.phrases).toEqual([]);
  });

  it('a spectator cannot say one (403), even at a public table, nor a stranger without a seat', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'Gus'), signUp(app, 'Hal'), signUp(app, 'Ivy')]);
    const t = await match(a, b, 'phrases-spectator', 'public');
    expect((await expectProblem(say(c, t.id, 'hello'), 403)).code).toBe('table/not-seated');
    const none = await anyone.POST('/v1/tables/{id}/phrases', { ...at(t.id), body: { phrase: 'hello' } });
    expect(none.response.status).toBe(401);
  });

  it('reads: the players of a private table, anyone at a public one (no token); a long-poll answers when one is said', async () => {
    const [a, b, c] = await Promise.all([signUp(app, 'Jo'), signUp(app, 'Kit'), signUp(app, 'Lou')]);
    const priv = await match(a, b, 'phrases-read-private');
    await expectOk(say(a, priv.id, 'hello'), 201);
    const mine = await expectOk(as(b).GET('/v1/tables/{id}/phrases', at(priv.id)));
    expect(mine.phrases.map((p) => [p.seat, p.phrase])).toEqual([[0, 'hello']]);
    expect(mine.last).toBe(1);
    expect((await expectProblem(as(c).GET('/v1/tables/{id}/phrases', at(priv.id)), 403)).code).toBe(
      'table/not-seated',
    );
    expect((await anyone.GET('/v1/tables/{id}/phrases', at(priv.id))).response.status).toBe(401);

    const pub = await match(a, b, 'phrases-read-public', 'public');
    const before = (await store.findTable(pub.id))!.version;
    const waiting = anyone.GET('/v1/tables/{id}/phrases', {
      params: { path: { id: pub.id }, query: { after: 0, wait: 10 } },
    });
    await new Promise((r) => setTimeout(r, 400));
    await expectOk(say(b, pub.id, 'good-luck'), 201);
    const got = await expectOk(waiting);
    expect(got.phrases.map((p) => [p.seq, p.seat, p.phrase, p.text])).toEqual([
      [1, 1, 'good-luck', 'Good luck'],
    ]);
    // By join code too, and after the last: nothing new within a short wait.
    const quiet = await expectOk(
      as(c).GET('/v1/tables/{id}/phrases', {
        params: { path: { id: pub.code }, query: { after: 1, wait: 1 } },
      }),
    );
    expect(quiet).toEqual({ tableId: pub.id, phrases: [], last: 1 });
    expect((await store.findTable(pub.id))!.version).toBe(before);
  });
});
