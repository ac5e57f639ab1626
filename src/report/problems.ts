import type { Criterion, CriticResult, GateEntry } from '../contract/result.js';
import { advisoryDetails, fixBeside, observedOf, placeLabel } from './facts.js';

/** One thing a person should look at: a failing place of a gate entry, an unmet or a not-judged criterion. */
export interface Problem {
  /** `error`: it blocks (failed gate entry, unmet criterion); `warning`: it was not judged, or it is advisory. */
  level: 'error' | 'warning';
  /** Spec §15: an unmet criterion that may not block in this run; a finding all the same, at warning level. */
  advisory?: true;
  /** Stable per configured entry: `gate/<id>` or `criterion/<id>`. */
  ruleId: string;
  /** What the rule is about, in a few words (the assertion, or the kind of check). */
  rule: string;
  title: string;
  message: string;
  /** A file of the repository, a 1-based line and column, when the finding points at one. */
  location?: { path: string; line: number; column?: number | undefined } | undefined;
}

/** `page:index.html` and the like are material, not files a code host can show. */
const isFilePath = (path: string): boolean => !/^[a-z][a-z0-9+.-]*:/i.test(path) && path !== 'output';

const located = (loc: { path: string; line?: number | undefined; column?: number | undefined } | undefined) =>
  loc && loc.line !== undefined && isFilePath(loc.path)
    ? { location: { path: loc.path, line: loc.line, ...(loc.column !== undefined ? { column: loc.column } : {}) } }
    : {};

/** A gate entry is named by its id, and by its kind too when the id does not already say it. */
export const gateName = (g: GateEntry): string => (g.id === g.kind ? g.id : `${g.id} (${g.kind})`);

const withFix = (text: string, fix: string | undefined): string => (fix ? `${text}\nFix: ${fixBeside(fix, text)}` : text);

/** A failed gate entry: one finding per failing place it lists (each with the tool's own message), else one. */
function gateFindings(g: GateEntry): Problem[] {
  const why = g.not_run ? 'was not run' : 'failed';
  const base = { level: 'error' as const, ruleId: `gate/${g.id}`, rule: `${g.kind} check`, title: `Gate check ${gateName(g)} ${why}` };
  const places = g.findings ?? [];
  if (places.length === 0) return [{ ...base, message: withFix(g.evidence, g.fix), ...located(g.location) }];
  const omitted = g.findings_omitted ? `\n(and ${g.findings_omitted} more places, listed in the job summary)` : '';
  return places.map((p, i) => ({
    ...base,
    message: withFix(`${placeLabel(p)}: ${p.message}${i === places.length - 1 ? omitted : ''}`, g.fix),
    ...located(p),
  }));
}

function criterionFinding(c: Criterion): Problem {
  const critical = c.critical ? 'Critical criterion' : 'Criterion';
  if (c.met === null) {
    return {
      level: 'warning',
      ruleId: `criterion/${c.id}`,
      rule: c.assertion,
      title: `${critical} ${c.id} was not judged`,
      message: `${c.assertion}\n${c.evidence ?? 'not judged'}`,
    };
  }
  // What the judge observed and where it looked, beside the fix (spec §13).
  const observed = observedOf(c);
  const cited = c.location ? `${placeLabel(c.location)}${c.location.quote ? ` \`${c.location.quote}\`` : ''}` : undefined;
  const lines = [c.assertion, ...(observed ? [`Observed: ${observed}`] : []), ...(cited ? [`At: ${cited}`] : [])];
  if (c.advisory) lines.push(`Advisory: ${c.advisory.reason}`, ...advisoryDetails(c));
  return {
    level: c.advisory ? 'warning' : 'error',
    ...(c.advisory ? { advisory: true as const } : {}),
    ruleId: `criterion/${c.id}`,
    rule: c.assertion,
    title: `${critical} ${c.id} is not met${c.advisory ? ' (advisory in this run)' : ''}`,
    message: withFix(lines.join('\n'), c.fix),
    ...located(c.location),
  };
}

/** Failed gate entries (every failing place), then unmet criteria, then criteria that were not judged. */
export function problemsOf(r: CriticResult): Problem[] {
  const gate = r.gate.filter((g) => !g.passed).flatMap(gateFindings);
  const unmet = r.criteria.filter((c) => c.met === false).map(criterionFinding);
  // A criterion that does not apply (spec §13) is nothing to look at.
  const notJudged = r.criteria.filter((c) => c.met === null && c.status !== 'not_applicable').map(criterionFinding);
  return [...gate, ...unmet, ...notJudged];
}
