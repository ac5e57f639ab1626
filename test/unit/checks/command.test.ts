import { describe } from 'vitest';
import { command } from '../../../src/checks/command.js';
import type { CommandRunner } from '../../../src/checks/define.js';
import { checkTester } from '../../support/check-tester.js';

/** A runner that runs nothing: `exit N` in the command decides its exit code. The real shell is tested in e2e/commands. */
const runner: CommandRunner = {
  run: async (cmd) => ({ exitCode: Number(/exit (\d+)/.exec(cmd)?.[1] ?? 0), timedOut: false, output: `ran ${cmd}` }),
};

describe('command, table', () => {
  checkTester(command).table([
    { name: 'the command exits 0', spec: { run: 'true; exit 0' }, files: { 'a.py': 'x\n' }, context: { commands: runner }, passes: true },
    { name: 'the command exits 1', spec: { run: 'exit 1' }, files: { 'a.py': 'x\n' }, context: { commands: runner }, passes: false, evidence: '1' },
    { name: 'commands are not allowed', spec: { run: 'exit 0' }, files: { 'a.py': 'x\n' }, context: { commandsRefused: 'commands are off' }, passes: false },
  ]);
});
