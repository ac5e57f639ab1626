import type { Location } from '../contract/location.js';
import type { ExampleReading } from '../contract/result.js';
import { exampleAgreement, type ExampleAgreement } from '../core/earned.js';
import { clip } from '../text/clip.js';

/** One judgement of one case: what the judge said, and what it cost. */
export interface CaseJudgement {
  /** The judge's decision after evidence verification; null when it could not judge. */
  met: boolean | null;
  /** Wall time of the judgement, prompt building to verified answer. */
  latency_ms: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** Model calls made (repairs included); a call shared by a batch is split between its cases. */
  llm_calls: number;
  /** What the judge said it observed, and the line it quoted: why it decided as it did. */
  evidence?: string | undefined;
  location?: Location | undefined;
  /** Whether the request's calibration canaries were answered right; undefined when none were sent. */
  calibration_passed?: boolean | undefined;
  error?: string | undefined;
}

export interface CaseOutcome {
  id: string;
  language: string;
  kind: string;
  /** The label: whether the case's change meets its assertion. */
  met: boolean;
  /** The assertion's text: cases sharing it (in one language) are that assertion's examples. */
  assertion?: string | undefined;
  /** One judgement per seed. */
  judgements: CaseJudgement[];
}

export interface Confusion {
  /** Judged met, labelled met. */
  tp: number;
  fp: number;
  tn: number;
  fn: number;
  /** Judgements that did not come to a decision (a judge error, failed calibration). */
  errors: number;
}

export interface Breakdown {
  cases: number;
  accuracy: number | null;
}

export interface EvalReport {
  suite: string;
  model: string;
  /** Cases judged (fewer than the suite's when the run was interrupted). */
  cases: number;
  suite_cases: number;
  partial: boolean;
  seeds: number;
  /** Cases judged together in one request: 1 is one assertion per prompt. */
  batch: number;
  accuracy: number | null;
  precision: number | null;
  recall: number | null;
  /** Share of cases whose decided judgements disagree across seeds; null with one seed. */
  flip_rate: number | null;
  calibration_pass_rate: number | null;
  confusion: Confusion;
  latency_ms: { p50: number | null; p95: number | null };
  tokens: { prompt: number; completion: number };
  llm_calls: number;
  met_share: number | null;
  /**
   * Spec §15's figures, as `critic-gate test` gives them: the cases of one assertion (one language)
   * taken as its examples. An assertion whose every case is read as expected by every seed would
   * block; any other would be advisory.
   */
  examples: { assertions: number; agreeing: number; per_assertion: ExampleAgreement[] };
  by_kind: Record<string, Breakdown>;
  by_language: Record<string, Breakdown>;
  per_case: CaseOutcome[];
}

const ratio = (n: number, d: number): number | null => (d === 0 ? null : Math.round((n / d) * 10_000) / 10_000);

/** The value below which `q` of the sorted values lie, nearest rank. */
export function percentile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1]!;
}

function confusionOf(outcomes: readonly CaseOutcome[]): Confusion {
  const c: Confusion = { tp: 0, fp: 0, tn: 0, fn: 0, errors: 0 };
  for (const o of outcomes) {
    for (const j of o.judgements) {
      if (j.met === null) c.errors++;
      else if (j.met && o.met) c.tp++;
      else if (j.met) c.fp++;
      else if (o.met) c.fn++;
      else c.tn++;
    }
  }
  return c;
}

/** A judgement that did not decide counts as wrong: a judge that errors is not an accurate one. */
function accuracyOf(outcomes: readonly CaseOutcome[]): number | null {
  const c = confusionOf(outcomes);
  return ratio(c.tp + c.tn, c.tp + c.tn + c.fp + c.fn + c.errors);
}

function breakdown(outcomes: readonly CaseOutcome[], key: (o: CaseOutcome) => string): Record<string, Breakdown> {
  const groups = new Map<string, CaseOutcome[]>();
  for (const o of outcomes) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, os]) => [k, { cases: os.length, accuracy: accuracyOf(os) }]),
  );
}

/**
 * A case as one example of its assertion: read as expected only when every seed decided as the
 * label says; `votes` is how many seeds agree with the majority, so flips count as in `test`.
 */
function readingOf(o: CaseOutcome): ExampleReading {
  const met = o.judgements.filter((j) => j.met === true).length;
  const unmet = o.judgements.filter((j) => j.met === false).length;
  const majority = met > unmet ? true : unmet > met ? false : null;
  const wrong = o.judgements.find((j) => j.met !== o.met);
  const said = wrong
    ? wrong.met === null
      ? `not judged: ${wrong.error ?? 'error'}`
      : `${wrong.met ? 'met' : 'unmet'}${wrong.evidence ? `: ${wrong.evidence}` : ''}`
    : 'as labelled';
  return {
    file: o.id,
    expect: o.met ? 'met' : 'unmet',
    met: majority,
    agrees: wrong === undefined && o.judgements.length > 0,
    said: clip(said.replace(/\s+/g, ' '), 300),
    ...(o.judgements.length > 1 ? { votes: `${Math.max(met, unmet)}/${o.judgements.length}` } : {}),
  };
}

/** The cases grouped by assertion (and language), in the suite's order, with the judge's agreement on each group. */
function examplesOf(outcomes: readonly CaseOutcome[]): EvalReport['examples'] {
  const groups = new Map<string, CaseOutcome[]>();
  for (const o of outcomes) {
    const key = o.assertion === undefined ? o.id : `${o.language}: ${o.assertion}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const per_assertion = [...groups].map(([key, os]) => exampleAgreement(key, os.map(readingOf)));
  return { assertions: per_assertion.length, agreeing: per_assertion.filter((a) => a.agreed === a.total).length, per_assertion };
}

function flips(o: CaseOutcome): boolean {
  const decided = new Set(o.judgements.map((j) => j.met).filter((m): m is boolean => m !== null));
  return decided.size > 1;
}

/** The report of a run: pure arithmetic over the outcomes. */
export function summarise(
  outcomes: readonly CaseOutcome[],
  meta: { suite: string; model: string; suiteCases: number; seeds: number; batch?: number; partial: boolean },
): EvalReport {
  const c = confusionOf(outcomes);
  const judgements = outcomes.flatMap((o) => o.judgements);
  const calibrated = judgements.filter((j) => j.calibration_passed !== undefined);
  const latencies = judgements.map((j) => j.latency_ms);
  return {
    suite: meta.suite,
    model: meta.model,
    cases: outcomes.length,
    suite_cases: meta.suiteCases,
    partial: meta.partial,
    seeds: meta.seeds,
    batch: meta.batch ?? 1,
    accuracy: accuracyOf(outcomes),
    precision: ratio(c.tp, c.tp + c.fp),
    recall: ratio(c.tp, c.tp + c.fn),
    flip_rate: meta.seeds > 1 ? ratio(outcomes.filter(flips).length, outcomes.length) : null,
    calibration_pass_rate: ratio(calibrated.filter((j) => j.calibration_passed).length, calibrated.length),
    confusion: c,
    latency_ms: { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) },
    tokens: {
      prompt: judgements.reduce((s, j) => s + j.prompt_tokens, 0),
      completion: judgements.reduce((s, j) => s + j.completion_tokens, 0),
    },
    llm_calls: judgements.reduce((s, j) => s + j.llm_calls, 0),
    met_share: ratio(outcomes.filter((o) => o.met).length, outcomes.length),
    examples: examplesOf(outcomes),
    by_kind: breakdown(outcomes, (o) => o.kind),
    by_language: breakdown(outcomes, (o) => o.language),
    per_case: [...outcomes],
  };
}
