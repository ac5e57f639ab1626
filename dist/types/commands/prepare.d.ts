import { type SandboxMode } from './sandbox.js';
import type { CommandsRefusal } from '../checks/define.js';
import { type ShellRunner } from './shell.js';
export type PreparedCommands = {
    runner: ShellRunner;
    notes: string[];
} | {
    refused: CommandsRefusal;
};
/**
 * The runner for `command` and `gotchas` once the policy allows them: sandboxed in bwrap, or
 * refused (the checks then report "not run" and the gate fails) when the sandbox is required but
 * missing or broken. `off` runs them bare and says so.
 */
export declare function prepareCommands(o: {
    cwd: string;
    sandbox: SandboxMode;
    env: NodeJS.ProcessEnv;
}): Promise<PreparedCommands>;
