import { describe, expect, it } from 'vitest';
import { command } from '../../../src/checks/kinds/command.js';
import type { CommandRunner } from '../../../src/checks/define.js';
import { CheckSpecSchema, runCheck } from '../../../src/checks/registry.js';
import { SANDBOX_INSTALL_HINT, SANDBOX_UNAVAILABLE } from '../../../src/checks/run-command.js';
import { memoryContext } from '../../support/memory-subject.js';
import { checkTester } from '../../support/check-tester.js';

/** A runner that runs nothing: `exit N` in the command decides its exit code. The real shell is tested in e2e/commands. */
const runner: CommandRunner = {
  run: async (cmd) => ({ exitCode: Number(/exit (\d+)/.exec(cmd)?.[1] ?? 0), timedOut: false, output: `ran ${cmd}` }),
};

describe('command, table', () => {
  checkTester(command).table([
    { name: 'the command exits 0', spec: { run: 'true; exit 0' }, files: { 'a.py': 'x\n' }, context: { commands: runner }, passes: true },
    {
      name: 'the command exits 1',
      spec: { run: 'exit 1' },
      files: { 'a.py': 'x\n' },
      context: { commands: runner },
      passes: false,
      evidence: '1',
    },
    {
      name: 'commands are not allowed',
      spec: { run: 'exit 0' },
      files: { 'a.py': 'x\n' },
      context: { commandsRefused: { kind: 'not-allowed', message: 'commands are off' } },
      passes: false,
    },
  ]);
});

describe('command, refused', () => {
  // The fix follows the refusal's kind, not its wording: a reworded message still gets the right remedy.
  it('a missing sandbox shows the install hint; a policy refusal shows how to allow commands', async () => {
    const spec = CheckSpecSchema.parse({ kind: 'command', run: 'true' });
    const files = { files: { 'a.py': 'x\n' }, changes: [{ path: 'a.py' }] };
    const sandbox = await runCheck(
      spec,
      memoryContext(files, { commandsRefused: { kind: 'sandbox-unavailable', message: 'no bwrap here' } }),
    );
    expect(sandbox).toMatchObject({ status: 'not-run', evidence: 'not run: no bwrap here', fix: SANDBOX_INSTALL_HINT });
    const policy = await runCheck(
      spec,
      memoryContext(files, { commandsRefused: { kind: 'not-allowed', message: `${SANDBOX_UNAVAILABLE}, says the policy` } }),
    );
    expect(policy).toMatchObject({ status: 'not-run' });
    expect(policy.fix).toContain('--allow-commands');
  });
});
