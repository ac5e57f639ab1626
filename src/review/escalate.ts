import type { CriticResult } from '../contract/result.js';
import { routeOf } from '../core/verdict.js';

/** The label that asks a person to take over once the attempts are used up. */
export const NEEDS_HUMAN_LABEL = 'critic-gate:needs-human';

export interface Escalation {
  /** The result with `route` and `attempt` set; the verdict changes only RETRY → FAIL at the limit. */
  result: CriticResult;
  /** Labels to add: [NEEDS_HUMAN_LABEL] when a person must take over, else none. */
  labels: string[];
  /** Paragraphs for the review body and job summary. */
  notes: string[];
}

/**
 * The safety valve of spec §3 applied to a PR run: a RETRY on the last allowed attempt becomes a
 * FAIL that goes to a person, so reaching the limit never turns into an approval nor into another
 * lap of the loop. Score, criteria, feedback stay as they were.
 */
export function escalate(result: CriticResult, attempt: number, maxAttempts: number): Escalation {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be a whole number ≥ 1, got ${attempt}`);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`max_attempts must be a whole number ≥ 1, got ${maxAttempts}`);
  }
  const route = routeOf(result.verdict, attempt, maxAttempts);
  const attemptField = { number: attempt, max: maxAttempts };
  if (result.verdict === 'RETRY' && route === 'escalate') {
    return {
      result: { ...result, verdict: 'FAIL', route, attempt: attemptField },
      labels: [NEEDS_HUMAN_LABEL],
      notes: [`Attempt ${attempt} of ${maxAttempts} still needs rework: escalated to a human (label ${NEEDS_HUMAN_LABEL})`],
    };
  }
  return { result: { ...result, route, attempt: attemptField }, labels: [], notes: [] };
}
