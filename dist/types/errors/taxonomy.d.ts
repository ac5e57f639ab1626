import type { ErrorCategory, ErrorCause, ErrorCauseCategory } from '../contract/result.js';
import { type ExitCode } from './exit-codes.js';
/**
 * Every failure that stops a run, sorted by who can fix it (contract/result.ts names the
 * categories, as a result that could not judge carries its cause).
 */
export type { ErrorCategory } from '../contract/result.js';
/**
 * A failure the user can act on: its message is written for them and shown in its own words.
 * Anything else thrown is a bug in critic-gate and is reported as one. Classified by class, not
 * by name, from this module alone: the front ends need not load the modules that throw them.
 */
export declare abstract class CriticGateError extends Error {
    abstract readonly category: ErrorCategory;
    /** Spec §3: a run that cannot judge exits 4 (the Action's step fails), whoever has to fix it; the category says who. */
    get exitCode(): ExitCode;
    /** The file and line to fix, where the error knows them (a config error's first problem). */
    get fixAt(): {
        file: string;
        line?: number | undefined;
    } | undefined;
}
export interface DescribedError {
    /** `system`: the operating system refused a file the user named. `internal`: a bug of ours. */
    category: ErrorCauseCategory;
    /** For stderr, the result's `error` and the job summary. */
    message: string;
    exitCode: ExitCode;
    /** The category and, where known, the file and line: what the result of the run carries (errorResult). */
    cause: ErrorCause;
}
/** How a run that ended in `e` is reported and how it exits: the one place both front ends ask. */
export declare function describeError(e: unknown): DescribedError;
