import type { CriticResult } from '../contract/result.js';
/** The label that asks a person to take over once the attempts are used up. */
export declare const NEEDS_HUMAN_LABEL = "critic-gate:needs-human";
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
export declare function escalate(result: CriticResult, attempt: number, maxAttempts: number): Escalation;
