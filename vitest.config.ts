import { defineConfig } from 'vitest/config';

// The AWS SDK warns about Node 20 whenever a client is built; set before anything loads it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // expect.poll waits for something to happen (a browser's render, a bot's move): 1 s, the
    // default, is too short on a loaded 2-core CI machine; a poll that succeeds returns at once.
    expect: { poll: { timeout: 10_000 } },
    // Starts DynamoDB Local (unless DYNAMODB_ENDPOINT is set) and creates a fresh table; builds
    // the web client for the browser tests.
    globalSetup: ['test/global-setup.ts', 'test/web/build-client.ts'],
  },
});
