import { afterEach, describe, expect, it } from 'vitest';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { tokenizerFamily } from '../../../src/judge/fit/token-family.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { toLines } from '../../../src/subject/text.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { estimateTokens, estimatorFor, TOKENIZER_FAMILIES } from '../../../src/judge/fit/tokens.js';

/**
 * Issue 15: a model whose name tells its tokenizer family is fitted with that family's estimate
 * (less waste); any other name gets the conservative all-family one.
 */
describe('the tokenizer family of a model name', () => {
  it.each([
    ['qwen2.5-coder:7b', 'qwen'],
    ['qwen3:8b', 'qwen'],
    ['qwq', 'qwen'],
    ['hf.co/Qwen/Qwen2.5-Coder-7B-Instruct-GGUF:Q4_K_M', 'qwen'],
    ['llama3.1:8b', 'llama3'],
    ['llama3.2', 'llama3'],
    ['hf.co/bartowski/Meta-Llama-3.1-8B-Instruct-GGUF', 'llama3'],
    ['deepseek-coder-v2', 'deepseek'],
    ['deepseek-v3:671b', 'deepseek'],
    ['deepseek-r1:7b', 'qwen'],
    ['deepseek-r1:8b', 'llama3'],
    ['deepseek-r1:671b', 'deepseek'],
    ['gemma3', 'gemma'],
    ['gemma2:9b', 'gemma'],
    ['codegemma:7b', 'gemma'],
    ['mistral', 'mistral'],
    ['mistral:7b-instruct', 'mistral'],
    ['mixtral:8x7b', 'mistral'],
  ] as const)('%s → %s', (model, family) => {
    expect(tokenizerFamily(model)).toBe(family);
  });

  it.each([
    'judge:latest',
    'llama2:13b',
    'codellama',
    'deepseek-coder:6.7b',
    'deepseek-r1',
    'mistral-nemo',
    'mistral-small3.1',
    'phi4',
    'granite3.3',
  ])('%s → unknown: the conservative estimate', (model) => {
    expect(tokenizerFamily(model)).toBeUndefined();
    expect(estimatorFor(tokenizerFamily(model))).toBe(estimateTokens);
  });

  it('gives every family an estimate that stays additive over lines', () => {
    const a = 'function f(x) {\n  return x + 1; // HTTP 200';
    const b = '}\n// 12345 ünïcode 日本語 ✅';
    for (const family of TOKENIZER_FAMILIES) {
      const estimate = estimatorFor(family);
      expect(estimate(`${a}\n${b}`), family).toBe(estimate(a) + estimate(b));
    }
  });
});

describe('the judge', () => {
  let double: OllamaDouble | undefined;
  afterEach(async () => {
    await double?.close();
    double = undefined;
  });

  const request: JudgeRequest = {
    task: 'Refactor',
    material: [
      {
        path: 'src/big.ts',
        lines: toLines(Array.from({ length: 600 }, (_, i) => `export const value_${i} = compute(${i}, "src/big.ts");`).join('\n')),
      },
    ],
    assertions: [{ id: 'ok', text: 'The values are computed', paths: ['src/big.ts'] }],
  };

  it('fits the prompt with the estimate of the model’s family, so a known model is shown more of the change', async () => {
    const shown: Record<string, number> = {};
    for (const model of ['qwen2.5-coder:7b', 'my-judge']) {
      double = await startOllamaDouble({ models: [{ name: model }], fallback: { content: '', auto: 'honest' } });
      const judge = createOllamaJudge({ host: double.url, model, numCtx: 2048, timeoutSeconds: 20, maxRequests: 1 });
      const answer = await judge.judge(request);
      shown[model] = 600 - answer.stats.truncated_lines;
      await double.close();
      double = undefined;
    }
    expect(shown['my-judge']).toBeGreaterThan(0);
    expect(shown['qwen2.5-coder:7b']).toBeGreaterThan(shown['my-judge']!);
  });
});
