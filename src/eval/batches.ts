import { literalGlob } from '../subject/glob-bound.js';
import type { EvalCase } from './suite.js';

/**
 * Which cases share one prompt when eval measures batched judging (`--batch N`). Cases of one
 * behaviour write the same file with different text, so they can never be one change: each case
 * goes to the first group that has room and writes none of its paths differently. Deterministic,
 * so a test double can follow the same groups.
 */
export function groupCases(cases: readonly EvalCase[], size: number): EvalCase[][] {
  if (size <= 1) return cases.map((c) => [c]);
  const groups: EvalCase[][] = [];
  for (const c of cases) {
    const open = groups.find((g) => g.length < size && g.every((other) => compatible(c, other)));
    if (open) open.push(c);
    else groups.push([c]);
  }
  return groups;
}

/** Two cases can be one change when they ask different things and every path both name is, before and after, the same in both. */
function compatible(a: EvalCase, b: EvalCase): boolean {
  if (a.assertion.text === b.assertion.text) return false;
  const paths = new Set([...Object.keys(b.base), ...Object.keys(b.head)]);
  return [...Object.keys(a.base), ...Object.keys(a.head)].every(
    (p) => !paths.has(p) || (a.base[p] === b.base[p] && a.head[p] === b.head[p]),
  );
}

/**
 * The change of a group: every case's base files and every file its change writes. The cases'
 * paths agree (groupCases), so the union is well defined.
 */
export function mergedChange(group: readonly EvalCase[]): Pick<EvalCase, 'base' | 'head'> {
  return {
    base: Object.assign({}, ...group.map((c) => c.base)) as EvalCase['base'],
    head: Object.assign({}, ...group.map((c) => c.head)) as EvalCase['head'],
  };
}

/**
 * The files a case's assertion is judged on inside a group: its own scope, or, unscoped, the files
 * its own change writes, so another case's files can never meet or break it and its label holds.
 * Those paths become globs that match only themselves, whatever characters they hold.
 */
export function scopeInGroup(c: EvalCase): string[] {
  return c.assertion.files ?? Object.keys(c.head).sort().map(literalGlob);
}
