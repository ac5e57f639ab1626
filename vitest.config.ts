import { configDefaults, defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './test/support/long-first-sequencer.js';
import { useMemoryScratch } from './test/support/memory-scratch.js';

// The suite's temporary repositories and caches in memory where the machine has a tmpfs with room
// (and TMPDIR is not set): set here, before any worker starts, so every worker and process reads it.
useMemoryScratch();

/**
 * Four projects. `unit` and `unit-alone` (test/unit/, mirroring src/) run in-process and fast
 * with short limits. `e2e` and `e2e-alone` (test/e2e/) spawn processes, drive dist/, browsers, git
 * repositories and HTTP doubles: their tests wait on events (process exit, a request seen), never
 * on short clocks, and their limits are generous so a loaded machine makes them slow, not red.
 */
const E2E_LIMITS = { testTimeout: 180_000, hookTimeout: 300_000 };
const UNIT_LIMITS = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * Unit files that change their process for good. The tripwire prefilter's test spies on
 * `RegExp.prototype.exec` to count the patterns run: once that property has been written, even
 * back to the same function, V8 takes the slow, spec-level path for every replace, split, match
 * and test of a regular expression in that process from then on (ten times the CPU, measured).
 * In a shared worker every later file paid for it: the 32 MB text of select-large.test.ts took
 * 14 s of CPU instead of 0.35 s after it.
 */
const UNIT_ALONE = ['test/unit/checks/tripwire-prefilter.test.ts'] as const;

/**
 * e2e files that hold hundreds of MB in their worker until it ends (the real tokenizers'
 * vocabularies: 830 MB; the eval harness, the syntax pool's threads, the llama.cpp engine: 190 to
 * 330 MB; a median file: 100 MB). In a shared worker that memory stays for every later file, and
 * every process those files start is forked from it, at a cost that grows with its size (a git
 * spawned from a 1 GB process: tens of ms of CPU, not 3), and every full collection marks it.
 * They spawn little themselves: a fresh worker each (one import of the modules, about 0.2 s) keeps
 * the shared workers small. Measured on the e2e files (CRITIC_GATE_SUITE_CPU, /usr/bin/time, like
 * loads): a shared worker grew to 1 GB after the real tokenizers and stayed there; with these four
 * alone none passes 450 MB, and the files took 296 CPU seconds instead of 328 (system time 80
 * instead of 105); every file alone took 323.
 */
const E2E_ALONE = [
  'test/e2e/judge/real-tokenizers.test.ts',
  'test/e2e/cli/eval-harness.test.ts',
  'test/e2e/cli/syntax-pool.test.ts',
  'test/e2e/judge/real-engine.test.ts',
] as const;

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
          // UPDATE_DOCS=1 regenerates the list of check kinds before any file imports it.
          globalSetup: ['test/support/regenerate-kind-list.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_ALONE],
          ...UNIT_LIMITS,
          // Unit tests are pure (nothing spawned, no module mocks, no global state of their own):
          // a worker keeps the modules it imported for the next file instead of importing zod, the
          // check registry and the judge again for each of ~70 files (about a third of the CPU).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The unit files that would slow every later file of their worker (see UNIT_ALONE), each in a fresh one.
          name: 'unit-alone',
          include: [...UNIT_ALONE],
          ...UNIT_LIMITS,
          isolate: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...E2E_ALONE],
          ...E2E_LIMITS,
          // The work is in the processes, browsers and servers each file starts and stops itself;
          // a fresh worker per file only imported the same modules again (about a fifth of the
          // CPU of the in-process part, measured). No file leaves process state behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The e2e files that would leave their worker large (see E2E_ALONE), each in a fresh one.
          name: 'e2e-alone',
          include: [...E2E_ALONE],
          ...E2E_LIMITS,
          isolate: true,
        },
      },
    ],
  },
});
