/**
 * The `{pool}` path parameter: documented as the pool enum on every route that has it, while a
 * name outside it still answers 404 `rating/unknown-pool` (test/api/ratings.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { openApiDocument } from '../../functions/api/docs/routes';
import { POOLS } from '../../functions/ratings/model';

type Param = { name: string; in: string; schema?: { enum?: string[] } };
type Doc = { paths: Record<string, Record<string, { parameters?: Param[] }>> };

const doc = (await openApiDocument(createApp(defaultDeps({} as Store)))) as unknown as Doc;

describe('the pool path parameter', () => {
  it('is the pool enum wherever a path has {pool}', () => {
    const withPool = Object.entries(doc.paths).filter(([path]) => path.includes('{pool}'));
    expect(withPool.length).toBeGreaterThanOrEqual(2);
    for (const [path, item] of withPool)
      for (const [method, op] of Object.entries(item)) {
        const pool = op.parameters?.find((p) => p.name === 'pool' && p.in === 'path');
        expect(pool?.schema?.enum, `${method} ${path}`).toEqual([...POOLS]);
      }
  });
});
