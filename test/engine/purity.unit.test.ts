/**
 * The engine and the computer players are pure: they import nothing but each other and zod, and
 * touch no clock, no randomness of the platform and no I/O. Checked on the source itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const FORBIDDEN =
  /\bMath\.random\b|\bDate\b|\bperformance\b|\bprocess\.|\bsetTimeout\b|\bfetch\(|\bconsole\./;

describe('the shared engine and computer players', () => {
  const files = sources(join(root, 'shared'));

  it('import only each other and zod', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)) {
        const spec = m[1];
        const ok =
          spec === 'zod' ||
          (spec.startsWith('.') &&
            !join(file, '..', spec).includes('functions') &&
            !join(file, '..', spec).includes('infra'));
        expect(ok, `${relative(root, file)} imports ${spec}`).toBe(true);
      }
    }
  });

  it('use no clock, no platform randomness and no I/O', () => {
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(FORBIDDEN.exec(code)?.[0], relative(root, file)).toBeUndefined();
    }
  });
});
