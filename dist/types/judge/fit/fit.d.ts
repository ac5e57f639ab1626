import type { MaterialFile } from '../types.js';
import { estimateTokens, type TokenCounter } from './tokens.js';
/** What a chat template adds around each message (role markers, separators), counted generously. */
export declare const MESSAGE_OVERHEAD_TOKENS = 8;
export { estimateTokens, type TokenCounter };
/**
 * The estimate (`base`: the model family's, else the conservative one) scaled by what a server's
 * own count showed (`scale` > 1 when the server counted more than estimated). Stays additive over
 * lines: each line is rounded up on its own.
 */
export declare function scaledCounter(scale: number, base?: TokenCounter): TokenCounter;
export declare function estimateMessages(messages: readonly {
    content: string;
}[], count?: TokenCounter): number;
/** The longest prefix of `text` whose estimate stays within `maxTokens`, marked with `…` when cut. */
export declare function clipToTokens(text: string, maxTokens: number, count?: TokenCounter): string;
/** How one model context is shared between the prompt, the answer and a possible repair round. */
export interface ContextBudget {
    numCtx: number;
    /** Room kept for the answer; also sent as `num_predict` so an answer can never overrun the context. */
    answerTokens: number;
    /** Room kept so that a repair request (the first prompt, the bad answer clipped, the error) still fits. */
    repairTokens: number;
    /** The most the first prompt may use. */
    promptTokens: number;
}
/**
 * The longest answer the response schema admits for `ids` (issue 43): every free-text field at its
 * ANSWER_BOUNDS length, the location at the highest line, `fix` present. Under the grammar the
 * server builds from the schema, no answer has more items or longer strings than this.
 */
export declare function maximalAnswer(ids: readonly string[]): string;
/**
 * The token cap of one request (`num_predict`, `max_tokens`), derived from the schema's bounds:
 * the estimate of the maximal answer for these ids, plus the whitespace a grammar admits. Issue 43:
 * a fixed `256 + 192 per criterion` was below what a full answer of four bounded strings costs,
 * so a model that used its bounds was cut off, however right its answer.
 */
export declare function answerTokenCap(ids: readonly string[], count?: TokenCounter): number;
/**
 * The context shared out for a request on `ids`. The answer's room is the derived cap, but never
 * more than a third of the context: past that the prompt would have no room for material.
 */
export declare function budgetFor(numCtx: number, ids: readonly string[], count?: TokenCounter): ContextBudget;
export interface FittedMaterial {
    /** The material block as prompt lines, fences and cut notes included. */
    lines: string[];
    tokens: number;
    /** Per path, the line numbers shown; a path left out entirely is absent. */
    seen: Map<string, Set<number>>;
    truncatedLines: number;
}
/**
 * Keeps the longest relevance-ordered prefix of the material that fits `available` tokens:
 * whole lines only, cut at a line boundary, what is cut stated in the block itself.
 * Returns undefined when not even the empty block fits.
 */
export declare function fitMaterial(material: readonly MaterialFile[], available: number, cost?: TokenCounter): FittedMaterial | undefined;
