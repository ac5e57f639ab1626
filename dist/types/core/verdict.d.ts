import type { Criterion, ErrorCause, GateEntry, Route, Verdict } from '../contract/result.js';
export interface VerdictFacts {
    /** Whether the output matches its declared type (the schema part of the gate). */
    schemaValid: boolean;
    gate: readonly GateEntry[];
    criteria: readonly Criterion[];
    threshold: number;
    /** Set when the judge was needed but could not give a valid answer (spec rule 4). */
    judgeError?: string | undefined;
    /** Who fixes the judge error: the judge's host (the default) or its model, which answered out of shape. */
    judgeErrorCategory?: 'judge' | 'model' | undefined;
    /** Set when a check could not judge as configured (bad schema, crashed check): nothing can be concluded. */
    configError?: string | undefined;
    /** Who fixes the config error: the config (the default) or the runner, whose toolchain is too old. */
    configErrorCategory?: 'config' | 'toolchain' | undefined;
    /** With a config error: the file (or files, listed) to fix it in; absent: not known. */
    configErrorFile?: string | undefined;
    /** The line of configErrorFile the problem is at, when it is the assertions file's and one line. */
    configErrorLine?: number | undefined;
    /** The judge was switched off while LLM assertions were waiting for it (spec rule 7). */
    judgeSkipped: boolean;
    /**
     * Set when the attempts were used up before the judge was asked (spec §7: N > M makes no model
     * call). Unjudged assertions can then never make the work pass: FAIL, for a person to take over.
     */
    attemptsExhausted?: string | undefined;
}
export interface Decision {
    gate_passed: boolean;
    score: number;
    verdict: Verdict;
    feedback_for_worker: string;
    _critic_status?: 'skipped' | 'error';
    error?: string;
    /** With an error: who can fix it (the result's internal `_critic_error`). */
    cause?: ErrorCause;
}
/** Spec §13: a criterion whose scope holds no file of the change counts neither for nor against the score. */
export declare const isNotApplicable: (c: Pick<Criterion, "status">) => boolean;
/**
 * Weighted share of met criteria, unrounded; criteria never judged count as not met, criteria
 * that do not apply and advisory ones (spec §15) are left out. 1 when there are none (or none counts).
 */
export declare function exactScoreOf(criteria: readonly Criterion[]): number;
/** The share were every criterion that was never judged met: the most a judge could still give. */
export declare function bestCaseScore(criteria: readonly Criterion[]): number;
/** The published score: the weighted share, two decimals. */
export declare const scoreOf: (criteria: readonly Criterion[]) => number;
/** What the worker should do next: failed gate checks first, then critical criteria, then the rest. */
export declare function feedbackOf(gate: readonly GateEntry[], criteria: readonly Criterion[]): string;
/** The verdict rules of spec §3, in their order. The model's own opinion of the total never enters. */
export declare function decide(facts: VerdictFacts): Decision;
/** The safety valve: reaching the attempt limit never turns into an approval. */
export declare function routeOf(verdict: Verdict, attempt: number, maxAttempts: number): Route;
