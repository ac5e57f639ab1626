/**
 * The order test files start in. Two workers finish together only if the long files start
 * first; a long file picked up last is a tail one worker runs alone. Vitest orders by the
 * durations of the previous run when it has them (its cache under node_modules/.vite), and
 * otherwise, as on a clean CI checkout, by file size, which puts some of the longest files late
 * (the real tokenizers' test is short text and half a minute of CPU). Without a cache, the files
 * known to be long go first, longest first, then the rest in vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';

/**
 * The files over about 4 s of CPU, most first (scripts/suite-times.mjs on a whole run; issue 40):
 * on two cores the suite is CPU-bound, so CPU is the length that counts. The browser limits spin
 * a renderer for their time limits, which no file's figure shows.
 */
export const KNOWN_LONG: readonly string[] = [
  'test/e2e/action/e2e.test.ts',
  'test/e2e/action/lifecycle.test.ts',
  'test/e2e/browser/limits.test.ts',
  'test/e2e/package/dist.test.ts',
  'test/e2e/judge/real-tokenizers.test.ts',
  'test/e2e/action/security.test.ts',
  'test/e2e/cli/pr.test.ts',
  'test/e2e/git/gate-properties.test.ts',
  'test/e2e/cli/eval-openai.test.ts',
  'test/e2e/judge/real-engine.test.ts',
  'test/e2e/package/install.test.ts',
  'test/e2e/cli/init-trial.test.ts',
  'test/unit/checks/tripwire-corpora.test.ts',
  'test/e2e/cli/receipt-replay.test.ts',
  'test/e2e/cli/init-history.test.ts',
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const path = (spec: TestSpecification): string => relative(root, spec.moduleId).split('\\').join('/');
    const cached = sorted.some(
      (spec) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`) !== undefined,
    );
    if (cached) return sorted;
    const rank = (spec: TestSpecification): number => {
      const at = KNOWN_LONG.indexOf(path(spec));
      return at < 0 ? KNOWN_LONG.length : at;
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
