import type { Env, FlagTable, Values } from './shared.js';
/** One command of the CLI: its help, its own flags, and how their values become the typed command. */
export interface CommandSpec<C> {
    synopsis: string;
    summary: string;
    flags: FlagTable;
    /** The flag a bare word after the command most likely meant (`pr main`: `--base main`). */
    positional?: string;
    /** The command takes one bare word, as the value of `positional` (`replay result.json`). */
    takesPositional?: boolean;
    /** Lines after the options in `--help` (exit codes). */
    footer?: string;
    build(values: Values, env: Env): C;
}
export declare const VERDICT_EXIT_CODES = "Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.";
