import * as z from '../../contract/zod.js';
import { fail, misconfigured, pass } from '../../contract/outcome.js';
import { at, defineCheck } from '../define.js';
import { parseGotchas } from '../gotchas-rules.js';
import { commandsNotRun, DEFAULT_TIMEOUT_SECONDS, describeRun, succeeded, workTreePath } from '../run-command.js';

/** The rules file of the examples, one rule; read from the base commit, as the check reads it. */
const RULES =
  '# Gotchas\n\n## Migrations never drop a table\n\n- pattern: migrations/*.sql\n- check: `! grep -qi "drop table" "$FILE"`\n' +
  '- message: Keep the data: drop the table in a later release, once nothing reads it\n';

export const gotchas = defineCheck({
  kind: 'gotchas',
  shape: () => ({
    // Here `file` names the rules file, not the files to check: each rule's pattern selects those.
    file: z.string().check(z.minLength(1), z.describe('The markdown file of rules, read at the base commit')),
    files: z.optional(z.never()).check(z.describe("Not used: each rule's `- pattern:` selects the files")),
    timeout_seconds: z
      .optional(z.number().check(z.positive(), z.lte(3600)))
      .check(z.describe('Time limit of each check run, in seconds (default 60)')),
  }),
  defaultScope: 'changed',
  reads: 'shell',
  appliesToText: false,
  actsOnMachine: true,
  description:
    'Runs the rules of a markdown file (`## heading`, `- pattern: <glob>`, `- check: <command, $FILE is the file>`, `- message: <text>`) on each matching changed file. Runs only with commands allowed.',
  examples: {
    failing: [
      {
        title: 'a migration that drops a table, against the team’s rule',
        check: { kind: 'gotchas', file: 'GOTCHAS.md' },
        base: { 'GOTCHAS.md': RULES },
        files: { 'migrations/002.sql': 'DROP TABLE users;\n' },
        says: 'GOTCHAS.md:3 "Migrations never drop a table" failed on migrations/002.sql: exit code 1, no output',
      },
    ],
    passing: [
      {
        title: 'a migration that only adds',
        check: { kind: 'gotchas', file: 'GOTCHAS.md' },
        base: { 'GOTCHAS.md': RULES },
        files: { 'migrations/002.sql': 'ALTER TABLE users ADD COLUMN email text;\n' },
        says: 'GOTCHAS.md: 1 rule(s), 1 check(s) passed: "Migrations never drop a table" (1 file(s))',
      },
    ],
  },
  async run(spec, ctx) {
    if (!ctx.commands) return commandsNotRun(ctx);
    // The rules decide what runs, so they come from the base commit, like the config.
    const source = await ctx.readTrusted(spec.file);
    if (!source || source.binary) {
      // The config names a file the base does not hold: the gate is misconfigured, not the work (exit 4).
      const why = source?.unreadable?.reason ?? (source ? 'binary, not markdown' : 'not found at the base commit');
      return misconfigured(
        `${spec.file}: ${why}`,
        `Commit the gotchas file ${spec.file} to the base branch, or fix the path in the gotchas check`,
        spec.file,
      );
    }
    const parsed = parseGotchas(source.text);
    if (!parsed.ok) {
      // Rules the base holds but that cannot be run are the gate owner's to fix, like a schema that
      // does not compile: not a failure the worker is told to fix in the change.
      const list = parsed.problems.map((p) => `${at(spec.file, p.line)}: ${p.message}`);
      return misconfigured(
        list.join('; '),
        `Fix the rules in ${spec.file}: each \`## heading\` needs \`- pattern: <glob>\` and \`- check: <command>\` (\`- message:\` optional)`,
        spec.file,
      );
    }
    const timeoutSeconds = spec.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
    const failures: { evidence: string; fix: string }[] = [];
    const summary: string[] = [];
    let runs = 0;
    for (const rule of parsed.rules) {
      const files = await ctx.select({ files: rule.pattern }, spec.scope);
      summary.push(`"${rule.title}" (${files.length} file(s))`);
      for (const f of files) {
        runs++;
        const run = await ctx.commands.run(rule.check, { timeoutMs: timeoutSeconds * 1000, env: { FILE: workTreePath(f.path) } });
        if (succeeded(run)) continue;
        failures.push({
          evidence: `${at(spec.file, rule.line)} "${rule.title}" failed on ${f.path}: ${describeRun(run, timeoutSeconds)}`,
          fix: `${f.path}: ${rule.message}`,
        });
      }
    }
    if (failures.length === 0) {
      return pass(`${spec.file}: ${parsed.rules.length} rule(s), ${runs} check(s) passed: ${summary.join(', ')}`);
    }
    const more =
      failures.length > 1
        ? `\n(${failures.length - 1} more failure(s): ${failures
            .slice(1)
            .map((f) => f.fix)
            .join('; ')})`
        : '';
    return fail(`${failures[0]!.evidence}${more}`, spec.message ?? failures.map((f) => f.fix).join('; '));
  },
});
