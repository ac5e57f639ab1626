import type { Criterion, CriticResult, GateEntry } from '../contract/result.js';

/** Small shared readings of a result, so every renderer says the same thing the same way. */

export type Mark = 'pass' | 'warning' | 'fail' | 'not-judged' | 'not-run';

export const gateMark = (g: GateEntry): Mark =>
  g.not_run ? 'not-run' : g.passed ? (g.severity === 'warning' ? 'warning' : 'pass') : 'fail';
export const criterionMark = (c: Criterion): Mark => (c.met === null ? 'not-judged' : c.met ? 'pass' : 'fail');

export function headline(r: CriticResult): string {
  if (r._critic_status === 'error') return `could not judge: ${r.error ?? 'unknown error'}`;
  if (r.verdict === 'SKIPPED') {
    // The deterministic checks above may all be green: say what is missing, not that nothing ran.
    const unjudged = r.criteria.filter((c) => c.met === null && c.status !== 'not_applicable').length;
    return `not a pass: the LLM judge was off, so ${unjudged} criteri${unjudged === 1 ? 'on was' : 'a were'} not judged`;
  }
  if (!r.gate_passed) return 'the gate failed';
  const met = r.criteria.filter((c) => c.met === true).length;
  // Spec §13: criteria that do not apply are not counted, only named.
  const notApplicable = r.criteria.filter((c) => c.status === 'not_applicable').length;
  return `${met}/${r.criteria.length - notApplicable} criteria met${notApplicable > 0 ? `, ${notApplicable} not applicable` : ''}`;
}

/** A vote that was not unanimous: `"split 2/3"`; undefined when all agreed or there was one vote. */
export function splitOf(c: Criterion): string | undefined {
  const m = c.agreement ? /^(\d+)\/(\d+)$/.exec(c.agreement) : null;
  return m && m[1] !== m[2] ? `split ${c.agreement}` : undefined;
}

export function statsLine(r: CriticResult): string {
  const s = r.stats;
  const parts = [
    s.model ? `model ${s.model}` : 'no model',
    `${s.llm_calls} LLM call${s.llm_calls === 1 ? '' : 's'}`,
    `${s.prompt_tokens}+${s.completion_tokens} tokens`,
    `${(s.duration_ms / 1000).toFixed(1)} s`,
  ];
  if (s.truncated_lines) parts.push(`${s.truncated_lines} lines not shown to the judge`);
  if (s.host && s.failovers) parts.push(`answered by ${s.host} after ${s.failovers} failover${s.failovers === 1 ? '' : 's'}`);
  if (s.cache_hits) parts.push(`${s.cache_hits} judgement${s.cache_hits === 1 ? '' : 's'} reused from the cache`);
  if (r.calibration) parts.push(`calibration ${r.calibration.canaries - r.calibration.failed.length}/${r.calibration.canaries}`);
  if (r.attempt) parts.push(`attempt ${r.attempt.number} of ${r.attempt.max}`);
  return parts.join(' · ');
}

/** `path:line` of a criterion's or check's evidence, when it has a location. */
export const whereOf = (x: { location?: { path: string; line: number } | undefined }): string | undefined =>
  x.location ? `${x.location.path}:${x.location.line}` : undefined;

/** What to show as a criterion's explanation: evidence when met, fix when not, reason when not judged. */
export function explanationOf(c: Criterion): string {
  if (c.met === true) return c.evidence ?? '';
  if (c.met === false) return c.fix ?? '';
  return c.evidence ?? 'not judged';
}

export function coverageNotes(r: CriticResult): string[] {
  return r.criteria
    .filter((c) => c.coverage && !c.coverage.complete)
    .map((c) => `${c.id}: not shown to the judge: ${c.coverage!.unseen.join(', ')}`);
}
