import { type CheckOutcome } from './contract/outcome.js';
import type { Criterion } from './contract/result.js';
import type { PlannedAssertion } from './plan.js';
import type { JudgeAnswer, MaterialFile } from './judge/types.js';
/** A deterministic assertion's criterion. A check that did not run counts as not met: it fails closed. */
export declare function checkCriterion(a: PlannedAssertion, o: CheckOutcome): Criterion;
export declare const notJudged: (a: PlannedAssertion, status: "not-judged" | "judge-error", why: string) => Criterion;
export declare function judgedCriteria(assertions: readonly PlannedAssertion[], pathsOf: ReadonlyMap<string, string[]>, material: ReadonlyMap<string, MaterialFile>, answer: JudgeAnswer): Criterion[];
