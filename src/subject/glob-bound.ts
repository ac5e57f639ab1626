import type picomatch from 'picomatch';

/** Glob options used everywhere a user-written glob meets a path. */
export const GLOB_OPTIONS: picomatch.PicomatchOptions = { dot: true };

/**
 * A glob matching exactly one path: every character picomatch gives a meaning (wildcards,
 * classes, braces, extglobs, negation, the escape itself) backslash-escaped. Paths are not globs:
 * `pages/[id].tsx` read as one also matches `pages/i.tsx`.
 */
export const literalGlob = (path: string): string => path.replace(/[\\*?[\]{}()!+@|^$,]/g, '\\$&');

/**
 * Globs become backtracking regular expressions (picomatch): `*a*a*a*a*b` against a long file
 * name takes seconds, one more star minutes. Spec §7 wants no pattern able to hang a run, so a
 * glob may hold at most this many wildcards (`*`, `*(…)`, `+(…)`) within one path segment; `**`
 * segments and `?` do not count. Measured worst case at the limit: tens of ms on a 255-byte name.
 */
export const MAX_SEGMENT_WILDCARDS = 3;

/** Why the glob could take exponential time to match, or undefined. */
export function globProblem(glob: string): string | undefined {
  for (const segment of glob.split('/')) {
    if (segment === '**') continue;
    const wildcards = (segment.replace(/\\./g, '').match(/\*|[+@!?]\(/g) ?? []).filter(
      (w) => w !== '?(' && w !== '@(' && w !== '!(',
    ).length;
    if (wildcards > MAX_SEGMENT_WILDCARDS) {
      return `"${segment}" holds ${wildcards} wildcards in one path segment; at most ${MAX_SEGMENT_WILDCARDS} are allowed, as more can take exponential time to match`;
    }
  }
  return undefined;
}
