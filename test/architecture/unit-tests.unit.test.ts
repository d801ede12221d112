/**
 * The unit and slow tiers (`*.unit.test.ts`, `*.slow.test.ts`: vitest.config.ts) run without the
 * global setup: no DynamoDB Local, no Java, no web build, no browser. A file of theirs that
 * reaches, through its imports, something that needs them belongs in the integration tier; this
 * says which file and by which chain.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_TESTS, SLOW_TESTS, UNIT_TESTS } from '../../vitest.config';
import { ROOT, runtimeClosure, sourcesUnder } from './imports';

/** Needs what only the integration project has. */
const NEEDS_SETUP = [
  'functions/store/client.ts', // a real DynamoDB client
  'functions/local/server.ts', // the local server starts DynamoDB Local
  'playwright-core', // Chromium
];

/** Reads what the global setup provides (DynamoDB's endpoint and table, the web build). */
function readsProvided(file: string): boolean {
  return /\.tsx?$/.test(file) && /\binject\(/.test(readFileSync(join(ROOT, file), 'utf8'));
}

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '(?:.*/)?')
    .replace(/\*/g, '[^/]*');
  return new RegExp(`^${body}$`);
}

const testFiles = sourcesUnder('test').filter((f) => ALL_TESTS.some((g) => globToRegExp(g).test(f)));
const inTier = (globs: string[]) => testFiles.filter((f) => globs.some((g) => globToRegExp(g).test(f)));
const unitFiles = inTier([...UNIT_TESTS, ...SLOW_TESTS]);

describe('unit test files', () => {
  it('are named by their tier, and many are unit tests', () => {
    expect(inTier(UNIT_TESTS).length).toBeGreaterThan(40);
    expect(inTier(SLOW_TESTS).length).toBeGreaterThan(0);
    // A file meant as a test but named so that no project runs it.
    const unrun = sourcesUnder('test').filter((f) => /\.(unit|slow|spec)\.tsx?$|\.tests?\.tsx$/.test(f));
    expect(unrun, 'name it *.unit.test.ts, *.slow.test.ts or *.test.ts').toEqual([]);
  });

  // The unit project shares one module cache a worker (isolate: false): a module mocked in one
  // file would be the mock in the next.
  it.each(inTier(UNIT_TESTS))('%s mocks no module', (file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    expect(source, 'a module mocked here stays mocked for the next unit file').not.toMatch(
      /\bvi\.(do)?mock\(/i,
    );
  });

  it.each(unitFiles)('%s reaches no DynamoDB, Java or browser', (file) => {
    for (const [target, chain] of runtimeClosure(file)) {
      const bad = NEEDS_SETUP.includes(target) || readsProvided(target);
      expect(bad, `${chain.join(' → ')} needs the integration setup`).toBe(false);
    }
  });
});
