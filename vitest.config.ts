import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

// The AWS SDK warns about Node 20 whenever a client is built; set before anything loads it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Test tiers by file name: `*.unit.test.ts` needs only Node (no DynamoDB Local, Java, browser or
 * built web client), `*.slow.test.ts` is as pure but takes tens of seconds (properties, analyses,
 * computer players' strength), and every other `*.test.ts` is an integration test (DynamoDB Local
 * and the web client's build from the global setup, Chromium). test/architecture/unit-tests.unit.test.ts
 * fails when a unit or slow file reaches what only the integration setup has.
 */
export const UNIT_TESTS = ['test/**/*.unit.test.ts'];
export const SLOW_TESTS = ['test/**/*.slow.test.ts'];
export const ALL_TESTS = ['test/**/*.test.ts'];

/** Where a project's files go in the one queue the workers share: the heavy pure ones first. */
const PROJECT_ORDER = ['slow', 'integration', 'unit'];

/**
 * Orders the run's files for the workers: the slow tier first (CPU-bound files of tens of seconds
 * that would otherwise run last, alone), then integration, then unit; within a project the longest
 * by the last run first (vitest's cache), files it has no time for before them, larger first.
 * Vitest's own sequencer orders by project name, which put the slow tier after integration.
 */
class SlowFirstSequencer implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  shard(files: TestSpecification[]): TestSpecification[] {
    return files;
  }

  sort(files: TestSpecification[]): TestSpecification[] {
    const { cache, config } = this.ctx;
    const rank = (f: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(f.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    const key = (f: TestSpecification) => `${f.project.name}:${relative(config.root, f.moduleId)}`;
    /** Seconds the last run took, Infinity when unknown (so it starts early); then the size. */
    const weight = (f: TestSpecification): [number, number] => [
      cache.getFileTestResults(key(f))?.duration ?? Number.POSITIVE_INFINITY,
      cache.getFileStats(key(f))?.size ?? 0,
    ];
    return [...files].sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const [da, sa] = weight(a);
      const [db, sb] = weight(b);
      if (da !== db)
        return da === Number.POSITIVE_INFINITY ? -1 : db === Number.POSITIVE_INFINITY ? 1 : db - da;
      return sb - sa;
    });
  }
}

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files run side by side: most of an integration file's time is waiting (DynamoDB Local,
    // Chromium, a poll), so three workers beat vitest's default of cores - 1 (one, on two cores).
    // Each worker has a DynamoDB table of its own (test/support/worker-table.ts). TEST_WORKERS
    // sets another count: vitest's --maxWorkers does not reach the projects, which inherit this.
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
    sequence: { sequencer: SlowFirstSequencer },
    // expect.poll waits for something to happen (a browser's render, a bot's move): 1 s, the
    // default, is too short on a loaded 2-core CI machine; a poll that succeeds returns at once.
    expect: { poll: { timeout: 10_000 } },
    // Three projects in one run, one report (each project's own include; a root include would be
    // added to each): `npm run test:unit` and `npm run test:slow` run theirs alone, without Java
    // or a browser.
    projects: [
      // One module cache a worker, not one a file: importing the same modules (hono, zod, the
      // CDK) anew for every file took more time than the tests. So a unit file leaves no global
      // stubbed and mocks no module (test/architecture/unit-tests.unit.test.ts checks the latter).
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, isolate: false } },
      // Pure but heavy: a test of tens of seconds on a quiet machine needs room on a loaded one.
      // As pure as the unit tier, so one module cache a worker too.
      { extends: true, test: { name: 'slow', include: SLOW_TESTS, testTimeout: 120_000, isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...UNIT_TESTS, ...SLOW_TESTS],
          // Starts the web client's build for the browser tests, in a process of its own and not
          // awaited (support/worker-env.ts waits for it), so it runs while DynamoDB Local starts
          // (unless DYNAMODB_ENDPOINT is set) and a table a worker is made, and while the slow
          // tier runs: every project's global setup runs before the run's first file.
          globalSetup: ['test/web/build-client.ts', 'test/global-setup.ts'],
          setupFiles: ['test/support/worker-env.ts'],
          // One module cache a worker, as the unit tier: a fresh process a file spent more time
          // importing the app, the AWS SDK and zod (about 4 s a file on a loaded machine) than
          // most files spend testing. So each file starts from the worker's own environment
          // (support/worker-env.ts puts it back) and spies are restored after every test.
          isolate: false,
          restoreMocks: true,
          // A file shares two cores with two others: a test of 15 s alone needs room beside them.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
