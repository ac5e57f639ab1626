import type { FileReader } from '../subject/types.js';
/** A file a tried check fails on today, and the tool's own message, led by `path:line:col`. */
export interface TrialFailure {
    path: string;
    message: string;
}
/**
 * Runs each whole-file check of `gate` on every file of the tree as if the change had touched it,
 * and returns, by the check's index, the files it fails on.
 */
export declare function trialRun(gate: readonly unknown[], tree: {
    paths: readonly string[];
    reader: FileReader;
    ignore: readonly string[];
}): Promise<Map<number, TrialFailure[]>>;
/** A glob that matches exactly this path (its glob characters escaped). */
export declare function literal(path: string): string;
