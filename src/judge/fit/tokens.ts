/**
 * A token estimate that over-counts on every kind of text a pull request carries, for the
 * tokenizers of the common local-model families (Qwen2.5/3, Llama 3, DeepSeek, Gemma, Mistral).
 * We cannot ship those vocabularies, so the text is cut the way their pre-tokenizers cut it —
 * letter runs, digits, spaces, punctuation, other scripts — and each piece is charged what the
 * tokenizer charges for it at most: one family's costs when the model's family is known
 * (token-family.ts), else what the hungriest of them charges. test/e2e/judge/real-tokenizers.test.ts holds every
 * table to the real tokenizers.
 *
 * Why piece by piece and not characters over a constant: a word like `response` is one token
 * but eight characters, while base64 or a hash is one token per two or three characters; one
 * constant either wastes half the context on code or lets a lockfile push the rules out.
 * Why per family: the vocabularies differ most on ordinary code (Llama 3 and DeepSeek hold whole
 * identifiers and indentation, Mistral v1 spells them in pieces), so the all-family maximum
 * wastes a third of the context on a model whose tokenizer is known.
 */

import { TextKeyedMap, keyedByDigest } from '../../subject/text-keyed.js';

/** What one kind of piece costs under one tokenizer family, at most. */
interface TokenCosts {
  /** Characters per token of a letter segment that reads like a word, after its first `wordFree` letters. */
  wordChars: number;
  /** Letters of a word-like segment that its first token holds anyway. */
  wordFree: number;
  /** Characters per token of letters that do not read like a word (base64, hashes, random ids). */
  randomChars: number;
  /**
   * A segment reads like a word with at least one vowel in this many letters. English has about one
   * in three, random letters one in five; above 4 only for segments that touch no digit, `+` or `/`
   * (`Prompt`, `string` are words, base64 is not).
   */
  lettersPerVowel: number;
  /**
   * A segment this short is one token even without vowels (`str`, `ctx`, `HTTP`), unless it touches
   * a digit, `+` or `/` (base64, hex): 0 charges every such segment as random.
   */
  shortSegment: number;
  /** Characters per token of a word with accented letters (`Änderung`): rarer in vocabularies. */
  accentChars: number;
  /** Digits per token: 1 where every digit is its own token, 3 where digits are grouped by three. */
  digitGroup: number;
  /** Spaces per token of a run that is not part of the next token (indentation, alignment). */
  spaceChars: number;
  /** Tokens per character of a run of two or more punctuation characters. */
  punctuation: number;
  /** One punctuation character right before letters (`.split`, `(text`): BPE vocabularies hold the pair. */
  joinedPunctuation: number;
  /** Latin accents, Greek, Cyrillic, Hebrew, Arabic (two UTF-8 bytes). */
  twoByte: number;
  /** CJK, kana, Hangul, Indic and Thai scripts: some tokenizers split them into bytes. */
  cjk: number;
  /** Arrows, symbols, dingbats (⚠ ✅), and emoji and other astral characters: up to their bytes. */
  symbol: number;
  /** A line break. */
  lineBreak: number;
}

export type TokenizerFamily = 'qwen' | 'llama3' | 'deepseek' | 'gemma' | 'mistral';

export const TOKENIZER_FAMILIES: readonly TokenizerFamily[] = ['qwen', 'llama3', 'deepseek', 'gemma', 'mistral'];

/** What the hungriest of the families charges for each piece: the estimate for a model of unknown family. */
const CONSERVATIVE_COSTS: TokenCosts = {
  wordChars: 6,
  wordFree: 2,
  randomChars: 1.25,
  lettersPerVowel: 4,
  shortSegment: 0,
  accentChars: 3,
  digitGroup: 1,
  spaceChars: 4,
  punctuation: 0.6,
  joinedPunctuation: 1,
  twoByte: 1,
  cjk: 1.5,
  symbol: 3,
  lineBreak: 1,
};

