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
export const isBlocking = (c: Pick<Criterion, 'advisory'>): boolean => c.advisory === undefined;

/** `k/n`: how many examples the judge read as expected. */
const agreementOf = (readings: readonly ExampleReading[]): string => `${readings.filter((r) => r.agrees).length}/${readings.length}`;

/** The one line a report shows for an advisory criterion. */
export function disagreementReason(readings: readonly ExampleReading[]): string {
  const wrong = readings.filter((r) => !r.agrees);
  const named = wrong.map(
    (r) => `${r.file} (expected ${r.expect}, ${r.met === null ? 'not judged' : `judged ${r.met ? 'met' : 'unmet'}`})`,
  );
  return `the judge read ${agreementOf(readings)} of its examples as expected: ${named.join(', ')}`;
}

export const NO_EXAMPLES_REASON = 'it has no examples, and blocking.require_examples is on';

/**
 * The criteria with the rule applied to those the judge was `asked` about in this run. A criterion
 * decided without the judge (a check, not applicable, unseen, or the judge not asked at all) is
 * never advisory: the rule is about trusting the judge's own answers. `readings` absent for an
 * asked assertion with examples: its examples were not judged, and it stays as it is.
 */
export function earnedCriteria(
  criteria: readonly Criterion[],
  assertions: readonly { id: string; examples?: readonly unknown[] | undefined }[],
  readings: ExampleReadings,
  requireExamples: boolean,
  asked: ReadonlySet<string>,
): Criterion[] {
  const byId = new Map(assertions.map((a) => [a.id, a]));
  return criteria.map((c): Criterion => {
    const a = byId.get(c.id);
    if (a === undefined || !asked.has(c.id) || c.source !== 'llm' || c.status === 'not_applicable') return c;
    // Scope the judge was not shown (unseen, or cut to fit) decides against the work whatever the
    // judge's reading: that "not met" is the gate's own (spec §14), and it keeps its power to block.
    if (c.coverage?.complete === false) return c;
    if (a.examples === undefined || a.examples.length === 0) {
      return requireExamples ? { ...c, advisory: { reason: NO_EXAMPLES_REASON, examples: [] } } : c;
    }
    const read = readings.get(a.id);
    if (read === undefined) return c;
    const examples = agreementOf(read);
    if (read.every((r) => r.agrees)) return { ...c, examples };
    return { ...c, examples, advisory: { reason: disagreementReason(read), examples: read.filter((r) => !r.agrees) } };
  });
}

/** The one line a report says about the advisory criteria of a result, or undefined when none is. */
export function advisoryLine(criteria: readonly Criterion[]): string | undefined {
  const advisory = criteria.filter((c) => !isBlocking(c));
  if (advisory.length === 0) return undefined;
  const why = advisory.map((c) => `${c.id} (${c.advisory!.reason})`).join('; ');
  return `Advisory in this run, not counted toward FAIL or the score: ${why}.`;
}

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

/** `"k/N"` → N − k: the votes that disagreed with the majority. */
const flipsOf = (votes: string | undefined): number => {
  const m = votes === undefined ? null : /^(\d+)\/(\d+)$/.exec(votes);
  return m ? Number(m[2]) - Number(m[1]) : 0;
};

export function exampleAgreement(id: string, readings: readonly ExampleReading[]): ExampleAgreement {
  return {
    id,
    agreed: readings.filter((r) => r.agrees).length,
    total: readings.length,
    flips: readings.reduce((n, r) => n + flipsOf(r.votes), 0),
    disagreeing: readings.filter((r) => !r.agrees),
  };
}
