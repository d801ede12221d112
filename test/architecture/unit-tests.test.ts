/**
 * The unit project (UNIT_TESTS in vitest.config.ts) runs without the global setup: no DynamoDB Local, no Java,
 * no web build, no browser. A unit test file that reaches, through its imports, something that
 * needs them belongs in the integration project; this says which file and by which chain.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_TESTS } from '../../vitest.config';
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

const unitFiles = sourcesUnder('test').filter((f) => UNIT_TESTS.some((g) => globToRegExp(g).test(f)));

describe('unit test files', () => {
  it('are many, and each pattern names at least one file', () => {
    expect(unitFiles.length).toBeGreaterThan(15);
    for (const glob of UNIT_TESTS) {
      expect(
        unitFiles.some((f) => globToRegExp(glob).test(f)),
        `${glob} matches no test file`,
      ).toBe(true);
    }
  });

  it.each(unitFiles)('%s reaches no DynamoDB, Java or browser', (file) => {
    for (const [target, chain] of runtimeClosure(file)) {
      const bad = NEEDS_SETUP.includes(target) || readsProvided(target);
      expect(bad, `${chain.join(' → ')} needs the integration setup`).toBe(false);
    }
  });
});