/**
 * Per family, tuned against its real tokenizer (test/e2e/judge/real-tokenizers.test.ts) with room to spare on every
 * kind of hard text; the bench reports the margins and the waste on ordinary code. Only what code
 * is made of is relaxed — words, identifiers, indentation, punctuation, line breaks, and digits
 * where the pre-tokenizer groups them by three (Llama 3, DeepSeek) — while random letters, accents,
 * other scripts and symbols keep the conservative costs: relaxing those would save nothing on code
 * and hold only for the corpus they were tuned on.
 */
const FAMILY_COSTS: Readonly<Record<TokenizerFamily, TokenCosts>> = {
  qwen: {
    ...CONSERVATIVE_COSTS,
    wordChars: 10,
    wordFree: 3,
    lettersPerVowel: 7,
    shortSegment: 2,
    spaceChars: 8,
    joinedPunctuation: 0.75,
    lineBreak: 0.5,
  },
  llama3: {
    ...CONSERVATIVE_COSTS,
    wordChars: 8,
    wordFree: 3,
    lettersPerVowel: 6,
    shortSegment: 4,
    digitGroup: 2,
    spaceChars: 12,
    punctuation: 0.4,
    joinedPunctuation: 0.75,
    lineBreak: 0.5,
  },
  deepseek: {
    ...CONSERVATIVE_COSTS,
    wordChars: 10,
    wordFree: 3,
    lettersPerVowel: 6,
    shortSegment: 4,
    digitGroup: 2.5,
    spaceChars: 12,
    punctuation: 0.4,
    joinedPunctuation: 0.75,
    lineBreak: 0.5,
  },
  gemma: { ...CONSERVATIVE_COSTS, wordChars: 10, wordFree: 3, lettersPerVowel: 5, shortSegment: 3, spaceChars: 8, lineBreak: 0.25 },
  // Mistral v1 (sentencepiece, 32k) spells long words in pieces and is the hungriest: close to the conservative table.
  mistral: { ...CONSERVATIVE_COSTS, lettersPerVowel: 4, shortSegment: 4, spaceChars: 8, lineBreak: 0.5 },
};

/** Letter segments: a capitalised or lower-case word, or an upper-case run (not the capital of the next word). */
const SEGMENT = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g;
const VOWELS = /[aeiouyAEIOUY]/g;

/** What one letter segment costs: one token or a few when it reads like a word, else by random letters. */
function segmentTokens(length: number, vowels: number, k: TokenCosts, data: boolean): number {
  const perVowel = data ? Math.min(4, k.lettersPerVowel) : k.lettersPerVowel;
  const wordLike = length === 1 || (!data && length <= k.shortSegment) || vowels * perVowel >= length;
  return wordLike ? Math.max(1, Math.ceil((length - k.wordFree) / k.wordChars)) : Math.ceil(length / k.randomChars);
}

/** A run of ASCII letters, cut into SEGMENTs: the definition (plainEstimatorFor counts with it). */
function letterRunTokens(run: string, k: TokenCosts, data: boolean): number {
  const segments = run.match(SEGMENT) ?? [];
  // Case flipping every few letters (`aGVsbG8`) is data, not identifiers: charge it all as random.
  if (run.length >= 4 && segments.length >= 2 && run.length < 3 * segments.length) return Math.ceil(run.length / k.randomChars);
  let tokens = 0;
  for (const seg of segments) tokens += segmentTokens(seg.length, seg.match(VOWELS)?.length ?? 0, k, data);
  return tokens;
}

const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
/** a e i o u y, either case. */
const isVowel = (c: number): boolean => {
  const lower = c | 0x20;
  return lower === 0x61 || lower === 0x65 || lower === 0x69 || lower === 0x6f || lower === 0x75 || lower === 0x79;
};

/**
 * letterRunTokens of `line.slice(from, to)`, a run of ASCII letters, without slicing it or running a
 * regular expression: the estimate spent most of its time there. The same segments as SEGMENT
 * finds in a run of letters only, which it cuts whole: lower-case letters after at most one
 * capital, or capitals up to (not including) the capital of a following word.
 */
