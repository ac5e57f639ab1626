import type { FileReader, Subject } from '../subject/types.js';
import type { EvalCase } from './suite.js';
export interface CaseChange {
    subject: Subject;
    /** The base commit's files, as `trusted` reads them. */
    base: FileReader;
}
/**
 * A case's change as the same Subject `pr` builds from git: head-side hunks, added and
 * commentable lines from the hunk parser the API path uses. Held in memory: no repository needed.
 */
export declare function caseChange(c: Pick<EvalCase, 'base' | 'head'>): CaseChange;
