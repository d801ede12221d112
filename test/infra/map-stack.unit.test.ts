/** Reading a deployed function's stack offline (infra/map-stack.ts): the bundle's frames back to the sources. */
import type { SourceMapPayload } from 'node:module';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { mapStack } from '../../infra/map-stack';

const SOURCE = [
  'export function ok(): number {',
  '  return 1;',
  '}',
  'export function boom(): never {',
  "  throw new Error('lost');",
  '}',
].join('\n');

describe('mapStack', () => {
  it('maps each frame in the minified bundle to its source line and leaves other frames alone', () => {
    const built = transformSync(SOURCE, {
      loader: 'ts',
      format: 'esm',
      minify: true,
      sourcemap: 'external',
      sourcefile: '../../functions/tables/boom.ts',
    });
    const map = JSON.parse(built.map) as SourceMapPayload;
    const column = built.code.indexOf('throw') + 1;
    expect(column).toBeGreaterThan(0);
    const stack = [
      'Error: lost',
      `    at b (file:///var/task/index.mjs:1:${column})`,
      `    at /var/task/index.mjs:1:${column}`,
      '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n');
    expect(mapStack(stack, map)).toBe(
      [
        'Error: lost',
        '    at b (functions/tables/boom.ts:5:3)',
        '    at functions/tables/boom.ts:5:3',
        '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      ].join('\n'),
    );
  });
});
