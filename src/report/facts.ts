import type { Criterion, CriticResult, ErrorCause, GateEntry } from '../contract/result.js';

/** Small shared readings of a result, so every renderer says the same thing the same way. */

export type Mark = 'pass' | 'warning' | 'fail' | 'not-judged' | 'not-run';

export const gateMark = (g: GateEntry): Mark =>
  g.not_run ? 'not-run' : g.passed ? (g.severity === 'warning' ? 'warning' : 'pass') : 'fail';
/** An advisory criterion (spec §15) that is not met is a warning: it is shown, and blocks nothing. */
export const criterionMark = (c: Criterion): Mark =>
  c.met === null ? 'not-judged' : c.met ? 'pass' : c.advisory !== undefined ? 'warning' : 'fail';

/** Spec §15: per example the judge misread, what it expected and what the judge said of it. */
export const advisoryDetails = (c: Criterion): string[] =>
  (c.advisory?.examples ?? []).map((e) => `example ${e.file} (expected ${e.expect}): the judge said ${e.said}`);

export function headline(r: CriticResult): string {
  if (r._critic_status === 'error') return errorHeading(r);
  if (r.verdict === 'SKIPPED') {
    // The deterministic checks above may all be green: say what is missing, not that nothing ran.
    const unjudged = r.criteria.filter((c) => c.met === null && c.status !== 'not_applicable').length;
    return `not a pass: the LLM judge was off, so ${unjudged} criteri${unjudged === 1 ? 'on was' : 'a were'} not judged`;
  }
  if (!r.gate_passed) return 'the gate failed';
  // Spec §13: criteria that do not apply are not counted, only named; nor are advisory ones (spec §15).
  const counted = r.criteria.filter((c) => c.status !== 'not_applicable' && c.advisory === undefined);
  const met = counted.filter((c) => c.met === true).length;
  const notApplicable = r.criteria.filter((c) => c.status === 'not_applicable').length;
  const advisory = r.criteria.filter((c) => c.advisory !== undefined).length;
  return `${met}/${counted.length} criteria met${notApplicable > 0 ? `, ${notApplicable} not applicable` : ''}${advisory > 0 ? `, ${advisory} advisory` : ''}`;
}

