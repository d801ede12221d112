import { configDefaults, defineConfig } from 'vitest/config';

// The AWS SDK warns about Node 20 whenever a client is built; set before anything loads it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * Which test files are unit tests: pure code, no DynamoDB, no Java, no browser, so
 * `npm run test:unit` runs them on any machine with Node. Every other test file is an
 * integration test (DynamoDB Local and the web client's build from the global setup, Chromium).
 * test/architecture/unit-tests.test.ts fails when a file listed here reaches what needs them.
 */
export const UNIT_TESTS = [
  'test/**/*.unit.test.ts',
  'test/architecture/**/*.test.ts',
  'test/core/**/*.test.ts',
  'test/analysis/**/*.test.ts',
  'test/engine/**/*.test.ts',
  'test/bots/**/*.test.ts',
  'test/layout/**/*.test.ts',
  'test/infra/map-stack.test.ts',
  'test/infra/nag.test.ts',
  'test/infra/site.test.ts',
  'test/infra/stack.test.ts',
  'test/api/etag.test.ts',
  'test/api/rate-limit.test.ts',
  'test/api/schema-types.test.ts',
  'test/store/batch-get.test.ts',
  'test/store/follow-items.test.ts',
  'test/store/formats.test.ts',
  'test/store/java-missing.test.ts',
  'test/ratings/rate.test.ts',
  'test/ratings/leaderboard.test.ts',
  'test/ratings/profile.test.ts',
  'test/ratings/formats.test.ts',
  'test/tables/computer-turns.test.ts',
  'test/tables/feed.test.ts',
  'test/tables/inbox-entry.test.ts',
  'test/tables/picture-svg.test.ts',
  'test/tables/visibility.test.ts',
  'test/web/follow.test.ts',
  'test/web/names.test.ts',
  'test/web/tile.test.ts',
  'test/web/table-parts.test.ts',
];

export const ALL_TESTS = ['test/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // expect.poll waits for something to happen (a browser's render, a bot's move): 1 s, the
    // default, is too short on a loaded 2-core CI machine; a poll that succeeds returns at once.
    expect: { poll: { timeout: 10_000 } },
    // Two projects in one run, one report (each project's own include; a root include would be
    // added to both): `npm run test:unit` runs the first alone, without
    // Java or a browser (UNIT_TESTS above).
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ALL_TESTS,
          exclude: [...configDefaults.exclude, ...UNIT_TESTS],
          // Starts DynamoDB Local (unless DYNAMODB_ENDPOINT is set) and creates a fresh table;
          // builds the web client for the browser tests.
          globalSetup: ['test/global-setup.ts', 'test/web/build-client.ts'],
        },
      },
    ],
  },
});
