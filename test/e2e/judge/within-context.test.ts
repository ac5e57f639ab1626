import { afterEach, describe, expect, it } from 'vitest';
import type { CriticInput } from '../../../src/critique/input-schema.js';
import { critique, parseCriticInput } from '../../../src/critique/critique.js';
import { estimateMessages } from '../../../src/judge/fit/fit.js';
import { estimatorFor } from '../../../src/judge/fit/tokens.js';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { startOllamaDouble, tokenishCount, type ChatPlan, type OllamaDouble, type OllamaScript } from '../../doubles/ollama.js';

/**
 * Issue 15: the server's own count of every request is the proof that the prompt fitted. Ollama
 * truncates silently and caps prompt_eval_count at num_ctx; a request counted at or above its
 * budget must never lead to a verdict — refit once with the corrected ratio, else an error.
 */
const MODEL = 'qwen2.5-coder:7b';
const NUM_CTX = 4096;

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const lines = Array.from({ length: 1200 }, (_, i) => `value_${i + 1} = compute(${i + 1})  # step ${i + 1}`);
function input(): CriticInput {
  const parsed = parseCriticInput({
    output: lines.join('\n'),
    task_description: 'Compute every step.',
    schema: { type: 'text' },
    assertions: [{ id: 'first', text: 'The first step is computed' }],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.input;
}
const MET = JSON.stringify({
  criteria: [
    { id: 'first', met: true, evidence: 'line 1', location: { path: 'output', line: 1, quote: 'value_1 = compute(1)  # step 1' } },
  ],
});

async function run(chat: ChatPlan[], script: OllamaScript = {}) {
  double = await startOllamaDouble({ ...script, chat });
  const judge = createOllamaJudge({ host: double.url, model: MODEL, numCtx: NUM_CTX, timeoutSeconds: 20, maxRequests: 1 });
  const result = await critique(input(), { judge });
  return { result, d: double };
}

const limitOf = (req: { options?: Record<string, unknown> }): number =>
  (req.options!['num_ctx'] as number) - (req.options!['num_predict'] as number);

describe('the double counts like a server', () => {
  it('counts a BPE-like number of tokens and caps the count at num_ctx, as Ollama does when it truncates', async () => {
    expect(tokenishCount('hello world')).toBe(2);
    expect(tokenishCount('12345')).toBe(5);
    expect(tokenishCount('日本語')).toBe(5);
    const { result, d } = await run([{ content: MET }, { content: MET }], { promptCount: 'tokens', tokenScale: 50 });
    // 50 times the real count of this prompt is far beyond 2048: each request reported as exactly num_ctx.
    expect(d.chatRequests()).toHaveLength(2);
    expect(result.stats.prompt_tokens).toBe(2 * NUM_CTX);
  });
});

describe('verifying every request with the server’s count', () => {
  it('accepts the first answer when the server counted the prompt within its budget, and reports both counts', async () => {
    const { result, d } = await run([{ content: MET }], { promptCount: 'tokens' });
    expect(d.chatRequests()).toHaveLength(1);
    expect(result.verdict).toBe('PASS');
    expect(result.stats.prompt_tokens).toBeGreaterThan(0);
    expect(result.stats.prompt_tokens).toBeLessThan(limitOf(d.chatRequests()[0]!));
    // The estimate over-counts: the margin users see.
    expect(result.stats.prompt_tokens_estimated).toBeGreaterThanOrEqual(result.stats.prompt_tokens);
  });

  it('a prompt the server counted over budget is refitted with the corrected ratio and asked again; the first answer is not used', async () => {
    // A tokenizer that splits finer than the estimate expects: the first prompt overflows its budget.
    const wrong = JSON.stringify({ criteria: [{ id: 'first', met: false, evidence: 'not seen', fix: 'x' }] });
    const { result, d } = await run([{ content: wrong }, { content: MET }], { promptCount: 'tokens', tokenScale: 1.5 });
    const [first, second] = d.chatRequests();
    expect(d.chatRequests()).toHaveLength(2);
    expect(estimateMessages(second!.messages!)).toBeLessThan(estimateMessages(first!.messages!));
    expect(result.stats.prompt_tokens).toBeGreaterThan(0);
    // The answer to the truncated prompt (met: false) was thrown away; the refitted one decided.
    expect(result.verdict).toBe('PASS');
    expect(result.stats.llm_calls).toBe(2);
  });

  it('a server that reports every prompt truncated (prompt_eval_count = num_ctx) gives an error, never a verdict', async () => {
    const capped: ChatPlan = { content: MET, promptEvalCount: NUM_CTX };
    const { result, d } = await run([capped, capped]);
    expect(d.chatRequests()).toHaveLength(2);
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(
      /did not fit the model's context even after refitting: the server counted 4096 tokens.*raise judge\.num_ctx/,
    );
    expect(result.criteria[0]).toMatchObject({ met: null, status: 'judge-error' });
    expect(result.stats.llm_calls).toBe(2);
  });

  it('counts exactly at the limit as over budget', async () => {
    const { d: probe } = await run([{ content: MET }]);
    const limit = limitOf(probe.chatRequests()[0]!);
    await double!.close();
    double = undefined;
    const atLimit: ChatPlan = { content: MET, promptEvalCount: limit };
    const { result } = await run([atLimit, atLimit]);
    expect(result._critic_status).toBe('error');
  });

  it('the repair request obeys the same budget: counted over it, the judgement is refitted, and a second miss is an error', async () => {
    const { result, d } = await run([
      { content: 'not json', promptEvalCount: 500 },
      { content: MET, promptEvalCount: NUM_CTX },
      { content: MET, promptEvalCount: NUM_CTX },
    ]);
    expect(d.chatRequests().map((r) => r.messages!.length)).toEqual([2, 4, 2]);
    expect(result._critic_status).toBe('error');
    expect(result.error).toMatch(/did not fit/);
  });

  it('clips the repair request with the server’s count of the first prompt, so it fits where the estimate alone would not', async () => {
    const huge = 'x'.repeat(20_000);
    const { d: probe } = await run([{ content: MET }]);
    const first = probe.chatRequests()[0]!;
    const limit = limitOf(first);
    await double!.close();
    double = undefined;
    // The server counted the first prompt close to the limit: little room is left for the bad answer.
    const counted = limit - 100;
    const { result, d } = await run([
      { content: huge, promptEvalCount: counted },
      { content: MET, promptEvalCount: counted + 90 },
    ]);
    expect(result.verdict).toBe('PASS');
    const repair = d.chatRequests()[1]!;
    // Counted with the estimate the plan was fitted with: the model's family (qwen2.5-coder: Qwen).
    const added = estimateMessages(repair.messages!.slice(2), estimatorFor('qwen'));
    expect(added).toBeLessThanOrEqual(100);
  });
});
