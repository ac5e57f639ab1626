import type { JudgeAssertion, JudgeItem, MaterialFile, SeenLines } from './types.js';
/**
 * Spec §8, votes: a criterion is met only when a strict majority of the judgements say met
 * with evidence that verifies. With one vote this is the answer itself.
 */
export declare function combineVotes(assertions: readonly JudgeAssertion[], votes: readonly (readonly JudgeItem[])[], material: ReadonlyMap<string, MaterialFile>, seen: SeenLines): JudgeItem[];