function scanLetterRun(line: string, from: number, to: number, k: TokenCosts, data: boolean): number {
  let tokens = 0;
  let segments = 0;
  let i = from;
  while (i < to) {
    let j = i;
    if (isLower(line.charCodeAt(i)) || (i + 1 < to && isLower(line.charCodeAt(i + 1)))) {
      // `[A-Z]?[a-z]+`: a capital (when the next letter is lower-case), then the lower-case run.
      j = i + 1;
      while (j < to && isLower(line.charCodeAt(j))) j++;
    } else {
      // `[A-Z]+(?![a-z])`: the capitals, leaving the last one to a lower-case word right after.
      while (j < to && isUpper(line.charCodeAt(j))) j++;
      if (j < to && j - i > 1) j--;
    }
    let vowels = 0;
    for (let v = i; v < j; v++) if (isVowel(line.charCodeAt(v))) vowels++;
    tokens += segmentTokens(j - i, vowels, k, data);
    segments++;
    i = j;
  }
  const length = to - from;
  if (length >= 4 && segments >= 2 && length < 3 * segments) return Math.ceil(length / k.randomChars);
  return tokens;
}

/** How a line's letter runs are costed: scanLetterRun, or the slice-and-regex definition it is held to. */
type LetterRunCost = (line: string, from: number, to: number, k: TokenCosts, data: boolean) => number;

const definedLetterRun: LetterRunCost = (line, from, to, k, data) => letterRunTokens(line.slice(from, to), k, data);

/** What one character outside ASCII costs at most: by UTF-8 length, and more for pictographs (byte-level fallbacks). */
function wideTokens(c: number, k: TokenCosts): number {
  if (c < 0x800) return k.twoByte; // Latin accents, Greek, Cyrillic, Hebrew, Arabic
  if (c >= 0x10000) return k.symbol; // emoji and other astral characters
  if (c >= 0xfe00 && c <= 0xfe0f) return 1; // variation selectors
  if (c >= 0x2190 && c <= 0x2bff) return k.symbol; // arrows, symbols, dingbats (⚠ ✅)
  return k.cjk;
}

const isLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAccent = (c: number): boolean => c >= 0xc0 && c <= 0x24f;
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09;
/** Next to a letter run, these mark data (base64, hex, ids) rather than an identifier. */
const isDataMark = (c: number): boolean => isDigit(c) || c === 0x2b || c === 0x2f;

