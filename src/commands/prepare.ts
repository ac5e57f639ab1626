import { findBwrap, findSetpriv, probeBwrap, runsAsRoot, SANDBOX_INSTALL_HINT, SANDBOX_UNAVAILABLE, type SandboxMode } from './sandbox.js';
import type { CommandsRefusal } from '../checks/define.js';
import { shellCommandRunner, type ShellRunner } from './shell.js';

export type PreparedCommands = { runner: ShellRunner; notes: string[] } | { refused: CommandsRefusal };

const unavailable = (message: string): { refused: CommandsRefusal } => ({
  refused: { kind: 'sandbox-unavailable', message: `${SANDBOX_UNAVAILABLE}: ${message}` },
});

/**
 * The runner for `command` and `gotchas` once the policy allows them: sandboxed in bwrap, or
 * refused (the checks then report "not run" and the gate fails) when the sandbox is required but
 * missing or broken. `off` runs them bare and says so.
 */
export async function prepareCommands(o: { cwd: string; sandbox: SandboxMode; env: NodeJS.ProcessEnv }): Promise<PreparedCommands> {
  if (o.sandbox === 'off') {
    return {
      runner: shellCommandRunner({ cwd: o.cwd, env: o.env }),
      notes: [
        'Commands ran without a sandbox (command-sandbox: off): they could see this process and everything the runner user can read.',
      ],
    };
  }
  const bwrap = await findBwrap(o.env);
  if (!bwrap) {
    const where = o.env['CRITIC_GATE_BWRAP']
      ? `CRITIC_GATE_BWRAP=${o.env['CRITIC_GATE_BWRAP']} is not an executable`
      : 'bwrap is not on PATH';
    return unavailable(`${where}; ${SANDBOX_INSTALL_HINT}`);
  }
  // As root, commands run as nobody through setpriv (sandbox.ts): without it they are not run at all.
  const setpriv = runsAsRoot() ? await findSetpriv(o.env) : undefined;
  if (runsAsRoot() && setpriv === undefined)
    return unavailable(
      'this runner is root, and its commands run as an unprivileged user through setpriv, which is not on PATH; install util-linux (apt-get install util-linux), or run the job as a non-root user',
    );
  const broken = await probeBwrap(bwrap, setpriv);
  if (broken)
    return unavailable(
      `${bwrap} cannot create its namespaces here (${broken}); allow unprivileged user namespaces on the runner, or ${SANDBOX_INSTALL_HINT.replace(/^install bubblewrap[^,]*\), or /, '')}`,
    );
  return { runner: shellCommandRunner({ cwd: o.cwd, bwrap, setpriv, env: o.env }), notes: [] };
}
