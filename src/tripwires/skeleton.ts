/**
 * The text the tripwire's words are matched on: a skeleton of a line that a reader (or a model)
 * reads the same as the line, but that spells its letters the one way the patterns know.
 *
 * - JSON/JavaScript escapes (`\u0069`, `\u{69}`, `\x69`) and HTML character references
 *   (`&#105;`, `&#x69;`, `&lt;`) are decoded: a model reads them as the characters they stand for.
 * - Each character is brought to its NFKC form (full-width `ｉ`, mathematical `𝐢`, `＜`, `｜`).
 * - Characters outside ASCII are replaced by their prototype in Unicode's confusables data
 *   (UTS #39 skeleton, from the `unhomoglyph` package's copy of confusables.txt) when that is
 *   ASCII: Cyrillic `о`, Greek `ι`. ASCII is left alone: its own confusables (`1`→`l`, `m`→`rn`)
 *   would turn ordinary code into nonsense.
 * - Invisible characters are dropped, and so are combining marks on ASCII letters.
 * - Letters spelt one at a time (`i g n o r e`, `I.G.N.O.R.E`) are joined.
 *
 * Every step reads each character once: linear in the line, with no pattern that backtracks.
 * `at[k]` is the index in the original line of the skeleton's k-th UTF-16 unit, so a hit is
 * reported where it is in the text as written.
 */
import { readVendoredJson } from '../subject/vendored.js';

/**
 * The confusables table (6,300 entries), read on first use: only a line outside ASCII needs it.
 * It ships as a file of its own (subject/vendored.ts), not in the bundle, whose every start would
 * read and compile its 117 KB. A table that cannot be read throws: the check then fails closed.
 */
let confusables: Record<string, string> | undefined;
const confusablesTable = (): Record<string, string> =>
  (confusables ??= readVendoredJson('unhomoglyph-data.json') as Record<string, string>);

export interface Skeleton {
  text: string;
  /** For each UTF-16 unit of `text`, its index in the original line. */
  at: readonly number[];
}

/** Character references a model reads as punctuation of a chat template or a delimiter; letters come as numeric references. */
const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  verbar: '|',
  vert: '|',
  VerticalLine: '|',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lowbar: '_',
  UnderBar: '_',
  sol: '/',
  bsol: '\\',
  colon: ':',
  num: '#',
  excl: '!',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  ast: '*',
  midast: '*',
  hyphen: '-',
  dash: '-',
  lcub: '{',
  rcub: '}',
  lbrace: '{',
  rbrace: '}',
};

/** Anything that may make the skeleton differ from the line: outside ASCII, an escape, a reference, or letters spelt one at a time. */
const NEEDS_SKELETON = /[^\x00-\x7f]|\\[ux]|&#|&[A-Za-z]{2,12};|(?:^|[^A-Za-z])[A-Za-z][ .\-_*|/][A-Za-z][ .\-_*|/][A-Za-z](?:[^A-Za-z]|$)/;

/** Invisible in print and dropped from the skeleton: format characters, variation selectors, fillers, blank braille. */
const INVISIBLE = /^[\p{Cf}\u034f\u115f\u1160\u180e\u2800\u3164\uffa0\ufe00-\ufe0f\u{e0100}-\u{e01ef}]$/u;
const MARK = /^\p{M}$/u;
const ASCII_LETTER = /^[A-Za-z]$/;

const isHex = (s: string): boolean => s.length > 0 && /^[0-9A-Fa-f]+$/.test(s);

