import type { CheckContext } from './checks/define.js';
import { type CheckSpec } from './checks/registry.js';
import type { Criterion } from './contract/result.js';
import type { PlannedAssertion } from './engine.js';
import type { JudgeAnswer, MaterialFile } from './judge/types.js';
export declare function checkCriterion(a: PlannedAssertion & {
    check: CheckSpec;
}, ctx: CheckContext): Promise<Criterion>;
export declare const notJudged: (a: PlannedAssertion, status: "not-judged" | "judge-error", why: string) => Criterion;
export declare function judgedCriteria(assertions: readonly PlannedAssertion[], pathsOf: ReadonlyMap<string, string[]>, material: ReadonlyMap<string, MaterialFile>, answer: JudgeAnswer): Criterion[];
