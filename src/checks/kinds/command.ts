import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';
import { describeTarget } from '../target.js';
import { commandsNotRun, DEFAULT_TIMEOUT_SECONDS, describeRun, shellQuote, succeeded, workTreePath } from '../run-command.js';

const FILES_PLACEHOLDER = '{files}';

export const command = defineCheck({
  kind: 'command',
  shape: () => ({
    run: z.string().check(z.minLength(1), z.describe('Shell command (/bin/sh -c); `{files}` becomes the quoted list of selected files')),
    timeout_seconds: z
      .optional(z.number().check(z.positive(), z.lte(3600)))
      .check(z.describe('Time limit in seconds (default 60); the command is killed when it is reached')),
  }),
  defaultScope: 'changed',
  reads: 'shell',
  appliesToText: false,
  actsOnMachine: true,
  description:
    'Runs the shell command `run` in the head working tree; it must exit 0. `{files}` becomes the quoted list of selected files. Runs only with commands allowed.',
  examples: {
    failing: [
      {
        title: 'a shell script that does not parse',
        check: { kind: 'command', run: 'sh -n {files}', files: '**/*.sh' },
        files: { 'build.sh': '#!/bin/sh\nif [ -d dist ]; then\n  rm -r dist\n' },
        says: '`sh -n {files}`: exit code 2; last output:',
      },
    ],
    passing: [
      {
        title: 'the script parses',
        check: { kind: 'command', run: 'sh -n {files}', files: '**/*.sh' },
        files: { 'build.sh': '#!/bin/sh\nif [ -d dist ]; then\n  rm -r dist\nfi\n' },
        says: '`sh -n {files}`: exit code 0, no output',
      },
    ],
  },
  async run(spec, ctx) {
    if (!ctx.commands) return commandsNotRun(ctx);
    const hasTarget = spec.file !== undefined || spec.files !== undefined;
    const usesFiles = spec.run.includes(FILES_PLACEHOLDER);
    let commandLine = spec.run;
    if (hasTarget || usesFiles) {
      const files = (await ctx.select(spec, spec.scope)).map((f) => f.path);
      // Nothing to check is not a failure: a change without Python files needs no py_compile.
      if (files.length === 0) return pass(`no file (${spec.scope}) matches ${describeTarget(spec)}: nothing to check`);
      commandLine = spec.run.replaceAll(FILES_PLACEHOLDER, files.map((f) => shellQuote(workTreePath(f))).join(' '));
    }
    const timeoutSeconds = spec.timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS;
    const run = await ctx.commands.run(commandLine, { timeoutMs: timeoutSeconds * 1000 });
    const evidence = describeRun(run, timeoutSeconds);
    if (succeeded(run)) return pass(`\`${spec.run}\`: ${evidence}`);
    const why = run.timedOut ? `finish within ${timeoutSeconds} s (timeout_seconds)` : 'exit 0';
    return fail(`\`${spec.run}\`: ${evidence}`, spec.message ?? `Make \`${spec.run}\` ${why}`);
  },
});
