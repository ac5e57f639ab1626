import type { MaterialFile } from './types.js';
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
export declare function budgetFor(numCtx: number, assertionCount: number): ContextBudget;
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
