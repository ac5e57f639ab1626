import type { Location } from '../contract/location.js';
import { type ExampleAgreement } from '../core/earned.js';
/** One judgement of one case: what the judge said, and what it cost. */
export interface CaseJudgement {
    /** The judge's decision after evidence verification; null when it could not judge. */
    met: boolean | null;
    /** Wall time of the judgement, prompt building to verified answer. */
    latency_ms: number;
    prompt_tokens: number;
    completion_tokens: number;
    /** Model calls made (repairs included); a call shared by a batch is split between its cases. */
    llm_calls: number;
    /** What the judge said it observed, and the line it quoted: why it decided as it did. */
    evidence?: string | undefined;
    location?: Location | undefined;
    /** Whether the request's calibration canaries were answered right; undefined when none were sent. */
    calibration_passed?: boolean | undefined;
    error?: string | undefined;
}
export interface CaseOutcome {
    id: string;
    language: string;
    kind: string;
    /** The label: whether the case's change meets its assertion. */
    met: boolean;
    /** The assertion's text: cases sharing it (in one language) are that assertion's examples. */
    assertion?: string | undefined;
    /** One judgement per seed. */
    judgements: CaseJudgement[];
}
export interface Confusion {
    /** Judged met, labelled met. */
    tp: number;
    fp: number;
    tn: number;
    fn: number;
    /** Judgements that did not come to a decision (a judge error, failed calibration). */
    errors: number;
}
export interface Breakdown {
    cases: number;
    accuracy: number | null;
}
export interface EvalReport {
    suite: string;
    model: string;
    /** Cases judged (fewer than the suite's when the run was interrupted). */
    cases: number;
    suite_cases: number;
    partial: boolean;
    seeds: number;
    /** Cases judged together in one request: 1 is one assertion per prompt. */
    batch: number;
    accuracy: number | null;
    precision: number | null;
    recall: number | null;
    /** Share of cases whose decided judgements disagree across seeds; null with one seed. */
    flip_rate: number | null;
    calibration_pass_rate: number | null;
    confusion: Confusion;
    latency_ms: {
        p50: number | null;
        p95: number | null;
    };
    tokens: {
        prompt: number;
        completion: number;
    };
    llm_calls: number;
    met_share: number | null;
    /**
     * Spec §15's figures, as `critic-gate test` gives them: the cases of one assertion (one language)
     * taken as its examples. An assertion whose every case is read as expected by every seed would
     * block; any other would be advisory.
     */
    examples: {
        assertions: number;
        agreeing: number;
        per_assertion: ExampleAgreement[];
    };
    by_kind: Record<string, Breakdown>;
    by_language: Record<string, Breakdown>;
    per_case: CaseOutcome[];
}
/** The value below which `q` of the sorted values lie, nearest rank. */
export declare function percentile(values: readonly number[], q: number): number | null;
/** The report of a run: pure arithmetic over the outcomes. */
export declare function summarise(outcomes: readonly CaseOutcome[], meta: {
    suite: string;
    model: string;
    suiteCases: number;
    seeds: number;
    batch?: number;
    partial: boolean;
}): EvalReport;
