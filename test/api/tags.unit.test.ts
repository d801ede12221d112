/**
 * The document's tags group by resource: each operation has one tag, every operation on a path
 * has the same one, and the tags used are the tags declared (each with a description).
 */
import '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app';
import { defaultDeps, type Store } from '../../functions/api/deps';
import { OPENAPI_CONFIG, openApiDocument } from '../../functions/api/docs/document';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('tags', () => {
  it('one tag an operation, one tag a path, and only the declared tags', async () => {
    const doc = await openApiDocument(createApp(defaultDeps({} as Store)));
    const used = new Set<string>();
    const byPath: Record<string, string[]> = {};
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const ops = Object.entries(item as Record<string, { tags?: string[]; operationId: string }>).filter(
        ([m]) => METHODS.includes(m),
      );
      for (const [, op] of ops) {
        expect(op.tags, op.operationId).toHaveLength(1);
        used.add(op.tags![0]);
      }
      byPath[path] = [...new Set(ops.map(([, op]) => op.tags![0]))];
    }
    const mixed = Object.entries(byPath).filter(([, tags]) => tags.length > 1);
    expect(mixed).toEqual([]);
    // The paths of one resource (a table's phrases, the vacation bank) share its tag.
    expect(byPath['/v1/tables/{id}/phrases']).toEqual(['phrases']);
    expect(byPath['/v1/players/me/vacation']).toEqual(['vacation']);
    expect(byPath['/v1/vacations']).toEqual(['vacation']);
    const declared = OPENAPI_CONFIG.tags.map((t) => t.name);
    expect([...used].sort()).toEqual([...declared].sort());
    for (const t of doc.tags ?? []) expect(t.description, t.name).toBeTruthy();
  });
});
