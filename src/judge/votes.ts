import { verifyEvidence } from './evidence.js';
import type { JudgeAssertion, JudgeItem, MaterialFile, SeenLines } from './types.js';

/**
 * Spec §8, votes: a criterion is met only when a strict majority of the judgements say met
 * with evidence that verifies. With one vote this is the answer itself.
 */
export function combineVotes(
  assertions: readonly JudgeAssertion[],
  votes: readonly (readonly JudgeItem[])[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: SeenLines,
): JudgeItem[] {
  const n = votes.length;
  return assertions.map((a) => {
    const answers = votes.map((v) => v.find((i) => i.id === a.id)).filter((i): i is JudgeItem => i !== undefined);
    if (n === 1) return answers[0] ?? { id: a.id, met: false };
    const verified = answers.filter((i) => i.met && verifyEvidence(i, a.paths, material, seen).verified);
    if (verified.length * 2 > n) return { ...verified[0]!, agreement: `${verified.length}/${n}` };
    // Not met: the first answer that says so explains why; an unverified "met" is turned into unmet by the engine.
    const against = answers.find((i) => !i.met) ?? answers.find((i) => i.met && !verified.includes(i)) ?? { id: a.id, met: false };
    return { ...against, agreement: `${n - verified.length}/${n}` };
  });
}
