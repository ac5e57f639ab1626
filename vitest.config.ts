import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores on CI: process-level isolation costs more than it buys here.
    pool: 'forks',
    maxWorkers: 2,
  },
});
