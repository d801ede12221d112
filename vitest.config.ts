import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.vitest-results.json' }]],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
