import type { Criterion, CriticResult, GateEntry } from '../contract/result.js';

/** One thing a person should look at: a failed gate entry, an unmet or a not-judged criterion. */
export interface Finding {
  /** `error`: it blocks (failed gate entry, unmet criterion); `warning`: it was not judged. */
  level: 'error' | 'warning';
  /** Stable per configured entry: `gate/<id>` or `criterion/<id>`. */
  ruleId: string;
  /** What the rule is about, in a few words (the assertion, or the kind of check). */
  rule: string;
  title: string;
  message: string;
  /** A file of the repository and a 1-based line, when the finding points at one. */
  location?: { path: string; line: number } | undefined;
}

/** `page:index.html` and the like are material, not files a code host can show. */
const isFilePath = (path: string): boolean => !/^[a-z][a-z0-9+.-]*:/i.test(path) && path !== 'output';

const located = (loc: { path: string; line: number } | undefined) =>
  loc && isFilePath(loc.path) ? { location: { path: loc.path, line: loc.line } } : {};

/** A gate entry is named by its id, and by its kind too when the id does not already say it. */
export const gateName = (g: GateEntry): string => (g.id === g.kind ? g.id : `${g.id} (${g.kind})`);

function gateFinding(g: GateEntry): Finding {
  const why = g.not_run ? 'was not run' : 'failed';
  return {
    level: 'error',
    ruleId: `gate/${g.id}`,
    rule: `${g.kind} check`,
    title: `Gate check ${gateName(g)} ${why}`,
    message: g.fix ? `${g.evidence}\nFix: ${g.fix}` : g.evidence,
    ...located(g.location),
  };
}

function criterionFinding(c: Criterion): Finding {
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
  return {
    level: 'error',
    ruleId: `criterion/${c.id}`,
    rule: c.assertion,
    title: `${critical} ${c.id} is not met`,
    message: c.fix ? `${c.assertion}\nFix: ${c.fix}` : c.assertion,
    ...located(c.location),
  };
}

/** Failed gate entries, then unmet criteria, then criteria that were not judged. */
export function findingsOf(r: CriticResult): Finding[] {
  const gate = r.gate.filter((g) => !g.passed).map(gateFinding);
  const unmet = r.criteria.filter((c) => c.met === false).map(criterionFinding);
  // A criterion that does not apply (spec §13) is nothing to look at.
  const notJudged = r.criteria.filter((c) => c.met === null && c.status !== 'not_applicable').map(criterionFinding);
  return [...gate, ...unmet, ...notJudged];
}
