import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import type { CommandRunner } from '../../../src/checks/define.js';
import { memoryContext } from '../../support/memory-subject.js';

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
      { files: { 'run.sh': 'echo hi\n', '.github/gotchas.md': rules('true') }, changes: [{ path: 'run.sh' }, { path: '.github/gotchas.md' }] },
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
    expect(outcome).toMatchObject({ passed: false, evidence: '.github/gotchas.md: not found at the base commit' });
    expect(commands.ran).toEqual([]);
  });
});
