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
/**
 * Runs commands with `/bin/sh -c` in `cwd` (the checked-out head). Each command gets its own
 * process group, so a time limit kills everything it started, and nothing it started outlives it.
 */
export declare function shellCommandRunner(options: {
    cwd: string;
}): CommandRunner;
