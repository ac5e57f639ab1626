import type { Finding, Location } from './location.js';
import type { Criterion, GateEntry } from './result.js';

/** A file a check wrote for people to look at (a screenshot of the page it opened). */
export interface Artifact {
  path: string;
  kind: 'screenshot';
}

/**
 * How a check came out; exactly one holds, so no reader has to combine flags.
 * - `pass`: the work meets it.
 * - `fail`: the work does not meet it; the worker is told how to fix it.
 * - `not-run`: the check was not allowed to run (commands off); it never passes.
 * - `misconfigured`: the check itself is wrong (a schema or rules file missing at the base or
 *   unreadable, a check that crashed): the input or config is at fault, not the work, so the run
 *   could not judge (exit 4).
 */
export type CheckStatus = 'pass' | 'fail' | 'not-run' | 'misconfigured';

interface Observed {
  /** What was observed, with `path:line` where there is one. */
  evidence: string;
  /** The first place the evidence points at, when it points at one. */
  location?: Location;
  /** Files written while checking, listed in the gate entry and uploaded by the Action. */
  artifacts?: Artifact[];
  /** Every failing place, when the check looked at many (see failEach); `location` is the first. */
  findings?: Finding[];
  /** How many failing places were left out of `findings`. */
  findingsOmitted?: number;
}

export interface PassedOutcome extends Observed {
  status: 'pass';
  /** `warning`: the check passed but found something a person should look at (shown in the review). */
  severity?: 'warning';
  /** With a warning: what to do about it. */
  fix?: string;
}

export interface UnpassedOutcome extends Observed {
  status: Exclude<CheckStatus, 'pass'>;
  /** How to make it pass: the worker's fix for `fail`, the gate owner's for the others. */
  fix: string;
  /** Only a passed check warns. */
  severity?: never;
  /**
   * `misconfigured` only: the runner, not the config, lacks what the check needs (a toolchain
   * older than the project declares). The run could not judge either way; this says who fixes it.
   */
  onRunner?: true;
  /**
   * `misconfigured` only: the file the problem is in, when it is a file the check reads of its own
   * (a JSON Schema, a gotchas rules file). Absent: the run's assertions file, where the check is written.
   */
  file?: string;
}

/**
 * The one shape every deterministic check produces. Gate entries and deterministic
 * criteria are both built from it, so a check never has to know where it is used.
 */
export type CheckOutcome = PassedOutcome | UnpassedOutcome;

const at = (location: Location | undefined): { location?: Location } => (location ? { location } : {});

export const pass = (evidence: string, location?: Location): CheckOutcome => ({ status: 'pass', evidence, ...at(location) });

/** Passed, with a finding a person should look at; `fix` says what to do about it. */
export const warn = (evidence: string, fix: string, location?: Location): CheckOutcome => ({
  status: 'pass',
  severity: 'warning',
  evidence,
  fix,
  ...at(location),
});

export const fail = (evidence: string, fix: string, location?: Location): CheckOutcome => ({
  status: 'fail',
  evidence,
  fix,
  ...at(location),
});

/** At most this many findings are listed per check (the first by path); the rest are counted. */
export const MAX_FINDINGS = 50;

const findingText = (f: Finding): string =>
  `${f.path}${f.line !== undefined ? `:${f.line}` : ''}${f.line !== undefined && f.column !== undefined ? `:${f.column}` : ''}: ${f.message}`;

