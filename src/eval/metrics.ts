import type { Location } from '../contract/location.js';

/** One judgement of one case: what the judge said, and what it cost. */
export interface Judgement {
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
  /** One judgement per seed. */
  judgements: Judgement[];
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
    by_kind: breakdown(outcomes, (o) => o.kind),
    by_language: breakdown(outcomes, (o) => o.language),
    per_case: [...outcomes],
  };
}
