import type { EvalCase } from './suite.js';
/**
 * Which cases share one prompt when eval measures batched judging (`--batch N`). Cases of one
 * behaviour write the same file with different text, so they can never be one change: each case
 * goes to the first group that has room and writes none of its paths differently; a case whose
 * globs select none of its own files goes alone (scopeInGroup). Deterministic, so a test double
 * can follow the same groups.
 */
export declare function groupCases(cases: readonly EvalCase[], size: number): EvalCase[][];
/**
 * The change of a group: every case's base files and every file its change writes. The cases'
 * paths agree (groupCases), so the union is well defined.
 */
export declare function mergedChange(group: readonly EvalCase[]): Pick<EvalCase, 'base' | 'head'>;
/**
 * The files a case's assertion is judged on inside a group: those of its own change its globs
 * select (all its own files, unscoped), as globs that match only themselves whatever characters
 * they hold. A case whose globs select none of its own files is never grouped (groupCases): alone
 * it is judged exactly as `pr` would judge it — not applicable, as no file of the change is in its
 * scope (or refused, when its globs match nothing at all) — and no scope made of its own files could
 * say "none" inside a group.
 */
export declare function scopeInGroup(c: EvalCase): string[];