/** `findings` ordered by path, then line and column; the first MAX_FINDINGS kept and the rest counted, one a line. */
function listed(findings: readonly Finding[]): Pick<Observed, 'evidence' | 'location' | 'findings' | 'findingsOmitted'> {
  const sorted = [...findings].sort(
    (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  const kept = sorted.slice(0, MAX_FINDINGS);
  const omitted = sorted.length - kept.length;
  const first = kept[0]!;
  const evidence = [...kept.map(findingText), ...(omitted > 0 ? [`… and ${omitted} more`] : [])].join('\n');
  const location: Location | undefined =
    first.line !== undefined
      ? { path: first.path, line: first.line, ...(first.column !== undefined ? { column: first.column } : {}), quote: first.quote ?? '' }
      : undefined;
  return { evidence, ...at(location), findings: kept, ...(omitted > 0 ? { findingsOmitted: omitted } : {}) };
}

/**
 * Failed at every one of `findings` (spec §13: a check reports every failing file it selected, not
 * only the first). They are ordered by path, then line and column; the first MAX_FINDINGS are kept
 * and the rest counted. The evidence lists them one a line (`path:line:col: message`), and the
 * location is the first one's, so a reader that shows one place shows the first.
 */
export function failEach(findings: readonly Finding[], fix: string): CheckOutcome {
  if (findings.length === 0) throw new Error('failEach needs at least one finding');
  return { status: 'fail', fix, ...listed(findings) };
}

/**
 * Passed, with a warning at every one of `findings`, listed as failEach lists them and followed by
 * `passed` (what did pass). For a verdict that must not block on its own: an approximate parser's
 * syntax errors (spec §7).
 */
export function warnEach(findings: readonly Finding[], fix: string, passed: string): CheckOutcome {
  if (findings.length === 0) throw new Error('warnEach needs at least one finding');
  const each = listed(findings);
  return { status: 'pass', severity: 'warning', fix, ...each, evidence: `${each.evidence}\n${passed}` };
}

/** The check was not allowed to run; see CheckStatus. */
export const notRun = (evidence: string, fix: string): CheckOutcome => ({ status: 'not-run', evidence, fix });

/**
 * The check cannot judge anything as configured; see CheckStatus. `file`: the file the problem is
 * in when the check read it (its schema, its rules file), so the error can name the file to fix;
 * without it the run's assertions file is named.
 */
export const misconfigured = (evidence: string, fix: string, file?: string): CheckOutcome => ({
  status: 'misconfigured',
  evidence,
  fix,
  ...(file !== undefined ? { file } : {}),
});

/** The check cannot judge on this runner (its toolchain is older than the project declares): fixed on the runner. */
export const misconfiguredOnRunner = (evidence: string, fix: string): CheckOutcome => ({
  status: 'misconfigured',
  evidence,
  fix,
  onRunner: true,
});

export const isPass = (o: CheckOutcome): o is PassedOutcome => o.status === 'pass';

export const isMisconfigured = (o: CheckOutcome): boolean => o.status === 'misconfigured';

/*
 * The public result (spec §3) has no status field: gate entries say `passed` and `not_run`,
 * criteria `met` and `status`. The two functions below are the only place an outcome's status
 * becomes those fields, so the public shape cannot drift between gate and criteria.
 */

/** The gate entry of one check. A misconfigured check is a failed entry; the run reports it as a config error. */
export function toGateEntry(id: string, kind: string, o: CheckOutcome): GateEntry {
  return {
    id,
    kind,
    passed: o.status === 'pass',
    evidence: o.evidence,
    ...(o.fix !== undefined ? { fix: o.fix } : {}),
    ...(o.location ? { location: o.location } : {}),
    ...(o.status === 'not-run' ? { not_run: true } : {}),
    ...(o.artifacts && o.artifacts.length > 0 ? { artifacts: o.artifacts } : {}),
    ...(o.status === 'pass' && o.severity ? { severity: o.severity } : {}),
    ...(o.findings && o.findings.length > 0 ? { findings: o.findings } : {}),
    ...(o.findingsOmitted !== undefined ? { findings_omitted: o.findingsOmitted } : {}),
  };
}

/** What one outcome decides of a deterministic criterion. A check that did not run is not met: it fails closed. */
export function toCriterionFields(o: CheckOutcome): Pick<Criterion, 'met' | 'status' | 'evidence' | 'fix' | 'location'> {
  if (o.status === 'pass') return { met: true, status: 'judged', evidence: o.evidence, ...at(o.location) };
  return { met: false, status: o.status === 'not-run' ? 'not-run' : 'judged', evidence: o.evidence, fix: o.fix, ...at(o.location) };
}
