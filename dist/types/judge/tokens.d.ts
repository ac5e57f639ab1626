/**
 * A token estimate that over-counts on every kind of text a pull request carries, for the
 * tokenizers of the common local-model families (Qwen2.5/3, Llama 3, DeepSeek, Gemma, Mistral).
 * We cannot ship those vocabularies, so the text is cut the way their pre-tokenizers cut it —
 * letter runs, digits, spaces, punctuation, other scripts — and each piece is charged what the
 * tokenizer charges for it at most: one family's costs when the model's family is known
 * (token-family.ts), else what the hungriest of them charges. test/token-fit.test.ts holds every
 * table to the real tokenizers.
 *
 * Why piece by piece and not characters over a constant: a word like `response` is one token
 * but eight characters, while base64 or a hash is one token per two or three characters; one
 * constant either wastes half the context on code or lets a lockfile push the rules out.
 * Why per family: the vocabularies differ most on ordinary code (Llama 3 and DeepSeek hold whole
 * identifiers and indentation, Mistral v1 spells them in pieces), so the all-family maximum
 * wastes a third of the context on a model whose tokenizer is known.
 */
/** What one kind of piece costs under one tokenizer family, at most. */
export interface TokenCosts {
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
export declare const TOKENIZER_FAMILIES: readonly TokenizerFamily[];
/** What the hungriest of the families charges for each piece: the estimate for a model of unknown family. */
export declare const CONSERVATIVE_COSTS: TokenCosts;
/**
 * Per family, tuned against its real tokenizer (test/token-fit.test.ts) with room to spare on every
 * kind of hard text; the bench reports the margins and the waste on ordinary code. Only what code
 * is made of is relaxed — words, identifiers, indentation, punctuation, line breaks, and digits
 * where the pre-tokenizer groups them by three (Llama 3, DeepSeek) — while random letters, accents,
 * other scripts and symbols keep the conservative costs: relaxing those would save nothing on code
 * and hold only for the corpus they were tuned on.
 */
export declare const FAMILY_COSTS: Readonly<Record<TokenizerFamily, TokenCosts>>;
/** Counts tokens of a text; additive over lines. */
export type TokenCounter = (text: string) => number;
/**
 * The estimate of a text under a table of costs: the sum over its lines, each line its line
 * break's cost more. Additive over lines: the count of joined lines is the sum of their counts.
 */
export declare function estimateWith(costs: TokenCosts): TokenCounter;
/** The conservative estimate: over-counts under every family's tokenizer. */
export declare const estimateTokens: TokenCounter;
/** The estimate for a model of `family`; the conservative one when the family is unknown. */
export declare const estimatorFor: (family: TokenizerFamily | undefined) => TokenCounter;
