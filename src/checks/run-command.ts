import { notRun, type CheckOutcome } from '../contract/outcome.js';
import type { CheckContext, CommandRun } from './define.js';

/** How the message of a refusal for a missing or broken sandbox begins. */
export const SANDBOX_UNAVAILABLE = 'the command sandbox (bubblewrap) is not available';
export const SANDBOX_INSTALL_HINT =
  'install bubblewrap on the runner (Debian/Ubuntu: `sudo apt-get install -y bubblewrap`; Fedora: `dnf install bubblewrap`), or set command-sandbox: off (input) / command_sandbox: off (config) to run commands unsandboxed';

export const DEFAULT_TIMEOUT_SECONDS = 60;

/** `command` and `gotchas` without permission to run shell commands: not run, and so not passed. */
export function commandsNotRun(ctx: CheckContext): CheckOutcome {
  const refusal = ctx.commandsRefused;
  return notRun(
    `not run: ${refusal.message}`,
    refusal.kind === 'sandbox-unavailable'
      ? SANDBOX_INSTALL_HINT
      : 'how to enable: --allow-commands (CLI) or allow-commands: true (Action), with the config read from the base commit',
  );
}

/**
 * A repository path as a command gets it: relative to the work tree it runs in, always with a
 * leading `./`, so a file named `-b.py` is a path to `grep "$FILE"`, never an option.
 */
export const workTreePath = (path: string): string => `./${path}`;

/** Quotes one argument for /bin/sh: single quotes, with embedded single quotes closed and escaped. */
export const shellQuote = (arg: string): string => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/** `exit code 1` or `killed at the 60 s time limit`, then the tail of the output. */
export function describeRun(run: CommandRun, timeoutSeconds: number): string {
  const status = run.timedOut
    ? `killed at the ${timeoutSeconds} s time limit`
    : run.exitCode === null
      ? 'ended without an exit code'
      : `exit code ${run.exitCode}`;
  const how = run.unsandboxed ? ' (not sandboxed: command-sandbox is off)' : '';
  return run.output.trim() === '' ? `${status}${how}, no output` : `${status}${how}; last output:\n${run.output}`;
}

export const succeeded = (run: CommandRun): boolean => !run.timedOut && run.exitCode === 0;
