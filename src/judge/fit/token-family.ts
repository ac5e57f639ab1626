import type { TokenizerFamily } from './tokens.js';

/**
 * Which tokenizer a model uses, from its name as the judge is configured with it (`qwen2.5-coder:7b`,
 * `llama3.1:8b`, `hf.co/bartowski/gemma-3-12b-it-GGUF`). Only names that say it unambiguously get a
 * family: anything else — a custom alias, Llama 2, Mistral's Tekken models, an unknown family — is
 * undefined and is fitted with the conservative all-family estimate. A wrong guess is still caught
 * by the server's own count of every request (within-context.ts), which refits once or fails closed.
 */
export function tokenizerFamily(model: string): TokenizerFamily | undefined {
  // The last path segment (`hf.co/org/Name-GGUF`), lower-case, with its tag apart.
  const [base = '', tag = ''] = (model.toLowerCase().split('/').pop() ?? '').split(':');
  // DeepSeek-R1's small sizes are distilled into other families and keep those vocabularies.
  if (/^deepseek-r1(?!-?distill)/.test(base) && tag !== '') {
    if (/^(1\.5|7|14|32)b/.test(tag)) return 'qwen';
    if (/^(8|70)b/.test(tag)) return 'llama3';
    if (/^671b/.test(tag)) return 'deepseek';
    return undefined;
  }
  if (/distill-?qwen/.test(base)) return 'qwen';
  if (/distill-?llama/.test(base)) return 'llama3';
  if (/^(qwen|qwq)/.test(base) || /[-_]qwen(?:1\.5|2|2\.5|3)/.test(base)) return 'qwen';
  if (/^(meta-)?llama-?3/.test(base)) return 'llama3';
  if (/^deepseek-(v2|v3|coder-v2)/.test(base)) return 'deepseek';
  if (/^(code)?gemma/.test(base)) return 'gemma';
  // Mistral 7B and Mixtral keep the 32k sentencepiece vocabulary; Nemo, Small 3, Ministral and the rest use Tekken.
  if (/^(mistral|mixtral)(?:-7b|-8x7b|-8x22b|-instruct|$)/.test(base)) return 'mistral';
  return undefined;
}
