/** Small text helpers of the tripwire: which files are prose, and a path made safe to quote. */

/** Files that are prose through and through: an invisible character in them hides no code. */
const PROSE = /\.(?:md|markdown|mdx|txt|rst|adoc|asciidoc|org|textile)$/i;

export const isProsePath = (path: string): boolean => PROSE.test(path);

/**
 * A path as the tripwire's evidence quotes it: controls, format characters (bidi, zero widths),
 * line separators, variation selectors and tag characters written as `\u{…}` escapes, so the
 * evidence names them without carrying them.
 */
export const inertPath = (path: string): string =>
  path.replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034f\u115f\u1160\u2800\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`,
  );
