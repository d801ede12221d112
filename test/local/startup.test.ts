/**
 * `npm start` against a DynamoDB Local that has just started and holds no table yet, with
 * requests from the first instant the port accepts them: until the table exists and DynamoDB
 * Local has answered a read and a write, every request is a 503 with Retry-After
 * (problem+json); never a 500, and from the first success on, everything works.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { type DynamoDbLocal, startDynamoDbLocal } from '../../functions/store/dynamodb-local';
import { type LocalServer, spawnLocalServer } from '../support/local-server';

interface Answer {
  at: number;
  what: string;
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  code?: string;
}

describe('npm start on a DynamoDB Local with no table yet', () => {
  let server: LocalServer | undefined;
  let local: DynamoDbLocal | undefined;
  afterAll(async () => {
    server?.stop();
    await local?.stop();
  });

  it('answers 503 with Retry-After until its table is ready, never 500, then works', async () => {
    // A fresh one: its first requests are slow while it warms up, as on a newcomer's machine.
    local = await startDynamoDbLocal();
    server = await spawnLocalServer(local.endpoint, 'startup');
    const { base, log } = server;
    const answers: Answer[] = [];
    const started = Date.now();
    const send = async (what: string, init: RequestInit & { path: string }): Promise<Answer | null> => {
      try {
        const res = await fetch(`${base}${init.path}`, init);
        const text = await res.text();
        const answer: Answer = {
          at: Date.now() - started,
          what,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          contentType: res.headers.get('content-type'),
          ...(res.headers.get('content-type')?.includes('json') && { code: JSON.parse(text).code }),
        };
        answers.push(answer);
        return answer;
      } catch {
        return null; // not listening yet: no answer at all
      }
    };
    const signUp = () =>
      send('sign-up', {
        path: '/v1/players',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Early' }),
      });
    const readMe = () => send('me', { path: '/v1/players/me', headers: { authorization: 'Bearer x.y' } });
    const document = () => send('openapi', { path: '/openapi.json' });

    // From the first instant: a burst every 10 ms until a sign-up goes through, then a few more.
    let working = 0;
    for (const end = Date.now() + 90_000; working < 10; ) {
      if (Date.now() > end) throw new Error(`no sign-up went through in 90 s; log:\n${log()}`);
      if (server.process.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
      const [up] = await Promise.all([signUp(), readMe(), document()]);
      if (up?.status === 201) working++;
      await sleep(10);
    }

    expect(answers.length).toBeGreaterThan(0);
    const failed = answers.filter((a) => a.status >= 500 && a.status !== 503);
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) {
      // A sign-up is a write: one whose call timed out on a busy machine may have landed, and says so.
      const codes =
        a.what === 'sign-up' ? ['store/unavailable', 'store/outcome-unknown'] : ['store/unavailable'];
      expect(
        [a.contentType, codes.includes(a.code ?? ''), Number(a.retryAfter) >= 1],
        JSON.stringify(a),
      ).toEqual(['application/problem+json', true, true]);
    }
    // From the first success on, the store answers: no more 503s.
    const firstOk = answers.findIndex((a) => a.status < 500);
    const later = answers.slice(firstOk).filter((a) => a.status >= 500);
    expect(later, JSON.stringify(later.slice(0, 5))).toEqual([]);
    // A refused token is refused, once the store answers.
    expect(answers.filter((a) => a.what === 'me' && a.status < 500).every((a) => a.status === 401)).toBe(
      true,
    );
  }, 150_000);
});
