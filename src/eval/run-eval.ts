import { ConfigSchema } from '../config/schema.js';
import type { CriticResult } from '../contract/result.js';
import type { Judge } from '../judge/types.js';
import { critiqueChange } from '../pr/pipeline.js';
import { groupCases, mergedChange, scopeInGroup } from './case-groups.js';
import { caseChange } from './change.js';
import { summarise, type CaseOutcome, type EvalReport, type CaseJudgement } from './metrics.js';
import type { EvalCase, EvalSuite } from './suite.js';

/** The id the case's one assertion carries in the request. */
const CLAIM_ID = 'claim';

export interface EvalProgress {
  done: number;
  total: number;
  current: string;
  elapsedMs: number;
  /** Estimated time left, from the mean time per case so far; undefined before the first case. */
  etaMs: number | undefined;
}

export interface EvalRunOptions {
  /** The judge for one seed (repeat index 0, 1, …): the same settings, the seed moved on. */
  judgeFor(repeat: number): Judge;
  /** Judgements per case, each with its own seed; two or more measure the flip rate. */
  seeds: number;
  /** Cases judged together in one request (default 1: one assertion per request). */
  batch?: number | undefined;
  onProgress?: ((p: EvalProgress) => void) | undefined;
  /** Aborting stops after the case in progress; the report then covers the cases done. */
  signal?: AbortSignal | undefined;
  /** Milliseconds since an arbitrary origin; injected so tests do not depend on the clock. */
  now?: (() => number) | undefined;
}

/** The id of a group's i-th assertion in the request: a plain word, so it says nothing about the label. */
const claimId = (size: number, i: number): string => (size === 1 ? CLAIM_ID : `${CLAIM_ID}-${i + 1}`);

/** The i-th of n even shares of a whole count: the shares add up to the whole. */
const share = (total: number, n: number, i: number): number => Math.floor(total / n) + (i < total % n ? 1 : 0);

/**
 * The judge's decision on each case of a group, read from the result exactly as `pr` reports it.
 * A shared call's tokens and calls are split between its cases, so the report's sums stay exact;
 * each case waited the whole call, so each gets its latency.
 */
export function judgementsOf(result: CriticResult, size: number, latencyMs: number): CaseJudgement[] {
  const calibration = (result as { calibration?: { passed?: unknown } }).calibration;
  return Array.from({ length: size }, (_, i) => {
    const criterion = result.criteria.find((c) => c.id === claimId(size, i));
    const failed = result._critic_status === 'error' || criterion === undefined || criterion.status !== 'judged';
    return {
      met: failed ? null : criterion.met,
      latency_ms: latencyMs,
      prompt_tokens: share(result.stats.prompt_tokens, size, i),
      completion_tokens: share(result.stats.completion_tokens, size, i),
      llm_calls: share(result.stats.llm_calls, size, i),
      ...(typeof calibration?.passed === 'boolean' ? { calibration_passed: calibration.passed } : {}),
      ...(criterion?.evidence === undefined ? {} : { evidence: criterion.evidence }),
      ...(criterion?.location === undefined ? {} : { location: criterion.location }),
      // A case its own change gives nothing to judge on is not applicable (spec §13): the evidence says so.
      ...(failed ? { error: result.error ?? criterion?.fix ?? criterion?.evidence ?? 'the assertion was not judged' } : {}),
    };
  });
}

/**
 * Cases through the judge path of `pr`, in one request: their changes as one change, a config with
 * one assertion per case, the same engine. One case is exactly a one-assertion `pr`.
 */
export async function judgeGroup(group: readonly EvalCase[], judge: Judge): Promise<CriticResult> {
  const single = group.length === 1;
  const change = caseChange(single ? group[0]! : mergedChange(group));
  const assertions = group.map((c, i) => ({
    id: claimId(group.length, i),
    text: c.assertion.text,
    files: single ? c.assertion.files : scopeInGroup(c),
  }));
  const config = ConfigSchema.parse({ version: 1, assertions });
  return critiqueChange({
    subject: change.subject,
    config: { config, ref: { path: `eval:${group.map((c) => c.id).join('+')}`, source: 'disk' } },
    task: [...new Set(group.map((c) => c.task))].join('\n\n'),
    baseSha: 'base',
    headSha: 'head',
    judge,
    resources: { trusted: change.base },
  });
}

/** Runs a suite, `batch` cases per request and each with every seed, and sums it up. Stops early, with a partial report, when aborted. */
export async function runEval(suite: EvalSuite, options: EvalRunOptions): Promise<EvalReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const batch = options.batch ?? 1;
  const judges = Array.from({ length: options.seeds }, (_, r) => options.judgeFor(r));
  const outcomes = new Map<EvalCase, CaseOutcome>();
  for (const group of groupCases(suite.cases, batch)) {
    if (options.signal?.aborted) break;
    const judgements: CaseJudgement[][] = group.map(() => []);
    for (const judge of judges) {
      const t0 = now();
      const result = await judgeGroup(group, judge);
      judgementsOf(result, group.length, Math.round(now() - t0)).forEach((j, i) => judgements[i]!.push(j));
    }
    group.forEach((c, i) =>
      outcomes.set(c, {
        id: c.id,
        language: c.language,
        kind: c.kind,
        met: c.met,
        assertion: c.assertion.text,
        judgements: judgements[i]!,
      }),
    );
    const elapsedMs = now() - started;
    options.onProgress?.({
      done: outcomes.size,
      total: suite.cases.length,
      current: group.map((c) => c.id).join(', '),
      elapsedMs,
      etaMs: (elapsedMs / outcomes.size) * (suite.cases.length - outcomes.size),
    });
  }
  return summarise(
    // The suite's order, whatever the grouping.
    suite.cases.flatMap((c) => outcomes.get(c) ?? []),
    {
      suite: suite.name,
      model: judges[0]?.model ?? 'unknown',
      suiteCases: suite.cases.length,
      seeds: options.seeds,
      batch,
      partial: outcomes.size < suite.cases.length,
    },
  );
}
