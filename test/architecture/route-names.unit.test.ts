/**
 * Route names follow their operationId: each route constant is `<operationId>Route`, and each
 * registration's handler key is the operationId (docs/api-style.md#names). Read from the source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const API = 'functions/api';

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const files = sources(API);

describe('route names', () => {
  it('every route constant is <operationId>Route', () => {
    const routes = files.flatMap(({ file, text }) =>
      [...text.matchAll(/const (\w+) = createRoute\(\{([\s\S]*?)\n\}\);/g)].map((m) => ({
        file,
        name: m[1],
        operationId: /operationId: '(\w+)'/.exec(m[2])?.[1],
      })),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const r of routes) expect(r.name, r.file).toBe(`${r.operationId}Route`);
  });

  it('every registration names a route constant, and its handler key is the operationId', () => {
    const registrations = files.flatMap(({ file, text }) =>
      [...text.matchAll(/app\.openapi\(\s*(?:\w+\.)?(\w+),\s*(handler\('(\w+)'\))?/g)].map((m) => ({
        file,
        route: m[1],
        key: m[3],
      })),
    );
    expect(registrations.length).toBeGreaterThan(50);
    for (const r of registrations) {
      expect(r.route, r.file).toMatch(/Route$/);
      if (r.key !== undefined) expect(`${r.key}Route`, r.file).toBe(r.route);
    }
  });
});
