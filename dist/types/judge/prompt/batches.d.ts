import { type Canary } from '../canary.js';
import { type PromptPlan } from './plan.js';
import type { TokenizerFamily } from '../fit/tokens.js';
import type { JudgeAssertion, JudgeRequest, MaterialFile } from '../types.js';
/**
 * Which assertions are judged together, on what material (issue: per-assertion material).
 * When everything fits one prompt, one call judges all. Otherwise assertions that select the
 * same files share a call that is shown only those files, and such groups are merged while the
 * merged material still fits whole: a scoped assertion on a big change keeps the context it needs.
 * Material that still does not fit one call is shown in parts, one call each (issue 23 item 6):
 * the same assertions, the lines the part before left out.
 */
export interface Batch {
    /** The real assertions of this call, in request order. */
    assertions: JudgeAssertion[];
    canaries: Canary[];
    /** Calibration was asked for but the material has no line a canary can be built from: the judgement fails closed. */
    noCanary?: true;
    plan: PromptPlan;
    material: MaterialFile[];
}
/** The prompt for some assertions on some material, canaries included when asked and possible. */
export declare function planBatch(task: string, material: MaterialFile[], assertions: JudgeAssertion[], numCtx: number, calibrate: boolean, scale?: number, family?: TokenizerFamily): Batch;
/** The batches, each split into as many parts as its material needs, up to `maxRequests` requests in all. */
export declare function planBatches(request: JudgeRequest, numCtx: number, calibrate: boolean, family?: TokenizerFamily, maxRequests?: number): Batch[];
