/**
 * Commit subjects are at most 72 characters, the detail in the body (docs/contributing.md).
 *
 * Checked on the commits after SINCE, the last commit made before this rule was tested; a clone
 * without SINCE (a shallow one) checks its newest commit.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SINCE = '8385f73';
const MAX = 72;

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

describe('commit subjects', () => {
  it(`are at most ${MAX} characters after ${SINCE}`, () => {
    const known = git('rev-parse', '--verify', '--quiet', `${SINCE}^{commit}`) !== undefined;
    const log = git('log', '--format=%h %s', ...(known ? [`${SINCE}..HEAD`] : ['-n', '1']));
    expect(log, 'git log answers (the tests run in a clone)').toBeDefined();
    const long = (log ?? '')
      .split('\n')
      .filter(Boolean)
      .filter((line) => line.slice(line.indexOf(' ') + 1).length > MAX);
    expect(long).toEqual([]);
  });
});
