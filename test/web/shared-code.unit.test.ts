/**
 * The engine code the web client imports stays small: bundled alone, as the client's build
 * tree-shakes it, none of it brings zod (the rules' input schemas are `/* @__PURE__ *\/` z.lazy,
 * so a module that reads only the rules' helpers drops them). zod in the table screen once cost
 * it 22 KB gzip (docs/benchmarks.md, bench:web).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const WEB = join(ROOT, 'web/src');

/** Every source file of the web client. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The shared modules the client imports values from (`import type` costs nothing), and their names. */
function sharedImports(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const importRe = /^import (?!type )\{([^}]*)\} from '((?:\.\.\/)+shared\/[^']+)';/gm;
  for (const file of sources(WEB)) {
    for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
      const module = resolve(join(file, '..'), m[2]);
      const names = m[1]
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '))
        .map((n) => n.split(/\s+as\s+/)[0]);
      const set = found.get(module) ?? new Set<string>();
      for (const n of names) set.add(n);
      found.set(module, set);
    }
  }
  return found;
}

describe('the shared code the web client loads', () => {
  const imports = sharedImports();

  it('finds the client’s imports of the engine', () => {
    expect([...imports.keys()].map((m) => relative(ROOT, m))).toContain('shared/engine/deal');
  });

  for (const [module, names] of imports) {
    it(`${relative(ROOT, module)} (${[...names].join(', ')}) bundles without zod`, () => {
      const entry = `import { ${[...names].join(', ')} } from ${JSON.stringify(module)};\nconsole.log(${[...names].join(', ')});`;
      const out = buildSync({
        stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        logLevel: 'silent',
      }).outputFiles[0].text;
      expect(out).not.toMatch(/_zod|ZodError/);
    });
  }
});
