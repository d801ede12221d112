/**
 * The analysis is pure code on the engine and the computer players: it imports nothing else
 * but zod (no store, no API, no web client), so the lead can run it in any function or a worker.
 * The clock, platform randomness and I/O are kept out of it by test/engine/purity.unit.test.ts, which
 * reads every file under shared/.
 */
import { describe, expect, it } from 'vitest';
import { importsOf, sourcesUnder } from '../architecture/imports';

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

describe('shared/analysis', () => {
  it('imports only the engine, the computer players, itself and zod', () => {
    const files = sourcesUnder('shared/analysis');
    expect(files.length).toBeGreaterThanOrEqual(5);
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (i) =>
            i.target !== 'zod' &&
            !['shared/engine', 'shared/bots', 'shared/analysis'].some((f) => inside(i.target, f)),
        )
        .map((i) => `${file} imports ${i.target}`),
    );
    expect(offending).toEqual([]);
  });

  it('and nothing in the engine or the computer players imports it', () => {
    const users = [...sourcesUnder('shared/engine'), ...sourcesUnder('shared/bots')].filter((file) =>
      importsOf(file).some((i) => inside(i.target, 'shared/analysis')),
    );
    expect(users).toEqual([]);
  });
});
