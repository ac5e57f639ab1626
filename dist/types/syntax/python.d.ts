import { type ExactReport } from './types.js';
import { type PythonRequirement } from './python-version.js';
/** Seconds one text may take to compile before the interpreter is killed and the text fails. */
export declare const PYTHON_TIMEOUT_MS = 20000;
/** Why there is no CPython to ask: the program could not be started, or it is no Python. */
export declare class PythonUnavailable extends Error {
}
/**
 * When a second interpreter is started beside the first: once the least busy one has `queue`
 * texts waiting (compile() is most of the time a large change's Python files take, and one
 * interpreter uses one core), and only for a program that is no script. A version manager's shim
 * (pyenv, asdf) is a shell script that costs a few hundred milliseconds of CPU on each start, more
 * than a second interpreter saves (npm run bench, pr, every file distinct: 0.37 s slower through
 * pyenv's shim, 0.13 s faster with the interpreter named).
 */
export declare const sparePolicy: {
    queue: number;
    /** A test may allow scripts: its stand-in interpreters are scripts. */
    scripts: boolean;
};
/** Whether the user named the interpreter (the check's `python`, CRITIC_GATE_PYTHON): then it is asked, whatever the project declares. */
export declare const pythonChosenByUser: (configured: string | undefined) => boolean;
/** The interpreter to ask: the check's `python`, else CRITIC_GATE_PYTHON, else `python3` on PATH. */
export declare function pythonProgram(configured: string | undefined): string;
/** How many interpreters of `program` are running: how a test tells a second was started, or was not. */
export declare const interpretersRunning: (program: string) => number;
/**
 * Starts the interpreter now, ahead of the first text: its start (tens of milliseconds, more
 * through a version manager's shim) then overlaps whatever comes before. Idle, it does not keep
 * the process alive.
 */
export declare function startPython(program: string): void;
/**
 * The interpreter is older than the project declares: a text it refuses may be valid in the
 * declared version, so the refusal is the runner's setup, not the author's code (issue 26, item 10).
 */
export interface PythonSetupProblem {
    setup: string;
    /** The version to install: `3.12`. */
    needs: string;
}
/**
 * Compiles `text` with CPython. Throws PythonUnavailable when there is no interpreter (the caller
 * falls back to an approximate parser), any other error when the interpreter failed on this text.
 * With the project's `requirement`, an interpreter on PATH that meets it is used instead of an
 * older `program` (unless `program` was chosen by the user), and a text an older one refuses is a
 * setup problem.
 */
export declare function parsePython(text: string, program: string, requirement?: PythonRequirement, chosenByUser?: boolean): Promise<ExactReport | PythonSetupProblem>;
/**
 * The interpreter that would compile a text for these options, as the known-clean cache keys its
 * verdicts (checks/known-clean.ts): `note` is how the evidence names it (`python 3.11`), `build` its
 * exact version. Undefined when there is none to ask (then nothing is kept or reused).
 */
export declare function pythonIdentity(program: string, requirement: PythonRequirement | undefined, chosenByUser: boolean): Promise<{
    note: string;
    build: string;
} | undefined>;
