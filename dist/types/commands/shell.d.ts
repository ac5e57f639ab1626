import type { CommandRunner } from '../checks/define.js';
/** How many lines of output a run keeps: enough to show an error, short enough for a review comment. */
export declare const TAIL_LINES = 20;
/**
 * The environment a command sees: enough to find programs and write temp files, nothing else.
 * Tokens (GITHUB_TOKEN, INPUT_GITHUB-TOKEN, ACTIONS_*) and every other variable of this process
 * stay out, because the commands run code from the pull request.
 */
export declare function commandEnv(extra?: Record<string, string>, from?: NodeJS.ProcessEnv): Record<string, string>;
/** The last `n` non-empty-at-the-end lines of the output. */
export declare function tailLines(text: string, n?: number): string;
/** A runner that holds something to clean up (the sandbox's scratch copy). */
export interface ShellRunner extends CommandRunner {
    close(): Promise<void>;
}
export interface ShellOptions {
    cwd: string;
    /** The bwrap to run every command in; absent only for the explicit opt-out (command-sandbox: off). */
    bwrap?: string | undefined;
    /** On a root runner: the setpriv that runs each command as nobody inside the sandbox. */
    setpriv?: string | undefined;
    env?: NodeJS.ProcessEnv;
}
/**
 * Runs commands with `/bin/sh -c` in `cwd` (the checked-out head), inside bubblewrap when `bwrap`
 * is given (see sandbox.ts). Each command gets its own process group, so a time limit kills
 * everything it started; in the sandbox the PID namespace also ends whatever escaped the group.
 */
export declare function shellCommandRunner(options: ShellOptions): ShellRunner;
