import { toCriterionFields, type CheckOutcome } from '../contract/outcome.js';
import type { Criterion } from '../contract/result.js';
import type { PlannedAssertion, UnshownFile } from './plan.js';
import { listPaths } from '../judge/prompt/material-format.js';
import { verifyEvidence } from '../judge/evidence.js';
import type { JudgeAnswer, MaterialFile, SeenLines } from '../judge/types.js';

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
  evidence: 'not applicable — no file of this change is in its scope (deleted and ignored files are not judged)',
});

/**
 * Spec §14, unseen is not applicable: every file the assertion selects is one the judge cannot read
 * (binary by content, undecodable, a submodule, too large). It is not met, critical or not, and
 * the model is not asked about it; the fix names each file and why.
 */
export const unseenCriterion = (a: PlannedAssertion, unshown: readonly UnshownFile[]): Criterion => ({
  ...base(a, 'llm'),
  met: false,
  status: 'judged',
  evidence: `none of its files could be shown to the judge: ${listPaths(unshown.map(withReason))}`,
  fix: unseenFix(a.critical, [], new Map(), new Map(), unshown),
  coverage: { complete: false, unseen: unshown.map((f) => f.path) },
});

const withReason = (f: UnshownFile): string => `${f.path} (${f.reason})`;

/**
 * The judge's answer as criteria. `unshownOf`: per assertion, the files of its scope that no
 * material could show (binary, too large, a submodule); they count as unseen. A criterion with an
 * unseen file is never met (spec §14); a critical one is met only when its whole scope was seen,
 * what did not fit the context included (issue 23 item 6). Otherwise it is unmet, and the fix
 * says what went unseen.
 */
export function judgedCriteria(
  assertions: readonly PlannedAssertion[],
  pathsOf: ReadonlyMap<string, string[]>,
  material: ReadonlyMap<string, MaterialFile>,
  answer: JudgeAnswer,
  unshownOf: ReadonlyMap<string, readonly UnshownFile[]> = new Map(),
): Criterion[] {
  return assertions.map((a): Criterion => {
    const unshown = unshownOf.get(a.id) ?? [];
    const criterion = judgedCriterion(a, pathsOf, material, answer, unshown);
    // What did not fit the context costs a non-critical criterion nothing; a file no one could read does.
    if (criterion.coverage === undefined || (!a.critical && unshown.length === 0)) return criterion;
    const note = unseenFix(a.critical, pathsOf.get(a.id) ?? [], material, answer.seenById?.get(a.id) ?? answer.seen, unshown);
    if (criterion.met === false) return { ...criterion, fix: `${criterion.fix} ${note}` };
    // What the judge cited for "met" holds only for what it saw: kept in words, not as the failure's location.
    const { evidence, location: _met, ...rest } = criterion;
    return {
      ...rest,
      met: false,
      evidence: `not all of its scope was shown to the judge${evidence ? `; on what it saw, the judge said: ${evidence}` : ''}`,
      fix: note,
    };
  });
}

function judgedCriterion(
  a: PlannedAssertion,
  pathsOf: ReadonlyMap<string, string[]>,
  material: ReadonlyMap<string, MaterialFile>,
  answer: JudgeAnswer,
  unshown: readonly UnshownFile[],
): Criterion {
  const item = answer.items.find((i) => i.id === a.id);
  const paths = pathsOf.get(a.id) ?? [];
  const seen = answer.seenById?.get(a.id) ?? answer.seen;
  const coverage = coverageOf(paths, material, seen, unshown);
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
}

/** Per path, what of the material the judge was not shown, as `path` or `path:first-last`. */
function truncatedOf(paths: readonly string[], material: ReadonlyMap<string, MaterialFile>, seen: SeenLines): string[] {
  const unseen: string[] = [];
  for (const path of paths) {
    const shown = seen.get(path);
    const lines = material.get(path)?.lines ?? [];
    const missing = lines.filter((l) => !shown?.has(l.n));
    if (missing.length === 0) continue;
    unseen.push(missing.length === lines.length ? path : `${path}:${missing[0]!.n}-${missing[missing.length - 1]!.n}`);
  }
  return unseen;
}

function coverageOf(
  paths: readonly string[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: SeenLines,
  unshown: readonly UnshownFile[],
): { complete: boolean; unseen: string[] } {
  const unseen = [...truncatedOf(paths, material, seen), ...unshown.map((f) => f.path)];
  return { complete: unseen.length === 0, unseen };
}

/** What a criterion's reader is told when part of its scope went unseen, and the setting that would show it. */
function unseenFix(
  critical: boolean,
  paths: readonly string[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: SeenLines,
  unshown: readonly UnshownFile[],
): string {
  const truncated = truncatedOf(paths, material, seen);
  const parts = [
    ...(truncated.length === 0
      ? []
      : [
          `Not shown to the judge for lack of room: ${listPaths(truncated)}. Raise judge.max_requests (the judge shows what does not fit one context in further requests) or judge.num_ctx, or narrow the assertion's files.`,
        ]),
    ...(unshown.length === 0
      ? []
      : [
          `Cannot be shown to the judge as text: ${listPaths(unshown.map(withReason))}. Add them to ignore in the base config, or leave them out of the assertion's files.`,
        ]),
  ];
  const rule = critical
    ? 'A critical assertion is met only when the judge saw all of its files.'
    : 'An assertion is met only when the judge could read every file it selects.';
  return `${rule} ${parts.join(' ')}`;
}

/**
 * The judge claimed the assertion met but cited nothing that holds: the worker cannot fix the
 * judge, so it is told what it can do, namely make the point plain in lines one can quote.
 */
function unverifiedFix(assertion: string, paths: readonly string[], reason: string): string {
  const where = paths.length === 0 ? 'in the changed files' : paths.length <= 3 ? `in ${paths.join(', ')}` : `in the files it is judged on`;
  return `Make "${assertion}" explicit ${where}, in code a reviewer can quote line by line (a dedicated function, branch or test, not a comment). The judge called it met, but its evidence could not be verified (${reason}); it counts as unmet until it is plainly visible.`;
}