/** The estimate for one line, without its line break; fractional (the caller rounds up). */
function lineTokens(line: string, k: TokenCosts, letterRun: LetterRunCost): number {
  let total = 0;
  let i = 0;
  const n = line.length;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (isLetter(c)) {
      let j = i + 1;
      while (j < n && isLetter(line.charCodeAt(j))) j++;
      const accented = isAccent(line.charCodeAt(i - 1)) || isAccent(line.charCodeAt(j));
      const data = isDataMark(line.charCodeAt(i - 1)) || isDataMark(line.charCodeAt(j));
      total += accented ? Math.ceil((j - i) / k.accentChars) : letterRun(line, i, j, k, data);
      i = j;
    } else if (isDigit(c)) {
      let j = i + 1;
      while (j < n && isDigit(line.charCodeAt(j))) j++;
      total += Math.ceil((j - i) / k.digitGroup);
      i = j;
    } else if (isSpace(c)) {
      let j = i + 1;
      while (j < n && isSpace(line.charCodeAt(j))) j++;
      // One space before a word or punctuation is part of its token; other runs are merged, a few per token.
      const next = j < n ? line.charCodeAt(j) : -1;
      const joins = j - i === 1 && (isLetter(next) || (next > 0x20 && next < 0x80 && !isDigit(next)));
      if (!joins) total += Math.ceil((j - i) / k.spaceChars);
      i = j;
    } else if (c < 0x80) {
      // Punctuation: code pairs like `);` or `=>` merge, but in data (`1.5,-2`) each is a token.
      let j = i + 1;
      while (
        j < n &&
        line.charCodeAt(j) < 0x80 &&
        !isLetter(line.charCodeAt(j)) &&
        !isDigit(line.charCodeAt(j)) &&
        !isSpace(line.charCodeAt(j))
      )
        j++;
      total += j - i > 1 ? Math.ceil((j - i) * k.punctuation) : isLetter(line.charCodeAt(j)) ? k.joinedPunctuation : 1;
      i = j;
    } else {
      const cp = line.codePointAt(i)!;
      total += wideTokens(cp, k);
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return total;
}

/** Counts tokens of a text; additive over lines. */
export type TokenCounter = (text: string) => number;

/** The estimate of one line under a table of costs, its line break included: whole tokens. */
const lineCount = (line: string, costs: TokenCosts, letterRun: LetterRunCost = scanLetterRun): number =>
  Math.ceil(lineTokens(line, costs, letterRun) + costs.lineBreak);

/**
 * The plain estimate of a text under a table of costs: the sum over its lines, each line its line
 * break's cost more. Additive over lines: the count of joined lines is the sum of their counts.
 */
function plainEstimateWith(costs: TokenCosts): TokenCounter {
  return (text) => {
    let total = 0;
    for (const line of text.split('\n')) total += lineCount(line, costs, definedLetterRun);
    return total;
  };
}

/**
 * A judgement estimates the same lines many times: the system prompt and the assertions for every
 * plan of a batch (again with canaries, again after a refit), each material line while fitting and
 * once more in the fitted block, a whole request again when it is sent and repaired. Each line's
 * count is kept, one memo per table of costs, so a line counted under one family is never read
 * for another. Past a bound on the characters held, every memo starts over rather than grow
 * without end (an eval judges thousands of prompts in one process).
 */
export const LINE_MEMO_CHARS = 2 * 1024 * 1024;
const lineMemos: TextKeyedMap<number>[] = [];
let memoChars = 0;

/** Characters of line text the memos hold now: exposed for the test that holds them to their bound. */
export const memoisedLineChars = (): number => memoChars;

/**
 * A copy of `line` that does not hold on to the text it was split from: V8 keeps a piece of a split
 * as a slice of the whole, and a memo that kept the slice would keep every prompt it saw alive.
 * Flattening the concatenation copies the characters; the slice after it points into the copy.
 */
const detached = (line: string): string => ` ${line}`.slice(1);

/** The estimate of a text under a table of costs (plainEstimateWith), each distinct line counted once. */
function estimateWith(costs: TokenCosts): TokenCounter {
  const memo = new TextKeyedMap<number>();
  lineMemos.push(memo);
  return (text) => {
    let total = 0;
    for (const line of text.split('\n')) {
      let n = memo.get(line);
      if (n === undefined) {
        n = lineCount(line, costs);
        if (memoChars + line.length > LINE_MEMO_CHARS) {
          for (const m of lineMemos) m.clear();
          memoChars = 0;
        }
        // A long line is keyed by its digest (text-keyed.ts), which holds nothing of it.
        memo.set(keyedByDigest(line) ? line : detached(line), n);
        memoChars += line.length;
      }
      total += n;
    }
    return total;
  };
}

/** The conservative estimate: over-counts under every family's tokenizer. */
export const estimateTokens: TokenCounter = estimateWith(CONSERVATIVE_COSTS);

const FAMILY_ESTIMATES = new Map<TokenizerFamily, TokenCounter>(TOKENIZER_FAMILIES.map((f) => [f, estimateWith(FAMILY_COSTS[f])]));

/** The estimate for a model of `family`; the conservative one when the family is unknown. */
export const estimatorFor = (family: TokenizerFamily | undefined): TokenCounter =>
  (family === undefined ? undefined : FAMILY_ESTIMATES.get(family)) ?? estimateTokens;

/**
 * estimatorFor without the memo: every line counted afresh. The reference the memoised estimates
 * are held to (test/unit/judge/token-memo.test.ts); the judge itself never needs it.
 */
export const plainEstimatorFor = (family: TokenizerFamily | undefined): TokenCounter =>
  plainEstimateWith(family === undefined ? CONSERVATIVE_COSTS : FAMILY_COSTS[family]);
