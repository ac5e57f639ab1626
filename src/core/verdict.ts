import type { Criterion, ErrorCause, GateEntry, Route, Verdict } from '../contract/result.js';
import { isBlocking } from './earned.js';

export interface VerdictFacts {
  /** Whether the output matches its declared type (the schema part of the gate). */
  schemaValid: boolean;
  gate: readonly GateEntry[];
  criteria: readonly Criterion[];
  threshold: number;
  /** Set when the judge was needed but could not give a valid answer (spec rule 4). */
  judgeError?: string | undefined;
  /** Who fixes the judge error: the judge's host (the default) or its model, which answered out of shape. */
  judgeErrorCategory?: 'judge' | 'model' | undefined;
  /** Set when a check could not judge as configured (bad schema, crashed check): nothing can be concluded. */
  configError?: string | undefined;
  /** Who fixes the config error: the config (the default) or the runner, whose toolchain is too old. */
  configErrorCategory?: 'config' | 'toolchain' | undefined;
  /** With a config error: the file (or files, listed) to fix it in; absent: not known. */
  configErrorFile?: string | undefined;
  /** The line of configErrorFile the problem is at, when it is the assertions file's and one line. */
  configErrorLine?: number | undefined;
  /** The judge was switched off while LLM assertions were waiting for it (spec rule 7). */
  judgeSkipped: boolean;
  /**
   * Set when the attempts were used up before the judge was asked (spec §7: N > M makes no model
   * call). Unjudged assertions can then never make the work pass: FAIL, for a person to take over.
   */
  attemptsExhausted?: string | undefined;
}

export interface Decision {
  gate_passed: boolean;
  score: number;
  verdict: Verdict;
  feedback_for_worker: string;
  _critic_status?: 'skipped' | 'error';
  error?: string;
  /** With an error: who can fix it (the result's internal `_critic_error`). */
  cause?: ErrorCause;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** Spec §13: a criterion whose scope holds no file of the change counts neither for nor against the score. */
export const isNotApplicable = (c: Pick<Criterion, 'status'>): boolean => c.status === 'not_applicable';

/**
 * Weighted share of met criteria, unrounded; criteria never judged count as not met, criteria
 * that do not apply and advisory ones (spec §15) are left out. 1 when there are none (or none counts).
 */
export function exactScoreOf(criteria: readonly Criterion[]): number {
  const counted = criteria.filter((c) => !isNotApplicable(c) && isBlocking(c));
  const total = counted.reduce((s, c) => s + c.weight, 0);
  if (total === 0) return 1;
  const met = counted.reduce((s, c) => s + (c.met === true ? c.weight : 0), 0);
  return met / total;
}

/** The share were every criterion that was never judged met: the most a judge could still give. */
export function bestCaseScore(criteria: readonly Criterion[]): number {
  return exactScoreOf(criteria.map((c) => (c.status === 'not-judged' ? { ...c, met: true } : c)));
}

/** The published score: the weighted share, two decimals. */
export const scoreOf = (criteria: readonly Criterion[]): number => round2(exactScoreOf(criteria));

/** What the worker should do next: failed gate checks first, then critical criteria, then the rest. */
export function feedbackOf(gate: readonly GateEntry[], criteria: readonly Criterion[]): string {
  const gateFixes = gate.filter((g) => !g.passed).map((g) => g.fix ?? g.evidence);
  // An advisory criterion (spec §15) is a warning in the report, not work the worker must do.
  const unmet = criteria.filter((c) => c.met === false && isBlocking(c));
  const ordered = [...unmet.filter((c) => c.critical), ...unmet.filter((c) => !c.critical)];
  const fixes = ordered.map((c) => c.fix ?? `Meet: ${c.assertion}`);
  return [...new Set([...gateFixes, ...fixes])].join('\n');
}

/** The verdict rules of spec §3, in their order. The model's own opinion of the total never enters. */
export function decide(facts: VerdictFacts): Decision {
  const gatePassed = facts.schemaValid && facts.gate.every((g) => g.passed);
  const feedback = feedbackOf(facts.gate, facts.criteria);

  if (facts.configError !== undefined) {
    // The fault is the caller's, not the work's: an error (exit 4), never a verdict on the work.
    return {
      gate_passed: gatePassed,
      score: 0,
      verdict: 'FAIL',
      feedback_for_worker: feedback,
      _critic_status: 'error',
      error: facts.configError,
      cause: {
        category: facts.configErrorCategory ?? 'config',
        ...(facts.configErrorFile !== undefined ? { file: facts.configErrorFile } : {}),
        ...(facts.configErrorLine !== undefined ? { line: facts.configErrorLine } : {}),
      },
    };
  }
  if (!gatePassed) {
    return { gate_passed: false, score: 0, verdict: 'FAIL', feedback_for_worker: feedback };
  }
  if (facts.judgeError !== undefined) {
    return {
      gate_passed: true,
      score: 0,
      verdict: 'FAIL',
      feedback_for_worker: feedback,
      _critic_status: 'error',
      error: facts.judgeError,
      cause: { category: facts.judgeErrorCategory ?? 'judge' },
    };
  }
  const score = scoreOf(facts.criteria);
  if (facts.criteria.some((c) => c.critical && c.met === false && isBlocking(c))) {
    return { gate_passed: true, score, verdict: 'FAIL', feedback_for_worker: feedback };
  }
  if (facts.attemptsExhausted !== undefined) {
    return {
      gate_passed: true,
      score,
      verdict: 'FAIL',
      feedback_for_worker: [facts.attemptsExhausted, feedback].filter(Boolean).join('\n'),
    };
  }
  // Spec §16: with the judge off, a verdict the unjudged criteria cannot change is still given.
  // Even were every one of them met, the share would stay under the threshold: RETRY, the work
  // needs rework whatever the model would say. (A critical unmet one already made it FAIL above.)
  if (facts.judgeSkipped && bestCaseScore(facts.criteria) < facts.threshold) {
    return { gate_passed: true, score, verdict: 'RETRY', feedback_for_worker: feedback };
  }
  if (facts.judgeSkipped) {
    return {
      gate_passed: false,
      score: 0,
      verdict: 'SKIPPED',
      feedback_for_worker: feedback,
      _critic_status: 'skipped',
    };
  }
  // The threshold is compared with the exact share: rounding must never turn 299 of 300 into 1.00 and a pass.
  const passes = exactScoreOf(facts.criteria) >= facts.threshold;
  return { gate_passed: true, score, verdict: passes ? 'PASS' : 'RETRY', feedback_for_worker: feedback };
}

/** The safety valve: reaching the attempt limit never turns into an approval. */
export function routeOf(verdict: Verdict, attempt: number, maxAttempts: number): Route {
  if (verdict === 'PASS') return 'approve';
  if (verdict === 'RETRY' && attempt < maxAttempts) return 'rework';
  return 'escalate';
}
