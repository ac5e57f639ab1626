import { targetMatcher } from '../checks/context.js';
import { literalGlob } from '../subject/glob-bound.js';
import type { EvalCase } from './suite.js';

/**
 * Which cases share one prompt when eval measures batched judging (`--batch N`). Cases of one
 * behaviour write the same file with different text, so they can never be one change: each case
 * goes to the first group that has room and writes none of its paths differently; a case whose
 * globs select none of its own files goes alone (scopeInGroup). Deterministic, so a test double
 * can follow the same groups.
 */
export function groupCases(cases: readonly EvalCase[], size: number): EvalCase[][] {
  if (size <= 1) return cases.map((c) => [c]);
  const groups: EvalCase[][] = [];
  const alone = new Set<EvalCase[]>();
  for (const c of cases) {
    if (ownScope(c).length === 0) {
      const group = [c];
      alone.add(group);
      groups.push(group);
      continue;
    }
    const open = groups.find((g) => !alone.has(g) && g.length < size && g.every((other) => compatible(c, other)));
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
 * The files of a case's own change that its assertion's globs select; unscoped, all of them. In a
 * group its globs as written would also select other cases' files (a glob for every `.ts` file,
 * any case's), so another case's change could meet or break it and its label would no longer hold.
 */
function ownScope(c: EvalCase): string[] {
  const selected = targetMatcher({ files: c.assertion.files });
  return Object.keys(c.head).filter(selected).sort();
}

/**
 * The files a case's assertion is judged on inside a group: those of its own change its globs
 * select (all its own files, unscoped), as globs that match only themselves whatever characters
 * they hold. A case whose globs select none of its own files is never grouped (groupCases): alone
 * it is judged exactly as `pr` would judge it — not applicable, as no file of the change is in its
 * scope (or refused, when its globs match nothing at all) — and no scope made of its own files could
 * say "none" inside a group.
 */
export function scopeInGroup(c: EvalCase): string[] {
  return ownScope(c).map(literalGlob);
}
