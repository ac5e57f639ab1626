import type { CriticResult } from '../contract/result.js';
/** The label that asks a person to take over once the attempts are used up. */
export declare const NEEDS_HUMAN_LABEL = "critic-gate:needs-human";
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
export declare function escalate(result: CriticResult, attempt: number, maxAttempts: number): Escalation;