/** The code point a `\u`/`\x` escape or a character reference at `i` stands for, and how long it is. */
function decodedAt(line: string, i: number): { cp: number; length: number } | undefined {
  const c = line[i];
  if (c === '\\') {
    const kind = line[i + 1];
    if (kind === 'u' && line[i + 2] === '{') {
      // Searched in a bounded window: an unclosed `\u{` never costs a scan to the line's end.
      const close = line.slice(i + 3, i + 10).indexOf('}');
      const end = close < 0 ? -1 : i + 3 + close;
      const hex = end < 0 ? '' : line.slice(i + 3, end);
      return isHex(hex) && parseInt(hex, 16) <= 0x10ffff ? { cp: parseInt(hex, 16), length: end - i + 1 } : undefined;
    }
    if (kind === 'u' && isHex(line.slice(i + 2, i + 6)) && line.length >= i + 6)
      return { cp: parseInt(line.slice(i + 2, i + 6), 16), length: 6 };
    if (kind === 'x' && isHex(line.slice(i + 2, i + 4)) && line.length >= i + 4)
      return { cp: parseInt(line.slice(i + 2, i + 4), 16), length: 4 };
    return undefined;
  }
  if (c === '&') {
    const close = line.slice(i + 1, i + 15).indexOf(';');
    if (close < 0) return undefined;
    const end = i + 1 + close;
    const body = line.slice(i + 1, end);
    let cp: number | undefined;
    if (/^#[0-9]{1,7}$/.test(body)) cp = parseInt(body.slice(1), 10);
    else if (/^#[xX][0-9A-Fa-f]{1,6}$/.test(body)) cp = parseInt(body.slice(2), 16);
    else if (NAMED_ENTITIES[body] !== undefined) cp = NAMED_ENTITIES[body].codePointAt(0);
    return cp !== undefined && cp <= 0x10ffff ? { cp, length: end - i + 1 } : undefined;
  }
  return undefined;
}

/** A character's ASCII prototype when its confusable skeleton is ASCII, else the character itself. */
function prototypeOf(ch: string): string {
  if (ch.charCodeAt(0) < 0x80) return ch;
  const proto = confusablesTable()[ch];
  if (proto === undefined || /[^\x00-\x7f]/.test(proto)) return ch;
  // The prototype of capital I is `l`; a capital that looks like I (Cyrillic І, Greek Ι) is read as I.
  if (proto === 'l' && ch !== ch.toLowerCase()) return 'I';
  return proto;
}

/** Where the per-character work starts: outside ASCII, a possible escape or reference. Runs between are copied whole. */
const SPECIAL = /[^\x00-\x7f]|\\[ux]|&/g;

/**
 * `i g n o r e` → `ignore`: a run of at least three single ASCII letters, each pair apart by the
 * same one separator, is one word. Linear: the only backtrack is one step, off a letter that
 * turned out not to stand alone.
 */
const SPELLED = /(?<![A-Za-z])[A-Za-z]([ .\-_*|/])[A-Za-z](?:\1[A-Za-z])+(?![A-Za-z])/g;

/** The skeleton of one line (or of a whole text: line breaks are kept, and nothing is joined across them). */
export function skeletonOf(line: string): Skeleton {
  return build(line, true);
}

/** The skeleton's text alone, for a whole file: the same text as `skeletonOf`, without the index map. */
export function skeletonText(text: string): string {
  return build(text, false).text;
}

function build(line: string, withAt: boolean): Skeleton {
  if (!NEEDS_SKELETON.test(line)) return { text: line, at: [] };
  const parts: string[] = [];
  const at: number[] = [];
  let lastChar = '';
  const emit = (s: string, from: number): void => {
    parts.push(s);
    lastChar = s[s.length - 1]!;
    if (withAt) for (let k = 0; k < s.length; k++) at.push(from);
  };
  let i = 0;
  SPECIAL.lastIndex = 0;
  while (i < line.length) {
    SPECIAL.lastIndex = i;
    const m = SPECIAL.exec(line);
    const stop = m === null ? line.length : m.index;
    if (stop > i) {
      const chunk = line.slice(i, stop);
      parts.push(chunk);
      lastChar = chunk[chunk.length - 1]!;
      if (withAt) for (let k = i; k < stop; k++) at.push(k);
      i = stop;
    }
    if (m === null) break;
    const decoded = decodedAt(line, i);
    const cp = decoded?.cp ?? line.codePointAt(i)!;
    const from = i;
    i += decoded?.length ?? (cp > 0xffff ? 2 : 1);
    const ch = String.fromCodePoint(cp);
    if (cp < 0x80) {
      emit(ch, from);
      continue;
    }
    if (INVISIBLE.test(ch)) continue;
    for (const n of ch.normalize('NFKC')) {
      // A combining mark on an ASCII letter (i + U+0307) only decorates it.
      if (MARK.test(n) && ASCII_LETTER.test(lastChar)) continue;
      if (INVISIBLE.test(n)) continue;
      emit(prototypeOf(n), from);
    }
  }
  return joinSpelledLetters(parts.join(''), at, withAt);
}

function joinSpelledLetters(text: string, unitsAt: readonly number[], withAt: boolean): Skeleton {
  SPELLED.lastIndex = 0;
  if (!SPELLED.test(text)) return { text, at: unitsAt };
  // test() left lastIndex past the first run, and matchAll starts where it stands: from the start.
  SPELLED.lastIndex = 0;
  const parts: string[] = [];
  const at: number[] = [];
  let last = 0;
  for (const m of text.matchAll(SPELLED)) {
    parts.push(text.slice(last, m.index));
    if (withAt) for (let k = last; k < m.index; k++) at.push(unitsAt[k]!);
    // Letters and separators are one unit each: the letters sit at the even offsets of the run.
    for (let k = 0; k < m[0].length; k += 2) {
      parts.push(m[0][k]!);
      if (withAt) at.push(unitsAt[m.index + k]!);
    }
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  if (withAt) for (let k = last; k < text.length; k++) at.push(unitsAt[k]!);
  return { text: parts.join(''), at };
}

/** The index in the original line of the skeleton's `k`-th unit. */
export const sourceIndex = (s: Skeleton, k: number): number => (s.at.length === 0 ? k : (s.at[k] ?? s.at[s.at.length - 1] ?? 0));

/** The skeleton's letters alone, lower-cased: words split by any separator are one run of letters. */
export const lettersOf = (skeleton: string): string => skeleton.toLowerCase().replace(/[^a-z]+/g, '');
