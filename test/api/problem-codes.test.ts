/**
 * Every operation provoked as any client could (no token, a made-up one, made-up ids, an empty,
 * broken, foreign or oversized body, oversized headers): each answer's code is one the operation
 * documents at that status, and each code these provocations reach that it documents is reached.
 * On the run's DynamoDB Local.
 */
import { describe, expect, it } from 'vitest';
import { signUp, testApp } from '../support/api';
import { openApiDocument } from '../support/client';
import { poolsOf } from '../support/openapi-doc';

const app = testApp();

interface Op {
  method: string;
  path: string;
  id: string;
  hasBody: boolean;
  optional: boolean;
  documented: Set<string>;
}

/** Codes the provocations below reach on every operation that documents them. */
const REACHABLE = [
  'auth/missing-token',
  'auth/invalid-token',
  'request/malformed-json',
  'request/unsupported-media-type',
  'request/too-large',
  'request/headers-too-large',
];

const concrete = (path: string, pools: string[]) =>
  path
    .replace('{pool}', pools[0])
    .replace('{n}', '1')
    .replace(/\{\w+\}/g, 'nosuchthing1');

describe('the problem codes each operation answers', () => {
  it('are documented, and the documented ones these requests can reach are reached', async () => {
    const doc = await openApiDocument(app);
    const pools = poolsOf(doc);
    const operations: Op[] = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as unknown as Record<string, Record<string, unknown>>).map(([method, o]) => {
        const documented = new Set<string>();
        for (const [status, r] of Object.entries(
          o.responses as Record<string, { 'x-problem-codes'?: string[] }>,
        ))
          for (const code of r['x-problem-codes'] ?? []) documented.add(`${code} ${status}`);
        const optional = (o['x-access'] as { access: string }).access === 'optional';
        return {
          method,
          path,
          id: o.operationId as string,
          hasBody: o.requestBody !== undefined,
          optional,
          documented,
        };
      }),
    );
    const undocumented: string[] = [];
    const everReached = new Set<string>();
    const unreached: string[] = [];
    for (const op of operations) {
      const token = (await signUp(app, 'Provoker')).token;
      const url = concrete(op.path, pools);
      const json = { 'content-type': 'application/json' };
      const auth = { authorization: `Bearer ${token}` };
      const requests: { headers: Record<string, string>; body?: string; path?: string }[] = [
        { headers: op.hasBody ? json : {}, body: op.hasBody ? '{}' : undefined },
        {
          headers: { ...(op.hasBody ? json : {}), authorization: 'Bearer not-a-token' },
          body: op.hasBody ? '{}' : undefined,
        },
        { headers: { ...auth, ...(op.hasBody ? json : {}) }, body: op.hasBody ? '{}' : undefined },
        { headers: { ...auth, 'x-filler': 'x'.repeat(11 * 1024) } },
      ];
      if (op.path.includes('{'))
        requests.push({ headers: auth, path: op.path.replace(/\{\w+\}/g, 'not!valid') });
      if (op.hasBody) {
        requests.push(
          { headers: { ...auth, ...json }, body: '{"broken' },
          { headers: { ...auth, 'content-type': 'text/plain' }, body: 'hello' },
          { headers: { ...auth, ...json }, body: JSON.stringify({ filler: 'x'.repeat(17 * 1024) }) },
        );
      }
      const reached = new Set<string>();
      for (const r of requests) {
        const res = await app.request(r.path ?? url, {
          method: op.method.toUpperCase(),
          headers: r.headers,
          body: r.body,
        });
        if (res.status < 400) continue;
        const { code } = (await res.json()) as { code: string };
        reached.add(code);
        everReached.add(code);
        if (!op.documented.has(`${code} ${res.status}`))
          undocumented.push(
            `${op.id} (${op.method.toUpperCase()} ${op.path}) answered ${res.status} ${code}`,
          );
      }
      const documentedCodes = new Set([...op.documented].map((k) => k.split(' ')[0]));
      for (const code of REACHABLE) {
        // Where a token is optional, its refusal without one is a private table's: made-up ids never reach it.
        if (code === 'auth/missing-token' && op.optional) continue;
        if (documentedCodes.has(code) && !reached.has(code))
          unreached.push(`${op.id}: ${code} documented, not reached`);
      }
    }
    expect([...everReached]).toEqual(
      expect.arrayContaining([...REACHABLE, 'request/validation', 'table/not-found']),
    );
    expect(undocumented).toEqual([]);
    expect(unreached).toEqual([]);
  });
});
