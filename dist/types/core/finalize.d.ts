import type { CriticResult, Override } from '../contract/result.js';
/**
 * The rules that may change a verdict once `decide()` (verdict.ts) has given it, in the one order
 * they apply: the attempt limit (spec §7), a human override (spec §14), a draft judged by the gate
 * only, a merge-queue entry reusing its pull request's verdict (spec §14). Each rule is a pure
 * function of the result and one fact the front end gathered (reading comments, reviews and
 * permissions stays at the edges); a rule whose fact is absent changes nothing. No other module
 * sets a verdict: `decide()` gives it, `finalize()` may change it, `errorResult()` gives the one of
 * a run that could not judge.
 */
export interface FinalFacts {
    /** This run's attempt and its limit: a RETRY on the last allowed attempt goes to a person as FAIL. */
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    /** A valid override of the head (who, why, where, and the verdict it replaces): PASS. */
    override?: Override | undefined;
    /** A draft judged by the gate only (`drafts: gate-only`): a SKIPPED says so. */
    draft?: boolean | undefined;
    /** The queued pull request's verdict, reusable on this merge-queue entry: its PASS and score. */
    reuse?: {
        verdict: ReusedVerdict;
        score: number;
    } | undefined;
}
export type ReusedVerdict = NonNullable<CriticResult['reused_verdict']>;
export interface Finalized {
    result: CriticResult;
    /**
     * The attempt limit turned a RETRY into a FAIL, and no later rule changed that verdict: a person
     * must take over (the Action labels the pull request). An override's PASS is no escalation.
     */
    escalated: boolean;
}
/**
 * The safety valve of spec §3 and §7: `route` and `attempt` are set, and a RETRY on the last
 * allowed attempt becomes a FAIL that goes to a person, so reaching the limit never turns into an
 * approval nor into another lap of the loop. Score, criteria, feedback stay as they were.
 */
export declare function limitAttempts(result: CriticResult, attempt: {
    number: number;
    max: number;
}): CriticResult;
/** The result of a head a valid override covers (spec §14): PASS, with who, why and the verdict it replaced. */
export declare function applyOverride(result: CriticResult, override: Override): CriticResult;
/**
 * A draft judged by the gate only (`drafts: gate-only`): where the judge being off is all that
 * kept the verdict open, it is SKIPPED with the reason `draft`. A gate failure stays a failure.
 */
export declare function markDraft(result: CriticResult): CriticResult;
/**
 * A merge-queue entry whose pull request's verdict is reused (spec §14): the gate (run again on
 * the entry) stands — a gate failure is a FAIL — and otherwise the verdict and score of the reused review.
 */
export declare function reuseVerdict(gateOnly: CriticResult, reuse: {
    verdict: ReusedVerdict;
    score: number;
}): CriticResult;
/** One rule of `finalize`: the result after it, given the facts (unchanged when its fact is absent). */
type FinalRule = (result: CriticResult, facts: FinalFacts) => CriticResult;
/**
 * The order is the spec's: the attempt limit first, on the verdict as decided; an override then
 * makes the head PASS whatever that gave (an override and a draft are exclusive: an overridden
 * draft is not judged at all); the reuse last, on the gate that ran again on the entry.
 */
export declare const FINAL_RULES: readonly (readonly [string, FinalRule])[];
/**
 * The decided result after every rule that may change it, in FINAL_RULES' order. A run that could
 * not judge (`errorResult`, or `decide()`'s "cannot judge as configured") is no verdict to change:
 * no override, draft or reuse makes it one (spec §13: an error is never a verdict).
 */
export declare function finalize(result: CriticResult, facts: FinalFacts): Finalized;
export {};
