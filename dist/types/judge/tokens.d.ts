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
 * The estimate of a text: the sum over its lines, each line one more for its line break.
 * Additive over lines: the count of joined lines is the sum of their counts.
 */
export declare function estimateTokens(text: string): number;
