import type { EvalCase } from './suite.js';
/**
 * Which cases share one prompt when eval measures batched judging (`--batch N`). Cases of one
 * behaviour write the same file with different text, so they can never be one change: each case
 * goes to the first group that has room and writes none of its paths differently. Deterministic,
 * so a test double can follow the same groups.
 */
export declare function groupCases(cases: readonly EvalCase[], size: number): EvalCase[][];
/**
 * The change of a group: every case's base files and every file its change writes. The cases'
 * paths agree (groupCases), so the union is well defined.
 */
export declare function mergedChange(group: readonly EvalCase[]): Pick<EvalCase, 'base' | 'head'>;
/**
 * The files a case's assertion is judged on inside a group: its own scope, or, unscoped, the files
 * its own change writes, so another case's files can never meet or break it and its label holds.
 * Those paths become globs that match only themselves, whatever characters they hold.
 */
export declare function scopeInGroup(c: EvalCase): string[];
