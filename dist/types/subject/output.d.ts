import type { Subject } from './types.js';
/** The path under which a worker's output is judged and cited (`output:42`). */
export declare const OUTPUT_PATH = "output";
/** A single worker output seen as a change that adds one file, every line of it new. */
export declare function outputSubject(output: string): Subject;
