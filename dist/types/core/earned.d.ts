import type { Criterion, ExampleReading } from '../contract/result.js';
/**
 * Spec §15, blocking is earned in the run: an LLM assertion with examples counts toward FAIL and
 * the score only while the judge, with this run's model and votes, read every one of its examples
 * as expected. A FAIL must never rest on a judge that just got the assertion's own example wrong.
 * With `blocking.require_examples`, an LLM assertion without examples never blocks. Pure.
 */
/** Per assertion id, how the judge read each of its examples in this run. */
export type ExampleReadings = ReadonlyMap<string, readonly ExampleReading[]>;
/** Whether a criterion counts toward the verdict and the score: everything that is not advisory. */
export declare const isBlocking: (c: Pick<Criterion, "advisory">) => boolean;
/** The one line a report shows for an advisory criterion. */
export declare function disagreementReason(readings: readonly ExampleReading[]): string;
export declare const NO_EXAMPLES_REASON = "it has no examples, and blocking.require_examples is on";
/**
 * The criteria with the rule applied to those the judge was `asked` about in this run. A criterion
 * decided without the judge (a check, not applicable, unseen, or the judge not asked at all) is
 * never advisory: the rule is about trusting the judge's own answers. `readings` absent for an
 * asked assertion with examples: its examples were not judged, and it stays as it is.
 */
export declare function earnedCriteria(criteria: readonly Criterion[], assertions: readonly {
    id: string;
    examples?: readonly unknown[] | undefined;
}[], readings: ExampleReadings, requireExamples: boolean, asked: ReadonlySet<string>): Criterion[];
/** The one line a report says about the advisory criteria of a result, or undefined when none is. */
export declare function advisoryLine(criteria: readonly Criterion[]): string | undefined;
/** How the judge read one assertion's examples: `critic-gate test`'s and `eval`'s agreement figures. */
export interface ExampleAgreement {
    id: string;
    /** Examples read as expected, of `total`. */
    agreed: number;
    total: number;
    /** Votes that went against their example's majority, summed over the examples (0 with one vote). */
    flips: number;
    /** The examples read otherwise than expected (or not judged), with what the judge said. */
    disagreeing: ExampleReading[];
}
export declare function exampleAgreement(id: string, readings: readonly ExampleReading[]): ExampleAgreement;
