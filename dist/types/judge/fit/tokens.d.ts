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
export type TokenizerFamily = 'qwen' | 'llama3' | 'deepseek' | 'gemma' | 'mistral';
export declare const TOKENIZER_FAMILIES: readonly TokenizerFamily[];
/** Counts tokens of a text; additive over lines. */
export type TokenCounter = (text: string) => number;
/**
 * A judgement estimates the same lines many times: the system prompt and the assertions for every
 * plan of a batch (again with canaries, again after a refit), each material line while fitting and
 * once more in the fitted block, a whole request again when it is sent and repaired. Each line's
 * count is kept, one memo per table of costs, so a line counted under one family is never read
 * for another. Past a bound on the characters held, every memo starts over rather than grow
 * without end (an eval judges thousands of prompts in one process).
 */
export declare const LINE_MEMO_CHARS: number;
/** Characters of line text the memos hold now: exposed for the test that holds them to their bound. */
export declare const memoisedLineChars: () => number;
/** The conservative estimate: over-counts under every family's tokenizer. */
export declare const estimateTokens: TokenCounter;
/** The estimate for a model of `family`; the conservative one when the family is unknown. */
export declare const estimatorFor: (family: TokenizerFamily | undefined) => TokenCounter;
/**
 * estimatorFor without the memo: every line counted afresh. The reference the memoised estimates
 * are held to (test/unit/judge/token-memo.test.ts); the judge itself never needs it.
 */
export declare const plainEstimatorFor: (family: TokenizerFamily | undefined) => TokenCounter;
