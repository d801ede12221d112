/**
 * Whole-number query parameters (`since`, `wait` on every long-poll): documented as plain integers,
 * never nullable, and `?since=null` refused as the document says.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { openApiDocument } from '../../functions/api/docs/routes';
import { PhrasesQuerySchema } from '../../functions/api/phrases/definitions';
import { PollQuerySchema } from '../../functions/api/polling';

type Param = { name: string; in: string; schema?: { type?: unknown } };
type Doc = { paths: Record<string, Record<string, { parameters?: Param[] }>> };

const doc = (await openApiDocument(createApp(defaultDeps({} as Store)))) as unknown as Doc;
const queryParams = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    (op.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => ({ at: `${method} ${path} ${p.name}`, p })),
  ),
);

describe('query integers', () => {
  it('no query parameter is documented nullable', () => {
    const nullable = queryParams.filter(({ p }) => Array.isArray(p.schema?.type)).map(({ at }) => at);
    expect(nullable).toEqual([]);
  });

  it('every long-poll documents since and wait as integers', () => {
    const polls = queryParams.filter(({ p }) => p.name === 'wait');
    expect(polls.length).toBeGreaterThanOrEqual(5);
    for (const { at, p } of [...polls, ...queryParams.filter(({ p }) => p.name === 'since')])
      expect(p.schema?.type, at).toBe('integer');
  });

  it('refuses the literal null, takes a number', () => {
    for (const schema of [PollQuerySchema, PhrasesQuerySchema]) {
      expect(schema.safeParse({ since: 'null' }).success).toBe(false);
      expect(schema.safeParse({ wait: 'null' }).success).toBe(false);
      expect(schema.safeParse({ since: '7', wait: '3' }).data).toMatchObject({ since: 7, wait: 3 });
    }
  });
});
