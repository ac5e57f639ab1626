import * as z from '../contract/zod.js';
import type { Line } from '../subject/types.js';
import type { SelectedFile } from './define.js';
import { errorMessage } from '../errors/message.js';
import { re2, type Re2, type Re2Pattern } from '../subject/re2.js';

/**
 * A pattern as a check uses it. Config patterns run on RE2 semantics (re2js): their time is
 * linear in the text, so no pattern written in a config or an input can hang a run however the
 * text is crafted (`^(\w+\s?)*$` on a long line would backtrack for ever in JavaScript's engine).
 */
export interface TextPattern {
  /** Whether the pattern matches anywhere in the text. */
  test(text: string): boolean;
  /** Where the first match starts, or -1. */
  indexIn(text: string): number;
  /** The first match: where it starts and the text it matched. */
  firstMatch(text: string): { index: number; text: string } | undefined;
}

const flagBits = (re2: Re2): Record<string, number> => ({
  i: re2.CASE_INSENSITIVE,
  m: re2.MULTILINE,
  s: re2.DOTALL,
  // RE2 matches by code point already; `u` asks for nothing more.
  u: 0,
});

function compileRe2(engine: Re2, pattern: string, flags: string): Re2Pattern {
  const bits = flagBits(engine);
  let mask = 0;
  for (const f of flags) mask |= bits[f] ?? 0;
  return engine.compile(pattern, mask);
}

// Longer literal patterns go to re2js, which refuses expressions past its size limits.
const LITERAL_MAX_LENGTH = 1000;
const REGEX_SYNTAX = /[\\.+*?()[\]{}^$]/;

/**
 * The texts of a pattern that is plain printable ASCII and `|` (`TODO|FIXME`), else undefined.
 * Such a pattern matches where one of its texts occurs, on RE2 as anywhere, and `m`, `s` and `u`
 * change nothing about it; `i` would bring RE2's case folding, so it goes to re2js. Found by
 * searching the texts instead: re2js's first compile costs about 10 ms of the CLI's cold start,
 * spent on the common pattern that needs no regular expression engine at all.
 */
export function literalAlternatives(pattern: string, flags = ''): string[] | undefined {
  if (flags.includes('i') || pattern.length > LITERAL_MAX_LENGTH) return undefined;
  if (!/^[ -~]*$/.test(pattern) || REGEX_SYNTAX.test(pattern)) return undefined;
  return pattern.split('|');
}

/**
 * Why RE2 cannot run the pattern (a look-around, a back-reference, a syntax error), or undefined.
 * `codeCacheDir`: where RE2's compiled code is kept, should this be the first pattern to load it.
 */
export function patternError(pattern: string, flags = '', codeCacheDir?: string): string | undefined {
  if (literalAlternatives(pattern, flags) !== undefined) return undefined;
  const engine = re2(codeCacheDir);
  try {
    compileRe2(engine, pattern, flags);
    return undefined;
  } catch (e) {
    const why = errorMessage(e);
    return /lookahead|lookbehind|backreference|\(\?[=!<]|\\[1-9]/i.test(`${why} ${pattern}`)
      ? `${why} (patterns run on RE2 semantics, in linear time: look-arounds and back-references are not supported)`
      : why;
  }
}

/**
 * The cache directory of the config or input being parsed, for the RE2 engine a pattern's
 * refinement below may load: a zod refinement is given no context of its caller's. Set only for
 * the length of one synchronous parse (parsedWithCodeCache), so no parse's directory outlives it
 * or reaches another run.
 */
let parsingWithCodeCache: string | undefined;

/** `parse()`, whose pattern refinements load RE2 (if they are the first) with `codeCacheDir`. */
export function parsedWithCodeCache<T>(codeCacheDir: string | undefined, parse: () => T): T {
  const outer = parsingWithCodeCache;
  parsingWithCodeCache = codeCacheDir;
  try {
    return parse();
  } finally {
    parsingWithCodeCache = outer;
  }
}

export const patternShape = () => ({
  // Checked when the config or input is read, so a bad pattern is the author's error (exit 4),
  // not a failed check the worker is told to fix.
  pattern: z.string().check(
    z.minLength(1),
    z.superRefine((pattern, ctx) => {
      const error = patternError(pattern, '', parsingWithCodeCache);
      if (error !== undefined) ctx.addIssue({ code: 'custom', message: `not a valid regular expression: ${error}` });
    }),
  ),
  flags: z.optional(z.string().check(z.regex(/^[imsu]*$/, 'flags may only contain i, m, s and u'))),
});

/** A config pattern, on the linear-time engine (its compiled code kept in `codeCacheDir`, should this load it). */
export function compilePattern(pattern: string, flags = '', codeCacheDir?: string): TextPattern {
  const texts = literalAlternatives(pattern, flags);
  if (texts !== undefined) return literalPattern(texts);
  const re = compileRe2(re2(codeCacheDir), pattern, flags);
  return {
    test: (text) => re.test(text),
    // The matcher is slower than test(): asked only where test() found a match.
    indexIn: (text) => {
      if (!re.test(text)) return -1;
      const m = re.matcher(text);
      return m.find() ? m.start() : -1;
    },
    firstMatch: (text) => {
      if (!re.test(text)) return undefined;
      const m = re.matcher(text);
      return m.find() ? { index: m.start(), text: m.group() ?? '' } : undefined;
    },
  };
}

/** Where RE2 would match a literal alternation: the leftmost start of any of its texts. */
function literalPattern(texts: readonly string[]): TextPattern {
  const firstMatch = (text: string): { index: number; text: string } | undefined => {
    let first: { index: number; text: string } | undefined;
    for (const t of texts) {
      const at = text.indexOf(t);
      if (at >= 0 && (first === undefined || at < first.index)) first = { index: at, text: t };
    }
    return first;
  };
  return {
    test: (text) => texts.some((t) => text.includes(t)),
    indexIn: (text) => firstMatch(text)?.index ?? -1,
    firstMatch,
  };
}

/** A fixed pattern of critic-gate's own (such as the placeholder words), known not to backtrack. */
export function trustedPattern(re: RegExp): TextPattern {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return {
    test: (text) => {
      global.lastIndex = 0;
      return global.test(text);
    },
    indexIn: (text) => {
      global.lastIndex = 0;
      return global.exec(text)?.index ?? -1;
    },
    firstMatch: (text) => {
      global.lastIndex = 0;
      const m = global.exec(text);
      return m ? { index: m.index, text: m[0] } : undefined;
    },
  };
}

/** Every line in scope holding a match, in order. A pattern spanning lines is found in whole-file scopes. */
export function matchingLines(file: SelectedFile, re: TextPattern, wholeFile: boolean): Line[] {
  if (file.binary) return [];
  const hits: Line[] = [];
  for (const line of file.lines) {
    if (re.test(line.text)) hits.push(line);
  }
  if (hits.length > 0 || !wholeFile) return hits;
  const index = re.indexIn(file.text);
  if (index < 0) return [];
  const n = file.text.slice(0, index).split('\n').length;
  const line = file.lines[n - 1];
  return line ? [line] : [];
}
