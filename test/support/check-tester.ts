/**
 * A small tester for one check kind: it builds an in-memory subject from a table of files, runs
 * the check as a config file would configure it (the spec parsed by the registry's schema, run
 * through runCheck so the crash and unreadable-file guards apply), and returns the outcome.
 *
 * `table(rows)` registers one test per row; each row says whether the check must pass and, where
 * it matters, what the evidence must say.
 */
import { expect, it } from 'vitest';
import type { CheckContext } from '../../src/checks/define.js';
import { CheckSpecSchema, runCheck, type CheckKindName } from '../../src/checks/registry.js';
import { isPass, type CheckOutcome } from '../../src/contract/outcome.js';
import type { ContextOptions } from '../../src/checks/context.js';
import type { CommitChange } from '../../src/subject/history.js';
import { memoryContext, type MemoryChange } from './memory-subject.js';

/** What a check of this kind reads: the head tree, the change, and what else the context carries. */
export interface CheckInput {
  /** The head tree: path → text or bytes. */
  files: Record<string, string | Uint8Array>;
  /** The change; defaults to every file of the tree added in full. */
  changes?: MemoryChange[];
  /** Globs of the config's `ignore`. */
  ignore?: string[];
  /** The tree the change is compared against; none by default. */
  base?: Record<string, string | Uint8Array>;
  /** Commands, trusted files, task, browser, as checkContext takes them. */
  context?: ContextOptions;
  /** The change's commits, oldest first (what max-churn reads); none by default. */
  history?: readonly CommitChange[];
}

export interface CheckRow extends CheckInput {
  /** What the row shows, the test's name. */
  name: string;
  /** The configured check without its kind. */
  spec?: Record<string, unknown>;
  /** Whether the check must pass. */
  passes: boolean;
  /** Text the evidence must contain, or a pattern it must match. */
  evidence?: string | RegExp;
  /** Text the fix must contain (only for failing rows). */
  fix?: string;
}

export interface CheckTester {
  /** The CheckContext over the given input. */
  context(input: CheckInput): CheckContext;
  /** Runs the check, configured by `spec` (its kind added), on the given input. */
  run(spec: Record<string, unknown>, input: CheckInput): Promise<CheckOutcome>;
  /** One test per row. */
  table(rows: readonly CheckRow[]): void;
}

export function checkTester(definition: { kind: CheckKindName }): CheckTester {
  const context = (input: CheckInput): CheckContext => {
    const ctx = memoryContext(
      {
        files: input.files,
        changes: input.changes ?? Object.keys(input.files).map((path) => ({ path })),
        ...(input.ignore ? { ignore: input.ignore } : {}),
        ...(input.base ? { base: input.base } : {}),
      },
      input.context ?? {},
    );
    const history = input.history;
    return history ? { ...ctx, history: async () => history } : ctx;
  };
  const run = (spec: Record<string, unknown>, input: CheckInput): Promise<CheckOutcome> =>
    runCheck(CheckSpecSchema.parse({ ...spec, kind: definition.kind }), context(input));
  const table = (rows: readonly CheckRow[]): void => {
    for (const row of rows) {
      it(`${row.passes ? 'passes' : 'fails'}: ${row.name}`, async () => {
        const outcome = await run(row.spec ?? {}, row);
        expect(isPass(outcome), outcome.evidence).toBe(row.passes);
        if (typeof row.evidence === 'string') expect(outcome.evidence).toContain(row.evidence);
        else if (row.evidence) expect(outcome.evidence).toMatch(row.evidence);
        if (!row.passes) expect(outcome.fix, 'a failing check says how to make it pass').toBeTruthy();
        if (row.fix !== undefined) expect(outcome.fix).toContain(row.fix);
      });
    }
  };
  return { context, run, table };
}
