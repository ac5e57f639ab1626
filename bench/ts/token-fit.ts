/**
 * Bench figures for issue 15 (bundled by bench/token-fit.mjs): per real tokenizer, the worst margin
 * of any request critic-gate would send for the hard corpus at num_ctx 2,048 / 4,096 / 16,384
 * (negative: a request would not fit), and the budget the estimate wastes on ordinary code.
 */
import { renderLine } from '../../src/judge/material.js';
import { planPrompt, repairMessages } from '../../src/judge/plan.js';
import { estimateTokens } from '../../src/judge/tokens.js';
import { toLines } from '../../src/subject/text.js';
import { REAL_TOKENIZERS } from '../../test/support/real-tokenizers.js';
import { hardCorpus } from '../../test/support/token-corpus.js';

export interface TokenFitFigures {
  tokenizer: string;
  /** The smallest (limit − counted) / num_ctx over every request; below 0 a request would not fit. */
  worstMargin: number;
  worstCase: string;
  /** 1 − real / estimate over the ordinary code of the corpus, as numbered material lines. */
  ordinaryWaste: number;
}

const BAD_ANSWER = `{"criteria": [{"id": "a", "evidence": "${Buffer.from(Array.from({ length: 9000 }, (_, i) => (i * 7919) % 256)).toString('base64')}`;

export function measureTokenFit(root: string): TokenFitFigures[] {
  const corpus = hardCorpus(root);
  return REAL_TOKENIZERS.map((tokenizer) => {
    let worstMargin = Infinity;
    let worstCase = '';
    for (const c of corpus) {
      for (const numCtx of [2048, 4096, 16384]) {
        const plan = planPrompt(
          { task: 'Update the data files.', material: [{ path: 'data', lines: toLines(c.text) }], assertions: [{ id: 'a', text: 'No secret is committed', paths: ['data'] }] },
          numCtx,
        );
        const limit = numCtx - plan.budget.answerTokens;
        for (const [which, messages] of [['first', plan.messages], ['repair', repairMessages(plan, BAD_ANSWER, 'the answer is not valid JSON')]] as const) {
          const margin = (limit - tokenizer.countChat(messages)) / numCtx;
          if (margin < worstMargin) {
            worstMargin = margin;
            worstCase = `${c.name}, ${which} request at ${numCtx}`;
          }
        }
      }
    }
    let real = 0;
    let estimated = 0;
    for (const c of corpus.filter((x) => x.ordinary)) {
      // As material is sent: numbered lines.
      const shown = toLines(c.text).map((l) => renderLine(l, 5)).join('\n');
      real += tokenizer.count(shown);
      estimated += estimateTokens(shown);
    }
    return { tokenizer: tokenizer.name, worstMargin, worstCase, ordinaryWaste: 1 - real / estimated };
  });
}
