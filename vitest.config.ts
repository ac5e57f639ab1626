import { defineConfig } from 'vitest/config';

/**
 * Two projects. `unit` (test/unit/, mirroring src/) runs in-process and fast with the default
 * limits. `e2e` (test/e2e/) spawns processes, drives dist/, browsers, git repositories and HTTP
 * doubles: its tests wait on events (process exit, a request seen), never on short clocks, and
 * its limits are generous so a loaded machine makes them slow, not red.
 */
export default defineConfig({
  test: {
    setupFiles: ['test/support/setup.ts'],
    // Two cores on CI: process-level isolation costs more than it buys here.
    pool: 'forks',
    maxWorkers: 2,
    // On CI a JSON report as well, from which .ci/run prints the plain "N passed, N failed" line.
    reporters: process.env['CI'] ? ['default', 'json'] : ['default'],
    outputFile: { json: '.tmp/vitest-report.json' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 300_000 },
      },
    ],
  },
});
