/**
 * A token estimate that over-counts on every kind of text a pull request carries, for the
 * tokenizers of the common local-model families (Qwen2.5/3, Llama 3, DeepSeek, Gemma, Mistral).
 * We cannot ship those vocabularies, so the text is cut the way their pre-tokenizers cut it —
 * letter runs, digits, spaces, punctuation, other scripts — and each piece is charged what the
 * hungriest of them charges for it. test/token-fit.test.ts holds it to the real tokenizers.
 *
 * Why piece by piece and not characters over a constant: a word like `response` is one token
 * but eight characters, while base64 or a hash is one token per two or three characters; one
 * constant either wastes half the context on code or lets a lockfile push the rules out.
 */

/**
 * Characters per token of a letter segment that reads like a word (has vowels, one case).
 * Vocabularies hold whole words and common identifier parts, so this is generous.
 */
const WORD_CHARS = 6;
/** Characters per token of a segment that does not read like a word (base64, hashes, random ids). */
const RANDOM_CHARS = 1.25;

/** Letter segments: a capitalised or lower-case word, or an upper-case run (not the capital of the next word). */
const SEGMENT = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g;
const VOWELS = /[aeiouyAEIOUY]/g;

function letterRunTokens(run: string): number {
  const segments = run.match(SEGMENT) ?? [];
  // Case flipping every few letters (`aGVsbG8`) is data, not identifiers: charge it all as random.
  if (run.length >= 4 && segments.length >= 2 && run.length < 3 * segments.length) return Math.ceil(run.length / RANDOM_CHARS);
  let tokens = 0;
  for (const seg of segments) {
    const vowels = seg.match(VOWELS)?.length ?? 0;
    // Words have about one vowel in three letters; random letters about one in five.
    const wordLike = seg.length === 1 || vowels * 4 >= seg.length;
    tokens += wordLike ? Math.max(1, Math.ceil((seg.length - 2) / WORD_CHARS)) : Math.ceil(seg.length / RANDOM_CHARS);
  }
  return tokens;
}

/** What one character outside ASCII costs at most: by UTF-8 length, and more for pictographs (byte-level fallbacks). */
function wideTokens(c: number): number {
  if (c < 0x800) return 1; // Latin accents, Greek, Cyrillic, Hebrew, Arabic
  if (c >= 0x10000) return 3; // emoji and other astral characters: up to their bytes
  if (c >= 0xfe00 && c <= 0xfe0f) return 1; // variation selectors
  if ((c >= 0x2190 && c <= 0x2bff) || (c >= 0x1f000)) return 3; // arrows, symbols, dingbats (⚠ ✅)
  return 1.5; // CJK, kana, Hangul, Indic and Thai scripts: some tokenizers split them into bytes
}

const isLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAccent = (c: number): boolean => c >= 0xc0 && c <= 0x24f;
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09;

/** The estimate for one line, without its line break. */
function lineTokens(line: string): number {
  let total = 0;
  let i = 0;
  const n = line.length;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (isLetter(c)) {
      let j = i + 1;
      while (j < n && isLetter(line.charCodeAt(j))) j++;
      // A word with accented letters (`Änderung`, `größer`) is rarer in vocabularies: its pieces are short.
      const accented = isAccent(line.charCodeAt(i - 1)) || isAccent(line.charCodeAt(j));
      total += accented ? Math.ceil((j - i) / 3) : letterRunTokens(line.slice(i, j));
      i = j;
    } else if (isDigit(c)) {
      // Qwen, Gemma and Mistral give every digit its own token.
      let j = i + 1;
      while (j < n && isDigit(line.charCodeAt(j))) j++;
      total += j - i;
      i = j;
    } else if (isSpace(c)) {
      let j = i + 1;
      while (j < n && isSpace(line.charCodeAt(j))) j++;
      // One space before a word or punctuation is part of its token; other runs are merged, a few per token.
      const next = j < n ? line.charCodeAt(j) : -1;
      const joins = j - i === 1 && (isLetter(next) || (next > 0x20 && next < 0x80 && !isDigit(next)));
      if (!joins) total += Math.ceil((j - i) / 4);
      i = j;
    } else if (c < 0x80) {
      // Punctuation: code pairs like `);` or `=>` merge, but in data (`1.5,-2`) each is a token.
      let j = i + 1;
      while (j < n && line.charCodeAt(j) < 0x80 && !isLetter(line.charCodeAt(j)) && !isDigit(line.charCodeAt(j)) && !isSpace(line.charCodeAt(j))) j++;
      total += j - i === 1 ? 1 : Math.ceil((j - i) * 0.6);
      i = j;
    } else {
      const cp = line.codePointAt(i)!;
      total += wideTokens(cp);
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return Math.ceil(total);
}

/**
 * The estimate of a text: the sum over its lines, each line one more for its line break.
 * Additive over lines: the count of joined lines is the sum of their counts.
 */
export function estimateTokens(text: string): number {
  let total = 0;
  for (const line of text.split('\n')) total += lineTokens(line) + 1;
  return total;
}
