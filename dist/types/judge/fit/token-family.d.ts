import type { TokenizerFamily } from './tokens.js';
/**
 * Which tokenizer a model uses, from its name as the judge is configured with it (`qwen2.5-coder:7b`,
 * `llama3.1:8b`, `hf.co/bartowski/gemma-3-12b-it-GGUF`). Only names that say it unambiguously get a
 * family: anything else — a custom alias, Llama 2, Mistral's Tekken models, an unknown family — is
 * undefined and is fitted with the conservative all-family estimate. A wrong guess is still caught
 * by the server's own count of every request (within-context.ts), which refits once or fails closed.
 */
export declare function tokenizerFamily(model: string): TokenizerFamily | undefined;
