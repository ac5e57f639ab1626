import { ConfigSchema } from '../config/schema.js';
import type { CriticResult } from '../contract/result.js';
import type { Judge } from '../judge/types.js';
import { judgeChange } from '../pr/judge-change.js';
import { caseChange } from './change.js';
import { summarise, type CaseOutcome, type EvalReport, type Judgement } from './metrics.js';
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
  onProgress?: ((p: EvalProgress) => void) | undefined;
  /** Aborting stops after the case in progress; the report then covers the cases done. */
  signal?: AbortSignal | undefined;
  /** Milliseconds since an arbitrary origin; injected so tests do not depend on the clock. */
  now?: (() => number) | undefined;
}

/** The judge's decision on the case's assertion, read from the result exactly as `pr` reports it. */
export function judgementOf(result: CriticResult, latencyMs: number): Judgement {
  const criterion = result.criteria.find((c) => c.id === CLAIM_ID);
  const failed = result._critic_status === 'error' || criterion === undefined || criterion.status !== 'judged';
  const calibration = (result as { calibration?: { passed?: unknown } }).calibration;
  return {
    met: failed ? null : criterion.met,
    latency_ms: latencyMs,
    prompt_tokens: result.stats.prompt_tokens,
    completion_tokens: result.stats.completion_tokens,
    ...(typeof calibration?.passed === 'boolean' ? { calibration_passed: calibration.passed } : {}),
    ...(failed ? { error: result.error ?? criterion?.fix ?? 'the assertion was not judged' } : {}),
  };
}

/** One case through the judge path of `pr`: its change, a config with its one assertion, the same engine. */
export async function judgeCase(c: EvalCase, judge: Judge): Promise<CriticResult> {
  const change = caseChange(c);
  const config = ConfigSchema.parse({ version: 1, assertions: [{ id: CLAIM_ID, text: c.assertion.text, files: c.assertion.files }] });
  return judgeChange({
    subject: change.subject,
    config: { config, ref: { path: `eval:${c.id}`, source: 'disk' } },
    task: c.task,
    baseSha: 'base',
    headSha: 'head',
    judge,
    trusted: change.base,
  });
}

/** Runs a suite case by case, each with every seed, and sums it up. Stops early, with a partial report, when aborted. */
export async function runEval(suite: EvalSuite, options: EvalRunOptions): Promise<EvalReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const judges = Array.from({ length: options.seeds }, (_, r) => options.judgeFor(r));
  const outcomes: CaseOutcome[] = [];
  for (const c of suite.cases) {
    if (options.signal?.aborted) break;
    const judgements: Judgement[] = [];
    for (const judge of judges) {
      const t0 = now();
      const result = await judgeCase(c, judge);
      judgements.push(judgementOf(result, Math.round(now() - t0)));
    }
    outcomes.push({ id: c.id, language: c.language, kind: c.kind, met: c.met, judgements });
    const elapsedMs = now() - started;
    options.onProgress?.({
      done: outcomes.length,
      total: suite.cases.length,
      current: c.id,
      elapsedMs,
      etaMs: (elapsedMs / outcomes.length) * (suite.cases.length - outcomes.length),
    });
  }
  return summarise(outcomes, {
    suite: suite.name,
    model: judges[0]?.model ?? 'unknown',
    suiteCases: suite.cases.length,
    seeds: options.seeds,
    partial: outcomes.length < suite.cases.length,
  });
}
