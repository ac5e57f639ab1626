import type { CriticResult } from '../contract/result.js';
/** One workflow-command annotation (`::error file=…,line=…,col=…,title=…::message`). */
export interface Annotation {
    level: 'error' | 'warning' | 'notice';
    title: string;
    message: string;
    file?: string | undefined;
    line?: number | undefined;
    column?: number | undefined;
}
/** Spec §10: at most this many, the rest summarised in one more. */
export declare const MAX_ANNOTATIONS = 50;
export interface AnnotationOptions {
    /**
     * Whether the verdict fails the step (spec §13: annotations follow the step). When it does not
     * (a RETRY under the default fail-on), what would be errors are warnings. Default true.
     */
    failsStep?: boolean;
    /** Default MAX_ANNOTATIONS. */
    max?: number;
}
/**
 * The result as annotations: one per failing place of a gate entry or unmet criterion, one per
 * criterion that was not judged (warnings). Findings with a location come first, so the ones a
 * Files tab can show are never the ones cut.
 */
export declare function annotationsOf(r: CriticResult, options?: AnnotationOptions): Annotation[];
