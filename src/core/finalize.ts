import type { CriticResult, Override } from '../contract/result.js';
import { routeOf } from './verdict.js';

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
  attempt?: { number: number; max: number } | undefined;
  /** A valid override of the head (who, why, where, and the verdict it replaces): PASS. */
  override?: Override | undefined;
  /** A draft judged by the gate only (`drafts: gate-only`): a SKIPPED says so. */
  draft?: boolean | undefined;
  /** The queued pull request's verdict, reusable on this merge-queue entry: its PASS and score. */
  reuse?: { verdict: ReusedVerdict; score: number } | undefined;
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
export function limitAttempts(result: CriticResult, attempt: { number: number; max: number }): CriticResult {
  const { number, max } = attempt;
  if (!Number.isInteger(number) || number < 1) throw new RangeError(`attempt must be a whole number ≥ 1, got ${number}`);
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max_attempts must be a whole number ≥ 1, got ${max}`);
  const route = routeOf(result.verdict, number, max);
  const attemptField = { number, max };
  if (result.verdict === 'RETRY' && route === 'escalate') return { ...result, verdict: 'FAIL', route, attempt: attemptField };
  return { ...result, route, attempt: attemptField };
}

/** The result of a head a valid override covers (spec §14): PASS, with who, why and the verdict it replaced. */
export function applyOverride(result: CriticResult, override: Override): CriticResult {
  const { _critic_status: _status, skipped_reason: _reason, ...rest } = result;
  return {
    ...rest,
    verdict: 'PASS',
    route: 'approve',
    override,
    feedback_for_worker: `PASS by human override (@${override.by}: ${override.reason}).${result.feedback_for_worker ? `\n${result.feedback_for_worker}` : ''}`,
  };
}

/**
 * A draft judged by the gate only (`drafts: gate-only`): where the judge being off is all that
 * kept the verdict open, it is SKIPPED with the reason `draft`. A gate failure stays a failure.
 */
export function markDraft(result: CriticResult): CriticResult {
  if (result.verdict !== 'SKIPPED') return result;
  return {
    ...result,
    skipped_reason: 'draft',
    feedback_for_worker: result.feedback_for_worker || 'Draft pull request: the judge runs when it is marked ready for review.',
  };
}

/**
 * A merge-queue entry whose pull request's verdict is reused (spec §14): the gate (run again on
 * the entry) stands — a gate failure is a FAIL — and otherwise the verdict and score of the reused review.
 */
export function reuseVerdict(gateOnly: CriticResult, reuse: { verdict: ReusedVerdict; score: number }): CriticResult {
  // Only the judge being off keeps a gate-only run from PASS; anything else the entry itself earned.
  if (gateOnly.verdict !== 'SKIPPED' && gateOnly.verdict !== 'PASS') return gateOnly;
  // With the judge off, an unmet non-critical check assertion still ends SKIPPED (spec §3.7): the
  // entry's own tree failed it, and no reused verdict may turn that into a PASS.
  if (gateOnly.criteria.some((c) => c.met === false)) return gateOnly;
  const { _critic_status: _status, skipped_reason: _reason, error: _error, ...rest } = gateOnly;
  return {
    ...rest,
    gate_passed: true,
    verdict: 'PASS',
    score: reuse.score,
    reused_verdict: reuse.verdict,
    feedback_for_worker: '',
    // The gate-only run was routed as SKIPPED (escalate); a PASS is approved (spec §3).
    ...(rest.route !== undefined ? { route: 'approve' as const } : {}),
  };
}

/** The rule whose turning a RETRY into a FAIL is an escalation (`Finalized.escalated`). */
const ATTEMPT_LIMIT = 'attempt limit';

/** One rule of `finalize`: the result after it, given the facts (unchanged when its fact is absent). */
type FinalRule = (result: CriticResult, facts: FinalFacts) => CriticResult;

/**
 * The order is the spec's: the attempt limit first, on the verdict as decided; an override then
 * makes the head PASS whatever that gave (an override and a draft are exclusive: an overridden
 * draft is not judged at all); the reuse last, on the gate that ran again on the entry.
 */
export const FINAL_RULES: readonly (readonly [string, FinalRule])[] = [
  [ATTEMPT_LIMIT, (r, f) => (f.attempt ? limitAttempts(r, f.attempt) : r)],
  ['human override', (r, f) => (f.override ? applyOverride(r, f.override) : r)],
  ['draft, gate only', (r, f) => (f.draft && !f.override ? markDraft(r) : r)],
  ['merge-queue reuse', (r, f) => (f.reuse ? reuseVerdict(r, f.reuse) : r)],
];

/**
 * The decided result after every rule that may change it, in FINAL_RULES' order. A run that could
 * not judge (`errorResult`, or `decide()`'s "cannot judge as configured") is no verdict to change:
 * no override, draft or reuse makes it one (spec §13: an error is never a verdict).
 */
export function finalize(result: CriticResult, facts: FinalFacts): Finalized {
  if (result._critic_status === 'error') return { result, escalated: false };
  let current = result;
  // Whether the attempt limit turned a RETRY into a FAIL.
  let limited = false;
  for (const [name, rule] of FINAL_RULES) {
    const before = current.verdict;
    current = rule(current, facts);
    if (name === ATTEMPT_LIMIT && before === 'RETRY' && current.verdict === 'FAIL') limited = true;
  }
  // Read from what the rules did, not worked out again: a later rule (an override's PASS) may have
  // changed the escalated FAIL, and a PASS goes to no person.
  return { result: current, escalated: limited && current.verdict === 'FAIL' };
}
