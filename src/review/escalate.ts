import type { CriticResult } from '../contract/result.js';
import { finalize } from '../core/finalize.js';

/** The label that asks a person to take over once the attempts are used up. */
export const NEEDS_HUMAN_LABEL = 'critic-gate:needs-human';

export interface Escalation {
  /** The result with `route` and `attempt` set; the verdict changes only RETRY → FAIL at the limit (core/finalize.ts). */
  result: CriticResult;
  /** Labels to add: [NEEDS_HUMAN_LABEL] when a person must take over, else none. */
  labels: string[];
  /** Paragraphs for the review body and job summary. */
  notes: string[];
}

/**
 * What the review says of the attempt limit: the rule itself (a RETRY on the last allowed attempt
 * is a FAIL for a person) is core's `limitAttempts`; here, the label and the note that tell the
 * person so.
 */
export function escalate(result: CriticResult, attempt: number, maxAttempts: number): Escalation {
  const final = finalize(result, { attempt: { number: attempt, max: maxAttempts } });
  if (!final.escalated) return { result: final.result, labels: [], notes: [] };
  return {
    result: final.result,
    labels: [NEEDS_HUMAN_LABEL],
    notes: [`Attempt ${attempt} of ${maxAttempts} still needs rework: escalated to a human (label ${NEEDS_HUMAN_LABEL})`],
  };
}
