/**
 * The problem codes each operation documents, read from the generated document: each at its own
 * status, none that the operation's shape rules out, and every code the service has documented
 * somewhere. What the operations answer is test/api/problem-codes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_CODES } from '../../functions/accounts/errors';
import { createApp } from '../../functions/api/app';
import { statusOf } from '../../functions/api/common';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { openApiDocument } from '../../functions/api/docs/routes';
import { type ProblemCode, ProblemSchema } from '../../functions/api/problem';
import { WEBHOOK_ERRORS } from '../../functions/notifications/errors';
import { PHRASE_CODES } from '../../functions/phrases/errors';
import { RATING_CODES } from '../../functions/ratings/errors';
import { SHEET_ERROR_CODES } from '../../functions/sheets/errors';
import { TABLE_ERROR_CODES } from '../../functions/tables/errors';
import { VACATION_CODES } from '../../functions/vacation/errors';
import { MOVE_ERRORS } from '../../shared/engine';

interface Op {
  method: string;
  path: string;
  id: string;
  tags: string[];
  requestBody?: unknown;
  codes: Map<string, number>;
}

/** Every operation with its documented codes and their statuses. */
function documentedOperations(doc: { paths?: Record<string, unknown> }): Op[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Record<string, unknown>>).map(([method, o]) => {
      const codes = new Map<string, number>();
      for (const [status, r] of Object.entries(
        o.responses as Record<string, { 'x-problem-codes'?: string[] }>,
      )) {
        for (const code of r['x-problem-codes'] ?? []) codes.set(`${code} ${status}`, Number(status));
      }
      return {
        method,
        path,
        id: o.operationId as string,
        tags: (o.tags as string[]) ?? [],
        requestBody: o.requestBody,
        codes,
      };
    }),
  );
}

const doc = await openApiDocument(createApp(defaultDeps({} as Store)));
const operations = documentedOperations(doc as never);
const codesOf = (op: Op) => [...op.codes.keys()].map((k) => k.split(' ')[0]);

describe('documented problem codes', () => {
  it('every error response lists its codes, each at the status problem.ts gives it (412: under If-Match)', () => {
    for (const op of operations) {
      const responses = (doc.paths![op.path] as Record<string, { responses: Record<string, object> }>)[
        op.method
      ].responses;
      for (const [status, r] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(r, `${op.id} ${status}`).toHaveProperty('x-problem-codes');
      }
      for (const [key, status] of op.codes) {
        const code = key.split(' ')[0] as ProblemCode;
        if (status === 412) expect(code, op.id).toMatch(/\/stale-version$/);
        else expect(statusOf(code), `${op.id}: ${code}`).toBe(status);
      }
    }
  });

  it('no body codes where there is no body, no webhook code outside notifications, no table code off a table', () => {
    for (const op of operations) {
      const codes = codesOf(op);
      if (!op.requestBody) {
        for (const c of ['request/too-large', 'request/unsupported-media-type', 'request/malformed-json'])
          expect(codes, `${op.id} has no body`).not.toContain(c);
      }
      if (!op.tags.some((t) => t === 'webhooks' || t === 'push'))
        expect(
          codes.filter((c) => c.startsWith('webhook/')),
          op.id,
        ).toEqual([]);
      if (!op.path.startsWith('/v1/tables'))
        expect(
          codes.filter((c) => c.startsWith('table/') || c.startsWith('move/')),
          op.id,
        ).toEqual([]);
      if (!op.path.startsWith('/v1/sheets'))
        expect(
          codes.filter((c) => c.startsWith('sheet/')),
          op.id,
        ).toEqual([]);
    }
  });

  it('the leaderboards answer an unknown pool; a move its refusals; no operation a 500', () => {
    const byId = new Map(operations.map((o) => [o.id, o]));
    expect(codesOf(byId.get('getLeaderboard')!)).toContain('rating/unknown-pool');
    expect(codesOf(byId.get('getMyRank')!)).toContain('rating/unknown-pool');
    expect(codesOf(byId.get('playMove')!)).toEqual(
      expect.arrayContaining(['move/must-play', 'table/stale-version']),
    );
    expect(codesOf(byId.get('playMove')!)).not.toContain('webhook/url-refused');
    expect(operations.flatMap(codesOf)).not.toContain('server/internal');
  });

  it('every code a domain has is documented by some operation', () => {
    const documented = new Set(operations.flatMap(codesOf));
    // Never sent by a client: the seat of a move is the caller's own.
    const never = new Set<string>([MOVE_ERRORS.noSuchSeat]);
    const domains: string[] = [
      ...Object.values(AUTH_CODES),
      ...TABLE_ERROR_CODES,
      ...Object.values(MOVE_ERRORS),
      ...SHEET_ERROR_CODES,
      ...Object.values(WEBHOOK_ERRORS),
      ...Object.values(RATING_CODES),
      ...Object.values(PHRASE_CODES),
      ...Object.values(VACATION_CODES),
    ];
    expect(domains.filter((c) => !never.has(c) && !documented.has(c))).toEqual([]);
    for (const c of [
      'request/validation',
      'request/too-large',
      'request/headers-too-large',
      'store/unavailable',
    ])
      expect(documented, c).toContain(c);
  });
});

describe('problem examples', () => {
  it('every error response has an example that is a Problem of one of its codes, at its status', () => {
    let seen = 0;
    for (const op of operations) {
      const responses = (doc.paths![op.path] as Record<string, { responses: Record<string, unknown> }>)[
        op.method
      ].responses as Record<
        string,
        {
          'x-problem-codes'?: string[];
          content?: Record<string, { example?: { code: string; status: number } }>;
        }
      >;
      for (const [status, r] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        const example = r.content?.['application/problem+json']?.example;
        expect(example, `${op.id} ${status}`).toBeDefined();
        expect(ProblemSchema.parse(example)).toEqual(example);
        expect(r['x-problem-codes'], `${op.id} ${status}`).toContain(example!.code);
        expect(example!.status).toBe(Number(status));
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(200);
  });
});
