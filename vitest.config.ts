import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './test/support/long-first-sequencer.js';

/**
 * Two projects. `unit` (test/unit/, mirroring src/) runs in-process and fast with the default
 * limits. `e2e` (test/e2e/) spawns processes, drives dist/, browsers, git repositories and HTTP
 * doubles: its tests wait on events (process exit, a request seen), never on short clocks, and
 * its limits are generous so a loaded machine makes them slow, not red.
 */
export default defineConfig({
  test: {
    setupFiles: ['test/support/setup.ts', 'test/support/suite-cpu.ts'],
    // Forks, not threads: on two cores the unit project took more CPU in threads (measured), and
    // the process-level isolation costs little once unit files share a worker (isolate below).
    pool: 'forks',
    // One more worker than the two cores CI has: e2e files spend a quarter of their time waiting
    // on the processes, browsers and servers they start, and a third worker fills it (measured on
    // two idle cores: 191 s with two workers, 160 s with three; the limits below absorb load).
    maxWorkers: 3,
    sequence: { sequencer: LongFirstSequencer },
    // On CI a JSON report as well, from which .ci/run prints the plain "N passed, N failed" line.
    reporters: process.env['CI'] ? ['default', 'json'] : ['default'],
    outputFile: { json: '.tmp/vitest-report.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Unit tests are pure (nothing spawned, no module mocks, no global state of their own):
          // a worker keeps the modules it imported for the next file instead of importing zod, the
          // check registry and the judge again for each of ~70 files (about a third of the CPU).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // The work is in the processes, browsers and servers each file starts and stops itself;
          // a fresh worker per file only imported the same modules again (about a fifth of the
          // CPU of the in-process part, measured). No file leaves process state behind.
          isolate: false,
        },
      },
    ],
  },
});
