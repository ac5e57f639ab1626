import { type ExitCode } from './exit-codes.js';
/**
 * Every failure that stops a run, sorted by who can fix it: the command line (`usage`), the
 * Action's inputs or event or the critic input (`input`), the assertions file (`config`), the
 * repository or refs named (`git`), the token or GitHub (`github`), the model backend (`judge`).
 */
export type ErrorCategory = 'usage' | 'input' | 'config' | 'git' | 'github' | 'judge';
/**
 * A failure the user can act on: its message is written for them and shown in its own words.
 * Anything else thrown is a bug in critic-gate and is reported as one. Classified by class, not
 * by name, from this module alone: the front ends need not load the modules that throw them.
 */
export declare abstract class CriticGateError extends Error {
    abstract readonly category: ErrorCategory;
    /** Spec §3: a run that cannot judge exits 4 (the Action's step fails), whoever has to fix it; the category says who. */
    get exitCode(): ExitCode;
}
export interface DescribedError {
    /** `system`: the operating system refused a file the user named. `internal`: a bug of ours. */
    category: ErrorCategory | 'system' | 'internal';
    /** For stderr, the result's `error` and the job summary. */
    message: string;
    exitCode: ExitCode;
}
/** How a run that ended in `e` is reported and how it exits: the one place both front ends ask. */
export declare function describeError(e: unknown): DescribedError;
