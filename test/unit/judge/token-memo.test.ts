import { describe, expect, it } from 'vitest';
import { estimateMessages, scaledCounter } from '../../../src/judge/fit/fit.js';
import { correctedScale, estimateRequest } from '../../../src/judge/fit/within-context.js';
import { cappedRepairMessages, planPrompt, repairMessages } from '../../../src/judge/prompt/plan.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { toLines } from '../../../src/subject/text.js';
import {
  LINE_MEMO_CHARS,
  TOKENIZER_FAMILIES,
  estimateTokens,
  estimatorFor,
  memoisedLineChars,
  plainEstimatorFor,
  type TokenizerFamily,
} from '../../../src/judge/fit/tokens.js';
import { hardCorpus } from '../../support/token-corpus.js';
import { prng } from '../../../bench/lib/mutations.mjs';

/** Every kind of estimate: the conservative one (no family) and each family's. */
const KINDS: readonly (TokenizerFamily | undefined)[] = [undefined, ...TOKENIZER_FAMILIES];
const kindName = (kind: TokenizerFamily | undefined): string => kind ?? 'conservative';

const corpus = hardCorpus();

describe('the memoised token estimate', () => {
  it('gives exactly the plain estimate on every text of the corpus, under every kind, cold and warm', () => {
    // Interleaved: each text under every kind before the next text, so a memo shared between kinds would
    // hand the second kind the first one's numbers for the very same lines.
    for (const pass of ['cold', 'warm']) {
      for (const { name, text } of corpus) {
        for (const kind of KINDS) {
          expect(estimatorFor(kind)(text), `${name}, ${kindName(kind)}, ${pass}`).toBe(plainEstimatorFor(kind)(text));
        }
      }
    }
  });

  it('cuts letter runs into the same segments as the regular expression that defines them', () => {
    // Seeded lines of letters in every mix of case (`HTTPServer`, `aGVsbG8`, `iOS`, `ABCdef`), next to
    // the digits, accents, `+` and `/` that change how a run is charged.
    const next = prng(14);
    const alphabet = ['a', 'e', 'y', 'x', 'k', 'A', 'E', 'Y', 'X', 'K', 'Q', 'z', '1', '+', '/', 'é', ' ', '.', '_'];
    const lines = Array.from({ length: 4000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]!).join(''),
    );
    for (const kind of KINDS) {
      const plain = plainEstimatorFor(kind);
      for (const line of lines) expect(estimatorFor(kind)(line), `${kindName(kind)}: ${line}`).toBe(plain(line));
    }
  });

  it('never returns one kind’s count of a line for another kind', () => {
    // Lines of ordinary code, which the families count differently (the point of having them).
    const code = corpus.find((c) => c.name.startsWith('TypeScript'))!.text;
    const lines = code.split('\n').filter((l) => plainEstimatorFor('qwen')(l) !== plainEstimatorFor(undefined)(l));
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) {
      // Memoised under the conservative table first, then asked under qwen's, then again under the conservative one.
      expect(estimateTokens(line)).toBe(plainEstimatorFor(undefined)(line));
      expect(estimatorFor('qwen')(line)).toBe(plainEstimatorFor('qwen')(line));
      expect(estimateTokens(line)).toBe(plainEstimatorFor(undefined)(line));
    }
  });

  it('keeps long lines of one length apart (V8 hashes them by length alone)', () => {
    const base = 'a1b2'.repeat(5000);
    const variants = ['x', 'Q', '日', '+'].map((c) => `${base.slice(0, -1)}${c}`);
    for (const kind of KINDS) {
      for (const line of variants) expect(estimatorFor(kind)(line), kindName(kind)).toBe(plainEstimatorFor(kind)(line));
    }
  });

  it('stays the plain estimate when scaled by a server’s count', () => {
    for (const { name, text } of corpus) {
      for (const kind of ['qwen', undefined] as const) {
        expect(scaledCounter(1.37, estimatorFor(kind))(text), name).toBe(scaledCounter(1.37, plainEstimatorFor(kind))(text));
      }
    }
  });

  it('holds a bounded number of characters, and counts right after it starts over', () => {
    // More distinct lines than the memo may hold, each new.
    const lines = Array.from({ length: 60_000 }, (_, i) => `const value${i} = compute(${i}, "memo bound");`);
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(LINE_MEMO_CHARS);
    const plain = plainEstimatorFor(undefined)(text);
    expect(estimateTokens(text)).toBe(plain);
    expect(memoisedLineChars()).toBeGreaterThan(0);
    expect(memoisedLineChars()).toBeLessThanOrEqual(LINE_MEMO_CHARS);
    // Warm for the tail of the text, cold for its head: still the same number.
    expect(estimateTokens(text)).toBe(plain);
  });
});

describe('the counts a plan reuses', () => {
  /** A request on the corpus' texts as files, so the plans cut some of them. */
  const request: JudgeRequest = {
    task: 'Keep the change small and tested.\nNo debug output.',
    material: corpus.map(({ name, text }) => ({ path: `${name}.txt`, lines: toLines(text) })),
    assertions: [
      { id: 'tested', text: 'Every new branch has a test.', paths: corpus.map((c) => `${c.name}.txt`) },
      { id: 'no-debug', text: 'No console.log is left in.', paths: [`${corpus[0]!.name}.txt`] },
    ],
  };
  const countFor = (scale: number, kind: TokenizerFamily | undefined) => scaledCounter(scale, plainEstimatorFor(kind));

  it('estimates each request exactly as counting all its messages afresh would', () => {
    for (const kind of [undefined, 'qwen', 'gemma'] as const) {
      for (const scale of [1, 1.3]) {
        for (const numCtx of [4096, 32768]) {
          const plan = planPrompt(request, numCtx, scale, kind);
          const count = countFor(scale, kind);
          const label = `${kindName(kind)}, scale ${scale}, num_ctx ${numCtx}`;
          expect(plan.estimatedTokens, label).toBe(estimateMessages(plan.messages, count));
          const repair = repairMessages(plan, '{"criteria": [', 'expected JSON', plan.estimatedTokens + 40);
          expect(estimateRequest(plan, plan.messages), label).toBe(estimateMessages(plan.messages, count));
          expect(estimateRequest(plan, repair), label).toBe(estimateMessages(repair, count));
          expect(estimateRequest(plan, cappedRepairMessages(plan)), label).toBe(estimateMessages(cappedRepairMessages(plan), count));
          // A refit's ratio is the server's count over the unscaled estimate of what it counted.
          const counted = plan.budget.numCtx - 1;
          const fresh = estimateMessages(repair, plainEstimatorFor(kind));
          expect(correctedScale(plan, repair, counted), label).toBe(Math.max(scale, counted / Math.max(1, fresh)) * 1.1);
          // Messages that do not begin with the plan's own are counted whole.
          const other = [{ role: 'user' as const, content: 'another request' }];
          expect(estimateRequest(plan, other)).toBe(estimateMessages(other, count));
        }
      }
    }
  });
});
