import type { CriticResult } from '../contract/result.js';
/** One workflow-command annotation (`::error file=…,line=…,title=…::message`). */
export interface Annotation {
    level: 'error' | 'warning' | 'notice';
    title: string;
    message: string;
    file?: string | undefined;
    line?: number | undefined;
}
/** Spec §10: at most this many, the rest summarised in one more. */
export declare const MAX_ANNOTATIONS = 50;
/**
 * The result as annotations: one per failed gate entry or unmet criterion (errors), one per
 * criterion that was not judged (warnings). Findings with a location come first, so the ones a
 * Files tab can show are never the ones cut.
 */
export declare function annotationsOf(r: CriticResult, max?: number): Annotation[];
