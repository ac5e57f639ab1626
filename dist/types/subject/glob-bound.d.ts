import type picomatch from 'picomatch';
/** Glob options used everywhere a user-written glob meets a path. */
export declare const GLOB_OPTIONS: picomatch.PicomatchOptions;
/**
 * A glob matching exactly one path: every character picomatch gives a meaning (wildcards,
 * classes, braces, extglobs, negation, the escape itself) backslash-escaped. Paths are not globs:
 * `pages/[id].tsx` read as one also matches `pages/i.tsx`.
 */
export declare const literalGlob: (path: string) => string;
/**
 * Globs become backtracking regular expressions (picomatch): `*a*a*a*a*b` against a long file
 * name takes seconds, one more star minutes. Spec §7 wants no pattern able to hang a run, so a
 * glob may hold at most this many wildcards (`*`, `*(…)`, `+(…)`) within one path segment; `**`
 * segments and `?` do not count. Measured worst case at the limit: tens of ms on a 255-byte name.
 */
export declare const MAX_SEGMENT_WILDCARDS = 3;
/** Why the glob could take exponential time to match, or undefined. */
export declare function globProblem(glob: string): string | undefined;
