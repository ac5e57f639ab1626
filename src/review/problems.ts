import { sha256 } from '../text/sha256.js';
import type { CriticResult } from '../contract/result.js';
import { observedOf } from '../report/facts.js';

/**
 * The problems of a result, in one shape: every failed gate check, every gate warning and every
 * criterion judged not met. Met criteria and criteria never judged are not problems; they live in the body's tables.
 */

export type ReviewProblemKind = 'gate' | 'criterion';

export interface ReviewProblem {
  /** Stable identity of the finding, see findingKey. */
  key: string;
  kind: ReviewProblemKind;
  id: string;
  /** Gate checks block by definition; a criterion only when critical. Blocking findings come first. */
  blocking: boolean;
  /** A gate check's kind, or `critical` for a critical criterion. */
  tag?: string;
  /** What was observed (a gate check's evidence) or what was asked (a criterion's assertion). */
  summary: string;
  fix?: string;
  /** For an unmet criterion: what the judge observed, and the quote at its location. */
  observed?: string;
  quote?: string;
  location?: { path: string; line: number; column?: number };
  /** Spec §15: why an unmet criterion may not block in this run (it is a warning). */
  advisory?: string;
}

/**
 * A short hash of what makes a finding the same finding on a re-run: kind, id, place and text. The
 * same problem on the same line yields the same key, so a re-run can see it was already commented.
 */
function findingKey(kind: ReviewProblemKind, id: string, location: ReviewProblem['location'], text: string): string {
  const material = JSON.stringify([kind, id, location?.path ?? '', location?.line ?? 0, text]);
  return sha256(material).slice(0, 16);
}

/** Paths from a judge may carry a leading `./`; GitHub's never do. */
const normalPath = (path: string): string => path.replace(/^(\.\/)+/, '');

const placeOf = (loc: { path: string; line: number } | undefined): ReviewProblem['location'] =>
  loc ? { path: normalPath(loc.path), line: loc.line } : undefined;

/**
 * A failed gate entry yields one finding per failing place it lists (each commented at its own
 * line with the tool's own message), else one; an unmet criterion one, with what the judge observed.
 */
export function reviewProblemsOf(result: CriticResult): ReviewProblem[] {
  const out: ReviewProblem[] = [];
  for (const g of result.gate) {
    // A warning passed but found something to look at (tripwires under `warn`): shown, not blocking.
    const warning = g.passed && g.severity === 'warning';
    if (g.passed && !warning) continue;
    const common = {
      kind: 'gate' as const,
      id: g.id,
      blocking: !warning,
      tag: g.not_run ? `${g.kind}, not run` : warning ? `${g.kind}, warning` : g.kind,
      ...(g.fix === undefined ? {} : { fix: g.fix }),
    };
    const places = g.findings ?? [];
    if (places.length > 0) {
      for (const p of places) {
        const location =
          p.line !== undefined
            ? { ...placeOf({ path: p.path, line: p.line })!, ...(p.column !== undefined ? { column: p.column } : {}) }
            : undefined;
        out.push({
          ...common,
          key: findingKey('gate', g.id, location, `${p.message}\n${g.fix ?? ''}`),
          summary: p.line === undefined ? `${p.path}: ${p.message}` : p.message,
          ...(location ? { location } : {}),
        });
      }
      continue;
    }
    const location = placeOf(g.location);
    out.push({
      ...common,
      key: findingKey('gate', g.id, location, `${g.evidence}\n${g.fix ?? ''}`),
      summary: g.evidence,
      ...(location ? { location } : {}),
    });
  }
  for (const c of result.criteria) {
    if (c.met !== false) continue;
    const location = placeOf(c.location);
    const observed = observedOf(c);
    out.push({
      key: findingKey('criterion', c.id, location, c.fix ?? ''),
      kind: 'criterion',
      id: c.id,
      // Spec §15: an advisory criterion blocks nothing, critical or not.
      blocking: c.critical && c.advisory === undefined,
      ...(c.critical || c.advisory ? { tag: [...(c.critical ? ['critical'] : []), ...(c.advisory ? ['advisory'] : [])].join(', ') } : {}),
      summary: c.assertion,
      ...(c.fix === undefined ? {} : { fix: c.fix }),
      ...(observed ? { observed } : {}),
      ...(c.location?.quote ? { quote: c.location.quote } : {}),
      ...(location ? { location } : {}),
      ...(c.advisory ? { advisory: c.advisory.reason } : {}),
    });
  }
  return out;
}

/**
 * Blocking findings (gate, critical) first, then by path and line; findings without a place last
 * within their rank. Array.prototype.sort is stable, so equal findings keep the result's order.
 */
function compareFindings(a: ReviewProblem, b: ReviewProblem): number {
  if (a.blocking !== b.blocking) return a.blocking ? -1 : 1;
  if (!a.location || !b.location) return a.location ? -1 : b.location ? 1 : 0;
  if (a.location.path !== b.location.path) return a.location.path < b.location.path ? -1 : 1;
  return a.location.line - b.location.line;
}

export const sortProblems = (findings: readonly ReviewProblem[]): ReviewProblem[] => [...findings].sort(compareFindings);
