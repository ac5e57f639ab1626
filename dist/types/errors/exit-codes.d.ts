import type { CriticResult } from '../contract/result.js';
/** The CLI's exit codes (spec §3). */
export declare const EXIT: {
    readonly PASS: 0;
    readonly RETRY: 1;
    readonly FAIL: 2;
    readonly SKIPPED: 3;
    readonly ERROR: 4;
};
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
/** A result that could not be judged exits 4, whatever its verdict field says. */
export declare function exitCodeOf(result: CriticResult): ExitCode;
