import { type CheckOutcome } from '../contract/outcome.js';
import type { CheckContext, CommandRun } from './define.js';
/** How the message of a refusal for a missing or broken sandbox begins. */
export declare const SANDBOX_UNAVAILABLE = "the command sandbox (bubblewrap) is not available";
export declare const SANDBOX_INSTALL_HINT = "install bubblewrap on the runner (Debian/Ubuntu: `sudo apt-get install -y bubblewrap`; Fedora: `dnf install bubblewrap`), or set command-sandbox: off (input) / command_sandbox: off (config) to run commands unsandboxed";
export declare const DEFAULT_TIMEOUT_SECONDS = 60;
/** `command` and `gotchas` without permission to run shell commands: not run, and so not passed. */
export declare function commandsNotRun(ctx: CheckContext): CheckOutcome;
/**
 * A repository path as a command gets it: relative to the work tree it runs in, always with a
 * leading `./`, so a file named `-b.py` is a path to `grep "$FILE"`, never an option.
 */
export declare const workTreePath: (path: string) => string;
/** Quotes one argument for /bin/sh: single quotes, with embedded single quotes closed and escaped. */
export declare const shellQuote: (arg: string) => string;
/** `exit code 1` or `killed at the 60 s time limit`, then the tail of the output. */
export declare function describeRun(run: CommandRun, timeoutSeconds: number): string;
export declare const succeeded: (run: CommandRun) => boolean;