/** A vote that was not unanimous: `"split 2/3"`; undefined when all agreed or there was one vote. */
export function splitOf(c: Criterion): string | undefined {
  const m = c.agreement ? /^(\d+)\/(\d+)$/.exec(c.agreement) : null;
  return m && m[1] !== m[2] ? `split ${c.agreement}` : undefined;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The run statistics in words; a model is named only when it was asked (or its answers were reused). */
export function statsLine(r: CriticResult): string {
  const s = r.stats;
  const seconds = `${(s.duration_ms / 1000).toFixed(1)} s`;
  const parts: string[] = [];
  if (s.model && (s.llm_calls > 0 || s.cache_hits)) {
    const judged = [`judged by ${s.model} in ${seconds}`];
    if (s.llm_calls > 0) judged.push(`${plural(s.prompt_tokens, 'prompt token')}`);
    if (r.calibration) {
      const right = r.calibration.canaries - r.calibration.failed.length;
      judged.push(`${right} of ${r.calibration.canaries} known-answer checks right`);
    }
    parts.push(judged.join(', '));
  } else {
    parts.push(`checked in ${seconds}; no model was called`);
  }
  if (s.cache_hits) parts.push(`${plural(s.cache_hits, 'judgement')} reused from the cache`);
  if (s.truncated_lines) parts.push(`${plural(s.truncated_lines, 'line')} not shown to the judge`);
  if (s.host && s.failovers) parts.push(`answered by ${s.host} after ${plural(s.failovers, 'failover')}`);
  if (r.attempt) parts.push(`attempt ${r.attempt.number} of ${r.attempt.max}`);
  return parts.join(' · ');
}

/** A result that could not be judged (spec §13): for a reader an error, never a verdict. */
export const isError = (r: CriticResult): boolean => r._critic_status === 'error';

/** How every human rendering heads an errored result. */
export const errorHeading = (r: CriticResult): string => `ERROR — not judged: ${r.error ?? 'unknown error'}`;

/**
 * Where the person who reads an error can fix it, from its typed cause (the result's internal
 * `_critic_error`, set where the error was caught), as the rest of a sentence that begins "Fix it":
 * the assertions file (at its line), the runner's toolchain or judge, GitHub's token or API, the
 * workflow's triggers, or the command line and the Action's inputs. `local`: said to someone
 * running the CLI on their own machine (the flags, not the Action's inputs; no runner).
 */
export function whereToFix(cause: ErrorCause | undefined, local = false): string {
  switch (cause?.category) {
    case 'toolchain':
      // A toolchain older than the project declares (syntax: Python, Go): "not judged" here is no judge's fault.
      return 'on the runner, not in the change: install the toolchain version the failing check names (actions/setup-python, actions/setup-go), then re-run the job.';
    case 'config': {
      const file = cause.file ?? 'the assertions file or a file its checks read';
      const at = cause.line !== undefined ? ` at line ${cause.line}` : '';
      if (local) return `in ${file}${at} (the copy this run read: the base branch's, the working tree's, or the file --config names).`;
      return `in ${file}${at}, on the base branch (a change cannot fix its own gate).`;
    }
    case 'model':
      // The judge ran and answered, out of shape: the model, not its host or the change, is the cause.
      return local
        ? 'in the judge: its model answered out of the response schema; re-run, or choose a model that follows a JSON schema (`--model`, judge.model). Nothing in the change causes this.'
        : 'in the judge, not in the change: its model answered out of the response schema; re-run the job, or choose a model that follows a JSON schema (judge.model).';
    case 'judge':
      if (local)
        return 'on this machine: start the judge (`ollama serve`, then `ollama pull` its model) or point `--host` at one that runs; or pass `--llm off` for the deterministic gate alone.';
      return 'on the runner, not in the change: the judge must be running and reachable from the job (the ollama-host input or judge.hosts) with its model pulled; then re-run the job.';
    case 'github':
      return 'in the workflow, not in the change: the github-token input and the job’s permissions (or wait for GitHub), then re-run the job.';
    case 'event':
      return 'in the workflow’s “on:” triggers: run the Action on the events it names.';
    case 'usage':
      return local
        ? 'on the command line: the flag it names (critic-gate --help lists them).'
        : 'in the command line or the workflow’s “with:” inputs it names.';
    case 'input':
      // The critic input of `judge` (or the library's critique()): the work sent to be judged, not a setting.
      return 'in the critic input (the JSON on stdin, `--input` or the file named), at the field named above.';
    default:
      return 'where the cause above points, then re-run.';
  }
}

/** Evidence text without the `path:line` (or `path:line:col`) in front that its location shows anyway. */
export function withoutPlace(text: string, loc: { path: string; line: number; column?: number | undefined } | undefined): string {
  if (loc === undefined) return text.trim();
  // The column goes with the line: `output:6:3: # TODO` must not leave a stray `3:` behind.
  const prefixes = [...(loc.column !== undefined ? [`${loc.path}:${loc.line}:${loc.column}`] : []), `${loc.path}:${loc.line}`];
  const prefix = prefixes.find((p) => text.startsWith(p));
  return (prefix ? text.slice(prefix.length).replace(/^:?\s*/, '') : text).trim();
}

/** What the judge observed for an unmet criterion, without the `path:line` its location shows anyway. */
export function observedOf(c: Criterion): string | undefined {
  if (c.met !== false || !c.evidence) return undefined;
  return withoutPlace(c.evidence, c.location) || undefined;
}

/** One failing place of a gate entry or criterion. */
export interface Place {
  path: string;
  line?: number | undefined;
  column?: number | undefined;
  /** The tool's own message for this place (a gate entry's findings). */
  message?: string | undefined;
  quote?: string | undefined;
}

/** `path:line:col`, as far as known. */
export const placeLabel = (p: Place): string =>
  `${p.path}${p.line !== undefined ? `:${p.line}` : ''}${p.line !== undefined && p.column !== undefined ? `:${p.column}` : ''}`;

/** The places a failed gate entry points at: every finding when it has them, else its one location. */
export function gatePlaces(g: GateEntry): Place[] {
  if (g.findings && g.findings.length > 0) return g.findings;
  return g.location ? [{ ...g.location, message: undefined }] : [];
}

/** `… and N more` for the failing places a gate entry did not list. */
export const omittedNote = (g: GateEntry): string | undefined => (g.findings_omitted ? `… and ${g.findings_omitted} more` : undefined);

/** `path:line` of a criterion's or check's evidence, when it has a location. */
export const whereOf = (x: { location?: { path: string; line: number } | undefined }): string | undefined =>
  x.location ? `${x.location.path}:${x.location.line}` : undefined;

/** What to show as a criterion's explanation: evidence when met, fix when not, reason when not judged (see observedOf for an unmet one's evidence). */
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

/**
 * A fix as said beside what a reader was just shown. A check's fix carries its error for a worker
 * that reads the fixes alone (`Fix the python syntax at a.py:1: invalid syntax`); beside the
 * evidence that already says it, the repeat is dropped (`Fix the python syntax at a.py:1`).
 */
export function fixBeside(fix: string, shown: string): string {
  for (let cut = fix.indexOf(': '); cut > 0; cut = fix.indexOf(': ', cut + 1)) {
    const repeat = fix.slice(cut + 2).trim();
    if (repeat.length >= MIN_REPEAT_CHARS && shown.includes(repeat)) return fix.slice(0, cut);
  }
  return fix;
}

/** What a rendering shows of a gate entry before its fix: its evidence and every place's message. */
export const shownOf = (g: GateEntry): string => [g.evidence, ...(g.findings ?? []).map((f) => f.message)].join('\n');

/** Shorter tails than this are words, not a repeated message. */
const MIN_REPEAT_CHARS = 8;
