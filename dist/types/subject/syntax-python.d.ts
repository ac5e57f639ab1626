import { type ExactReport } from './syntax-types.js';
/** Seconds one text may take to compile before the interpreter is killed and the text fails. */
export declare const PYTHON_TIMEOUT_MS = 20000;
/** Why there is no CPython to ask: the program could not be started, or it is no Python. */
export declare class PythonUnavailable extends Error {
}
/** The interpreter to ask: the check's `python`, else CRITIC_GATE_PYTHON, else `python3` on PATH. */
export declare function pythonProgram(configured: string | undefined): string;
/**
 * Starts the interpreter now, ahead of the first text: its start (tens of milliseconds, more
 * through a version manager's shim) then overlaps whatever comes before. Idle, it does not keep
 * the process alive.
 */
export declare function startPython(program: string): void;
/**
 * Compiles `text` with CPython. Throws PythonUnavailable when there is no interpreter (the caller
 * falls back to an approximate parser), any other error when the interpreter failed on this text.
 */
export declare function parsePython(text: string, program: string): Promise<ExactReport>;
