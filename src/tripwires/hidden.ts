/**
 * Hidden characters (Trojan Source, CVE-2021-42574, and data smuggled in invisible characters),
 * with the honest uses real code has for some of them (issue 26, item 5).
 *
 * - Bidirectional controls always fail: they reorder what a person sees.
 * - Characters that carry data fail: tag characters outside a subdivision flag, a run of
 *   variation selectors, a selector after a character that takes none, the Hangul fillers (which
 *   JavaScript and Python accept as a whole identifier).
 * - Other invisible characters (zero widths, joiners, invisible operators, a BOM in mid-text)
 *   fail where they change what code means: in code, between ASCII characters (inside an
 *   identifier or a keyword). In a comment, in prose (Markdown, the PR body) or next to emoji
 *   and typography they are a warning naming the line.
 * - Honest uses pass without a word: emoji ZWJ sequences and a joiner inside another script, an
 *   emoji's presentation selector, an ideographic variation sequence, `*​/` written in a block
 *   comment, joiners around typography in a comment (`10‍−‍16`), blank cells of braille art.
 */
import type { TripwireHit } from './hit.js';

const NAMES: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x2800: 'BRAILLE PATTERN BLANK',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (BOM)',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
};

/** Every character this file judges. Tag characters and supplementary variation selectors are behind U+DB40. */
export const HIDDEN_CANDIDATES =
  /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udc7f\udd00-\uddef]/g;
/** A superset of the candidates as one class, for a fast whole-text test. */
export const MAYBE_HIDDEN =
  /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\udb40]/;

const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
const HANGUL_FILLERS = new Set([0x115f, 0x1160, 0x3164, 0xffa0]);
const BLACK_FLAG = 0x1f3f4;

const isSelector = (c: number): boolean => (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe0100 && c <= 0xe01ef);
const isTag = (c: number): boolean => c >= 0xe0000 && c <= 0xe007f;
const isCandidate = (c: number): boolean => c in NAMES || isSelector(c) || isTag(c);
const EMOJI = /^\p{Emoji}$/u;
const IDEOGRAPH = /^\p{Ideographic}$/u;
const TYPOGRAPHY = /^[\p{S}\p{P}\p{Zs}]$/u;
const HANGUL = /^\p{Script=Hangul}$/u;
const isBraille = (c: number): boolean => c >= 0x2800 && c <= 0x28ff;

const hex = (c: number): string => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/** The code point before index `i` (a surrogate pair read whole), or undefined at the start. */
function codePointBefore(line: string, i: number): { cp: number; index: number } | undefined {
  if (i <= 0) return undefined;
  const low = line.charCodeAt(i - 1);
  const index = low >= 0xdc00 && low <= 0xdfff && i >= 2 ? i - 2 : i - 1;
  return { cp: line.codePointAt(index)!, index };
}

/**
 * A run of adjacent candidates and what surrounds it: the nearest visible code points before and
 * after it (undefined at a line's edge), and whether every candidate of the run so far is a tag
 * (or other U+E0000-plane) character right after U+1F3F4, which makes tags a subdivision flag
 * (🏴 + tags). Found once per run, so a line of N invisible characters costs N, not N².
 */
interface Run {
  end: number;
  before: number | undefined;
  after: number | undefined;
  flag: boolean;
}

function runAt(line: string, i: number): Run {
  let j = i;
  for (let cp = line.codePointAt(j); cp !== undefined && isCandidate(cp); cp = line.codePointAt(j)) j += cp > 0xffff ? 2 : 1;
  const before = codePointBefore(line, i)?.cp;
  return { end: j, before, after: line.codePointAt(j), flag: before === BLACK_FLAG };
}

/**
 * Where a comment starts on a line of code: 0 for a line that is a comment (`//`, `/*`, `*`,
 * `#`, `<!--`, `--`), the index of a trailing `//` or ` #` outside quotes, else -1.
 */
export function commentStart(line: string): number {
  const lead = /^\s*(?:\/\/|\/\*|\*(?:\s|\/|$)|#(?:\s|!|$)|<!--|--\s)/.exec(line);
  if (lead) return 0;
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== undefined) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/' && (i === 0 || /\s/.test(line[i - 1]!))) return i;
    else if (c === '#' && /\s/.test(line[i - 1] ?? '') && /\s/.test(line[i + 1] ?? ' ')) return i;
  }
  return -1;
}

/**
 * The invisible format characters that a string literal of code may hold as text the author
 * meant (a U+FEFF in an expected output, a zero-width space in a test string): a warning there.
 * Not bidirectional controls (they reorder what a reader sees), tags or selectors (they carry
 * data), nor blanks that pass for a space or a name (U+2800, Hangul fillers), wherever they are.
 */
