import type { CriticResult } from '../contract/result.js';
/**
 * The problems of a result, in one shape: every failed gate check, every gate warning and every
 * criterion judged not met. Met criteria and criteria never judged are not problems; they live in the body's tables.
 */
export type ReviewProblemKind = 'gate' | 'criterion';
export interface ReviewProblem {
    /** Stable identity of the finding, see findingKey. */
    key: string;
    kind: ReviewProblemKind;
    id: string;
    /** Gate checks block by definition; a criterion only when critical. Blocking findings come first. */
    blocking: boolean;
    /** A gate check's kind, or `critical` for a critical criterion. */
    tag?: string;
    /** What was observed (a gate check's evidence) or what was asked (a criterion's assertion). */
    summary: string;
    fix?: string;
    /** For an unmet criterion: what the judge observed, and the quote at its location. */
    observed?: string;
    quote?: string;
    location?: {
        path: string;
        line: number;
        column?: number;
    };
    /** Spec §15: why an unmet criterion may not block in this run (it is a warning). */
    advisory?: string;
}
/**
 * A failed gate entry yields one finding per failing place it lists (each commented at its own
 * line with the tool's own message), else one; an unmet criterion one, with what the judge observed.
 */
export declare function reviewProblemsOf(result: CriticResult): ReviewProblem[];
export declare const sortProblems: (findings: readonly ReviewProblem[]) => ReviewProblem[];
