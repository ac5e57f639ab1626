/**
 * Bench figures for issue 15 (bundled by bench/token-fit.mjs): per real tokenizer, the worst margin
 * of any request critic-gate would send for the hard corpus at num_ctx 2,048 / 4,096 / 16,384
 * (negative: a request would not fit), and the budget the estimate wastes on ordinary code — both
 * with the estimate of the tokenizer's own family (a model whose name tells it) and with the
 * conservative fallback (any other model).
 */
import { renderLine } from '../../src/judge/prompt/material-format.js';
import { planPrompt, repairMessages } from '../../src/judge/prompt/plan.js';
import { estimatorFor, type TokenizerFamily } from '../../src/judge/fit/tokens.js';
import { toLines } from '../../src/subject/text.js';
import { REAL_TOKENIZERS, type RealTokenizer } from '../../test/support/real-tokenizers.js';
import { hardCorpus, type CorpusText } from '../../test/support/token-corpus.js';

export interface FitFigures {
  /** The smallest (limit − counted) / num_ctx over every request; below 0 a request would not fit. */
  worstMargin: number;
  worstCase: string;
  /** 1 − real / estimate over the ordinary code of the corpus, as numbered material lines. */
  ordinaryWaste: number;
}

export interface TokenFitFigures {
  tokenizer: string;
  family: TokenizerFamily;
  /** Fitted with the family's own estimate. */
  own: FitFigures;
  /** Fitted with the conservative estimate, as for a model of unknown family. */
  fallback: FitFigures;
}

const BAD_ANSWER = `{"criteria": [{"id": "a", "evidence": "${Buffer.from(Array.from({ length: 9000 }, (_, i) => (i * 7919) % 256)).toString('base64')}`;

function measure(tokenizer: RealTokenizer, corpus: readonly CorpusText[], family: TokenizerFamily | undefined): FitFigures {
  let worstMargin = Infinity;
  let worstCase = '';
  for (const c of corpus) {
    for (const numCtx of [2048, 4096, 16384]) {
      const plan = planPrompt(
        {
          task: 'Update the data files.',
          material: [{ path: 'data', lines: toLines(c.text) }],
          assertions: [{ id: 'a', text: 'No secret is committed', paths: ['data'] }],
        },
        numCtx,
        1,
        family,
      );
      const limit = numCtx - plan.budget.answerTokens;
      for (const [which, messages] of [
        ['first', plan.messages],
        ['repair', repairMessages(plan, BAD_ANSWER, 'the answer is not valid JSON')],
      ] as const) {
        const margin = (limit - tokenizer.countChat(messages)) / numCtx;
        if (margin < worstMargin) {
          worstMargin = margin;
          worstCase = `${c.name}, ${which} request at ${numCtx}`;
        }
      }
    }
  }
  const estimate = estimatorFor(family);
  let real = 0;
  let estimated = 0;
  for (const c of corpus.filter((x) => x.ordinary)) {
    // As material is sent: numbered lines.
    const shown = toLines(c.text)
      .map((l) => renderLine(l, 5))
      .join('\n');
    real += tokenizer.count(shown);
    estimated += estimate(shown);
  }
  return { worstMargin, worstCase, ordinaryWaste: 1 - real / estimated };
}

export function measureTokenFit(root: string): TokenFitFigures[] {
  const corpus = hardCorpus(root);
  return REAL_TOKENIZERS.map((tokenizer) => ({
    tokenizer: tokenizer.name,
    family: tokenizer.family,
    own: measure(tokenizer, corpus, tokenizer.family),
    fallback: measure(tokenizer, corpus, undefined),
  }));
}
