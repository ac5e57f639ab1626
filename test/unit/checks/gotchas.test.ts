import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import type { CommandRunner } from '../../../src/checks/define.js';
import { memoryContext } from '../../support/memory-subject.js';
import { gotchas } from '../../../src/checks/kinds/gotchas.js';
import { checkTester } from '../../support/check-tester.js';

// A runner that records what it was asked to run; whether commands run at all is not the question here.
const recording = (): CommandRunner & { ran: string[] } => {
  const ran: string[] = [];
  return { ran, run: async (command) => (ran.push(command), { exitCode: 0, timedOut: false, output: '' }) };
};

const rules = (check: string) => `## Shell scripts are strict\n- pattern: **/*.sh\n- check: ${check}\n- message: add set -e\n`;

describe('gotchas rules come from the base commit, like the config', () => {
  it('runs the base commit’s rules, not the ones the change wrote', async () => {
    const commands = recording();
    const base = new Map([['.github/gotchas.md', new TextEncoder().encode(rules('grep -q "set -e" "$FILE"'))]]);
    const ctx = memoryContext(
      {
        files: { 'run.sh': 'echo hi\n', '.github/gotchas.md': rules('true') },
        changes: [{ path: 'run.sh' }, { path: '.github/gotchas.md' }],
      },
      { commands, trusted: { listTree: async () => [...base.keys()], read: async (p) => base.get(p) } },
    );
    await runCheck({ kind: 'gotchas', file: '.github/gotchas.md', scope: 'changed' }, ctx);
    expect(commands.ran).toEqual(['grep -q "set -e" "$FILE"']);
  });
  it('fails closed when the rules file is only in the change', async () => {
    const commands = recording();
    const ctx = memoryContext(
      { files: { 'run.sh': 'echo hi\n', '.github/gotchas.md': rules('true') }, changes: [{ path: 'run.sh' }] },
      { commands, trusted: { listTree: async () => [], read: async () => undefined } },
    );
    const outcome = await runCheck({ kind: 'gotchas', file: '.github/gotchas.md', scope: 'changed' }, ctx);
    expect(outcome).toMatchObject({ status: 'misconfigured', evidence: '.github/gotchas.md: not found at the base commit' });
    expect(commands.ran).toEqual([]);
  });
});

const tableRules = (check: string): string =>
  `# Gotchas\n\n## No console\n- pattern: "**/*.js"\n- check: ${check}\n- message: Remove console.log\n`;
/** A runner that runs nothing: `exit N` in the command decides its exit code. The real shell is tested in e2e/commands. */
const runner: CommandRunner = {
  run: async (cmd) => ({ exitCode: Number(/exit (\d+)/.exec(cmd)?.[1] ?? 0), timedOut: false, output: `ran ${cmd}` }),
};

describe('gotchas, table', () => {
  checkTester(gotchas).table([
    {
      name: 'every rule passes',
      spec: { file: '.github/gotchas.md' },
      files: { '.github/gotchas.md': tableRules('exit 0'), 'a.js': 'x\n' },
      context: { commands: runner },
      passes: true,
    },
    {
      name: 'a rule fails on a file',
      spec: { file: '.github/gotchas.md' },
      files: { '.github/gotchas.md': tableRules('exit 1'), 'a.js': 'x\n' },
      context: { commands: runner },
      passes: false,
      evidence: 'a.js',
    },
    {
      name: 'the rules file is missing',
      spec: { file: '.github/gotchas.md' },
      files: { 'a.js': 'x\n' },
      context: { commands: runner },
      passes: false,
    },
  ]);
});