const LITERAL_FORMAT = new Set([0x00ad, 0x200b, 0x200c, 0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xfeff]);
export const literalMayHold = (c: number): boolean => LITERAL_FORMAT.has(c);

export interface HiddenOptions {
  /** The line opens a file: a BOM there is an encoding marker. */
  firstLineOfFile?: boolean;
  /** The text is prose (Markdown, the PR body): no part of it is code. */
  prose?: boolean;
}

/** What one candidate at `i` is: a failure (`hidden`), a warning (`invisible`), or nothing. */
function judge(
  line: string,
  i: number,
  c: number,
  width: number,
  run: Run,
  comment: number,
  prose: boolean,
): 'hidden' | 'invisible' | undefined {
  if (BIDI.has(c)) return 'hidden';
  if (isTag(c)) return run.flag ? undefined : 'hidden';
  if (isSelector(c)) {
    const before = codePointBefore(line, i)?.cp;
    const after = line.codePointAt(i + width);
    // A run of selectors carries data (one selector per byte); one selector belongs to the character before it.
    if (before === undefined || isSelector(before) || (after !== undefined && isSelector(after))) return 'hidden';
    const base = String.fromCodePoint(before);
    if (c >= 0xe0100) return IDEOGRAPH.test(base) ? undefined : 'hidden';
    if (c >= 0xfe0e) return EMOJI.test(base) ? undefined : 'hidden';
    return before > 0x7f ? undefined : 'hidden';
  }
  const { before, after } = run;
  const inComment = prose || (comment >= 0 && i > comment);
  const nonAscii = (x: number | undefined): boolean => x !== undefined && x > 0x7f;
  const typography = (x: number | undefined): boolean => nonAscii(x) && TYPOGRAPHY.test(String.fromCodePoint(x!));
  if (c === 0x2800 && ((before !== undefined && isBraille(before)) || (after !== undefined && isBraille(after)))) return undefined;
  // A Hangul filler is an identifier on its own in JavaScript and Python: outside Hangul text it hides one.
  if (HANGUL_FILLERS.has(c)) {
    const hangul = (x: number | undefined): boolean => x !== undefined && HANGUL.test(String.fromCodePoint(x));
    return hangul(before) || hangul(after) ? 'invisible' : inComment ? 'invisible' : 'hidden';
  }
  // `*​/` and `/​*` are how a block comment shows a glob or a path that would end or open it.
  if ((c === 0x200b || c === 0x2060) && ((before === 0x2a && after === 0x2f) || (before === 0x2f && after === 0x2a))) return undefined;
  // Joiners inside another script or an emoji sequence (👩‍💻, Persian, Devanagari) are text.
  if ((c === 0x200c || c === 0x200d) && nonAscii(before) && nonAscii(after)) return undefined;
  // Joiners and spaces around typography in a comment (`10‍−‍16`) set the type, nothing else.
  if (inComment && (typography(before) || typography(after))) return undefined;
  if (inComment || nonAscii(before) || nonAscii(after)) return 'invisible';
  return 'hidden';
}

export function hiddenCharacters(line: string, options: HiddenOptions = {}): TripwireHit[] {
  const hits: TripwireHit[] = [];
  let comment: number | undefined;
  let run: Run | undefined;
  for (const m of line.matchAll(HIDDEN_CANDIDATES)) {
    const i = m.index;
    const c = line.codePointAt(i)!;
    if (run === undefined || i >= run.end) run = runAt(line, i);
    // Only U+E0000-plane characters (tags) may follow the black flag within its run.
    if (m[0].length !== 2) run.flag = false;
    // A byte order mark opening a file is an encoding marker, not hidden text.
    if (c === 0xfeff && i === 0 && options.firstLineOfFile) continue;
    comment ??= options.prose ? 0 : commentStart(line);
    const kind = judge(line, i, c, m[0].length, run, comment, options.prose ?? false);
    if (kind === undefined) continue;
    const name = isTag(c)
      ? `TAG CHARACTER${c >= 0xe0020 && c <= 0xe007e ? ` '${String.fromCharCode(c - 0xe0000)}'` : ''}`
      : isSelector(c)
        ? `VARIATION SELECTOR-${c >= 0xe0100 ? c - 0xe0100 + 17 : c - 0xfe00 + 1}`
        : NAMES[c];
    hits.push({ kind, what: `${hex(c)} ${name ?? 'INVISIBLE CHARACTER'}`, column: i });
  }
  return hits;
}
