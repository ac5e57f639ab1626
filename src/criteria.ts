import { toCriterionFields, type CheckOutcome } from './contract/outcome.js';
import type { Criterion } from './contract/result.js';
import type { PlannedAssertion } from './plan.js';
import { verifyEvidence } from './judge/evidence.js';
import type { JudgeAnswer, MaterialFile } from './judge/types.js';

/** Turning check outcomes and the judge's answer into criteria of the result: one shape for both. */

const base = (a: PlannedAssertion, source: Criterion['source']) => ({
  id: a.id,
  assertion: a.text,
  critical: a.critical,
  weight: a.weight,
  source,
});

/** A deterministic assertion's criterion. A check that did not run counts as not met: it fails closed. */
export function checkCriterion(a: PlannedAssertion, o: CheckOutcome): Criterion {
  return { ...base(a, 'check'), ...toCriterionFields(o) };
}

export const notJudged = (a: PlannedAssertion, status: 'not-judged' | 'judge-error', why: string): Criterion => ({
  ...base(a, 'llm'),
  met: null,
  status,
  evidence: why,
});

/** Spec §13: nothing of the change is in the assertion's scope, so it counts neither for nor against. */
export const notApplicable = (a: PlannedAssertion): Criterion => ({
  ...base(a, 'llm'),
  met: null,
  status: 'not_applicable',
  evidence: 'not applicable — no file of this change is in its scope (deleted, binary and ignored files are not judged)',
});

export function judgedCriteria(
  assertions: readonly PlannedAssertion[],
  pathsOf: ReadonlyMap<string, string[]>,
  material: ReadonlyMap<string, MaterialFile>,
  answer: JudgeAnswer,
): Criterion[] {
  return assertions.map((a): Criterion => {
    const item = answer.items.find((i) => i.id === a.id);
    const paths = pathsOf.get(a.id) ?? [];
    const seen = answer.seenById?.get(a.id) ?? answer.seen;
    const coverage = coverageOf(paths, material, seen);
    const withCoverage = { ...(coverage.complete ? {} : { coverage }), ...(item?.agreement ? { agreement: item.agreement } : {}) };
    if (!item)
      return { ...base(a, 'llm'), met: false, status: 'judged', fix: 'The judge gave no answer for this assertion', ...withCoverage };
    if (!item.met) {
      return {
        ...base(a, 'llm'),
        met: false,
        status: 'judged',
        ...(item.evidence ? { evidence: item.evidence } : {}),
        ...(item.location ? { location: item.location } : {}),
        fix: item.fix?.trim() || `Meet: ${a.text}`,
        ...withCoverage,
      };
    }
    const check = verifyEvidence(item, paths, material, seen);
    if (!check.verified) {
      return {
        ...base(a, 'llm'),
        met: false,
        status: 'judged',
        ...(item.evidence ? { evidence: item.evidence } : {}),
        fix: unverifiedFix(a.text, paths, check.reason),
        ...withCoverage,
      };
    }
    const loc = check.location;
    return {
      ...base(a, 'llm'),
      met: true,
      status: 'judged',
      evidence: item.evidence?.trim() || `${loc.path}:${loc.line}: ${loc.quote}`,
      location: loc,
      ...withCoverage,
    };
  });
}

function coverageOf(
  paths: readonly string[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: ReadonlyMap<string, ReadonlySet<number>>,
): { complete: boolean; unseen: string[] } {
  const unseen: string[] = [];
  for (const path of paths) {
    const shown = seen.get(path);
    const lines = material.get(path)?.lines ?? [];
    const missing = lines.filter((l) => !shown?.has(l.n));
    if (missing.length === 0) continue;
    unseen.push(missing.length === lines.length ? path : `${path}:${missing[0]!.n}-${missing[missing.length - 1]!.n}`);
  }
  return { complete: unseen.length === 0, unseen };
}

/**
 * The judge claimed the assertion met but cited nothing that holds: the worker cannot fix the
 * judge, so it is told what it can do, namely make the point plain in lines one can quote.
 */
function unverifiedFix(assertion: string, paths: readonly string[], reason: string): string {
  const where = paths.length === 0 ? 'in the changed files' : paths.length <= 3 ? `in ${paths.join(', ')}` : `in the files it is judged on`;
  return `Make "${assertion}" explicit ${where}, in code a reviewer can quote line by line (a dedicated function, branch or test, not a comment). The judge called it met, but its evidence could not be verified (${reason}); it counts as unmet until it is plainly visible.`;
}
