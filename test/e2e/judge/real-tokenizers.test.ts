import { describe, expect, it } from 'vitest';
import { renderLine } from '../../../src/judge/prompt/material-format.js';
import { planPrompt, repairMessages, type ChatMessage, type PromptPlan } from '../../../src/judge/prompt/plan.js';
import { estimateTokens, estimatorFor, type TokenizerFamily } from '../../../src/judge/fit/tokens.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { toLines } from '../../../src/subject/text.js';
import { PIECEWISE_TOKENIZERS, REAL_TOKENIZERS } from '../../support/real-tokenizers.js';
import { hardCorpus } from '../../support/token-corpus.js';

/**
 * Issue 15: every request critic-gate sends — the first prompt and the repair request — stays
 * within num_ctx under the real tokenizers of the common local-model families, on material that
 * tokenizes finely (base64, hashes, digits, CJK, emoji, lockfiles, minified bundles): fitted
 * with the family's own estimate (a model whose name tells its family) and with the conservative
 * estimate (any other model), which must hold under every tokenizer.
 * The tokenizers load from dev dependencies (seconds each), once per file; each family is one test.
 */
const NUM_CTX = [2048, 4096, 16384];
const corpus = hardCorpus();

const request = (name: string, text: string): JudgeRequest => ({
  task: 'Update the data files and keep the build reproducible.',
  material: [{ path: `corpus/${name.replace(/[^a-z0-9]+/gi, '-')}`, lines: toLines(text) }],
  assertions: [
    { id: 'integrity', text: 'Every dependency has an integrity hash', paths: ['corpus'] },
    { id: 'no-secrets', text: 'No secret or token is committed', paths: ['corpus'] },
  ],
});

// The worst answer to quote back in a repair: a long run of base64 inside broken JSON.
const BAD_ANSWER = `{"criteria": [{"id": "integrity", "evidence": "${Buffer.from(Array.from({ length: 9000 }, (_, i) => (i * 7919) % 256)).toString('base64')}`;
const ERROR = 'the answer is not valid JSON: Unterminated string in JSON at position 12016 (line 1 column 12017) '.repeat(5);

/**
 * The first and repair requests fitted for one corpus text, num_ctx and estimate, kept: they do not
 * depend on the tokenizer that counts them, and the conservative estimate's are counted under all
 * five (fitting them again for each took as much CPU as counting them).
 */
const fittedRequests = new Map<string, { plan: PromptPlan; repair: ChatMessage[] }>();
function fitted(
  c: { name: string; text: string },
  numCtx: number,
  family: TokenizerFamily | undefined,
): { plan: PromptPlan; repair: ChatMessage[] } {
  const key = JSON.stringify([c.name, numCtx, family ?? null]);
  let requests = fittedRequests.get(key);
  if (requests === undefined) {
    const plan = planPrompt(request(c.name, c.text), numCtx, 1, family);
    fittedRequests.set(key, (requests = { plan, repair: repairMessages(plan, BAD_ANSWER, ERROR) }));
  }
  return requests;
}

describe.each(REAL_TOKENIZERS.map((t) => [t.name, t] as const))('under %s', (_name, tokenizer) => {
  it.each([
    ['its family’s estimate', tokenizer.family],
    ['the conservative estimate (unknown model)', undefined],
  ] as const)(
    `every first and repair request fitted with %s fits num_ctx ${NUM_CTX.join(' / ')}`,
    { timeout: 600_000 },
    (_which, family?: TokenizerFamily) => {
      const misses: string[] = [];
      for (const c of corpus) {
        for (const numCtx of NUM_CTX) {
          const { plan, repair: repairRequest } = fitted(c, numCtx, family);
          expect(plan.family).toBe(family);
          const limit = numCtx - plan.budget.answerTokens;
          const first = tokenizer.countChat(plan.messages);
          const repair = tokenizer.countChat(repairRequest);
          if (first > limit) misses.push(`${tokenizer.name}: ${c.name} at ${numCtx}: first request ${first} > ${limit}`);
          if (repair > limit) misses.push(`${tokenizer.name}: ${c.name} at ${numCtx}: repair request ${repair} > ${limit}`);
          // The fit is not "safe" by showing nothing: material with line breaks is shown in part at least.
          if (c.text.split('\n').length > 20)
            expect(plan.seen.values().next().value?.size ?? 0, `${c.name} at ${numCtx}`).toBeGreaterThan(0);
        }
      }
      expect(misses).toEqual([]);
    },
  );
});

// The chats above are counted piece by piece, cut at the template's special tokens (the support
// file says why that is exact): held here to the whole rendering's count, on first and repair
// requests small enough to encode twice.
describe.each(PIECEWISE_TOKENIZERS.map((t) => [t.name, t] as const))('counting a chat under %s', (_name, tokenizer) => {
  it('piece by piece gives the count of the whole rendering', { timeout: 600_000 }, () => {
    for (const c of corpus.slice(0, 6)) {
      const { plan } = fitted(c, 2048, tokenizer.family);
      for (const messages of [plan.messages, repairMessages(plan, BAD_ANSWER.slice(0, 2000), ERROR)]) {
        expect(tokenizer.countChat(messages), c.name).toBe(tokenizer.countChatWhole(messages));
      }
    }
  });
});

describe('the estimate', () => {
  it('over-counts every kind of hard text under every tokenizer, piece for piece', { timeout: 600_000 }, () => {
    const under: string[] = [];
    for (const tokenizer of REAL_TOKENIZERS) {
      for (const c of corpus) {
        const text = c.text.slice(0, 20_000);
        const real = tokenizer.count(text);
        if (real > estimateTokens(text)) under.push(`${tokenizer.name}: ${c.name}: ${real} > ${estimateTokens(text)}`);
      }
    }
    expect(under).toEqual([]);
  });

  it('per family over-counts every kind of hard text under that family’s tokenizer', { timeout: 600_000 }, () => {
    const under: string[] = [];
    for (const tokenizer of REAL_TOKENIZERS) {
      const estimate = estimatorFor(tokenizer.family);
      for (const c of corpus) {
        const text = c.text.slice(0, 20_000);
        const real = tokenizer.count(text);
        if (real > estimate(text)) under.push(`${tokenizer.name} (${tokenizer.family} estimate): ${c.name}: ${real} > ${estimate(text)}`);
      }
    }
    expect(under).toEqual([]);
  });

  it('per family wastes at most 15 % of the budget on ordinary code, as numbered material lines', { timeout: 600_000 }, () => {
    const wasteful: string[] = [];
    const ordinary = corpus
      .filter((c) => c.ordinary)
      .map((c) =>
        toLines(c.text)
          .map((l) => renderLine(l, 5))
          .join('\n'),
      );
    for (const tokenizer of REAL_TOKENIZERS) {
      const estimate = estimatorFor(tokenizer.family);
      const real = ordinary.reduce((n, t) => n + tokenizer.count(t), 0);
      const estimated = ordinary.reduce((n, t) => n + estimate(t), 0);
      if (1 - real / estimated > 0.15) wasteful.push(`${tokenizer.name}: ${real} real of ${estimated} estimated`);
    }
    expect(wasteful).toEqual([]);
  });
});
