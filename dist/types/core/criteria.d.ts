import { type CheckOutcome } from '../contract/outcome.js';
import type { Criterion } from '../contract/result.js';
import type { PlannedAssertion, UnshownFile } from './plan.js';
import type { JudgeAnswer, MaterialFile } from '../judge/types.js';
/** A deterministic assertion's criterion. A check that did not run counts as not met: it fails closed. */
export declare function checkCriterion(a: PlannedAssertion, o: CheckOutcome): Criterion;
export declare const notJudged: (a: PlannedAssertion, status: "not-judged" | "judge-error", why: string) => Criterion;
/** Spec §13: nothing of the change is in the assertion's scope, so it counts neither for nor against. */
export declare const notApplicable: (a: PlannedAssertion) => Criterion;
/**
 * Spec §14, unseen is not applicable: every file the assertion selects is one the judge cannot read
 * (binary by content, undecodable, a submodule, too large). It is not met, critical or not, and
 * the model is not asked about it; the fix names each file and why.
 */
export declare const unseenCriterion: (a: PlannedAssertion, unshown: readonly UnshownFile[]) => Criterion;
/**
 * The judge's answer as criteria. `unshownOf`: per assertion, the files of its scope that no
 * material could show (binary, too large, a submodule); they count as unseen. A criterion with an
 * unseen file is never met (spec §14); a critical one is met only when its whole scope was seen,
 * what did not fit the context included (issue 23 item 6). Otherwise it is unmet, and the fix
 * says what went unseen.
 */
export declare function judgedCriteria(assertions: readonly PlannedAssertion[], pathsOf: ReadonlyMap<string, string[]>, material: ReadonlyMap<string, MaterialFile>, answer: JudgeAnswer, unshownOf?: ReadonlyMap<string, readonly UnshownFile[]>): Criterion[];
