import type { CriticResult, ErrorCause, Stats } from '../contract/result.js';

/** The stats of a run that asked no model: nothing counted yet. */
export const emptyStats = (model: string | null): Stats => ({
  model,
  llm_calls: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  duration_ms: 0,
});

/**
 * The result when nothing could be judged: bad input, bad config, a crash. Always FAIL, never a
 * pass (spec rule 4). `cause`: who can fix it, as describeError (errors/taxonomy.ts) sorted it.
 */
export function errorResult(error: string, model: string | null = null, cause?: ErrorCause): CriticResult {
  return {
    gate_passed: false,
    schema_valid: false,
    gate: [],
    criteria: [],
    score: 0,
    verdict: 'FAIL',
    feedback_for_worker: `The critic could not judge: ${error}`,
    stats: emptyStats(model),
    _critic_status: 'error',
    error,
    ...(cause ? { _critic_error: cause } : {}),
  };
}
