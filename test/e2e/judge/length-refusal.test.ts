/**
 * Issue 43: Ollama truncates a prompt longer than num_ctx (within-context.ts catches that by its
 * count); asked not to, or in releases that pass llama.cpp's error on, it refuses with a 400. Such a
 * refusal is told, refitted once to the context it names (guessed smaller when it names none), and
 * a second one fails closed; another host is not tried for it, since the request is what is too long.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { critique } from '../../../src/critique/critique.js';
import { createJudge } from '../../../src/judge/create-judge.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';
import { startOllamaDouble, type ChatPlan, type OllamaDouble } from '../../doubles/ollama.js';

const MODEL = 'qwen2.5-coder:7b';
const big = Array.from({ length: 2000 }, (_, i) => `value_${i} = compute(${i})  # step ${i}`).join('\n');
const input = {
  output: `def compute(n):\n    return n * 2\n${big}\n`,
  task_description: 'Compute every value.',
  schema: { type: 'text' as const },
  assertions: [{ id: 'computes', text: 'compute is defined' }],
};
const llamaCppRefusal = (prompt: number, nCtx: number): ChatPlan => ({
  status: 400,
  error: JSON.stringify({
    error: {
      code: 400,
      message: `request (${prompt} tokens) exceeds the available context size (${nCtx} tokens), try increasing it`,
      type: 'exceed_context_size_error',
      n_prompt_tokens: prompt,
      n_ctx: nCtx,
    },
  }),
});
const HONEST: ChatPlan = { content: '', auto: 'honest', real: ['computes'] };

const doubles: OllamaDouble[] = [];
afterEach(async () => {
  await Promise.all(doubles.splice(0).map((d) => d.close()));
});

async function judged(chat: ChatPlan[], hosts = 1) {
  const ds = await Promise.all(
    Array.from({ length: hosts }, () => startOllamaDouble({ chat, fallback: { content: '', auto: 'honest', real: ['computes'] } })),
  );
  doubles.push(...ds);
  const notices: string[] = [];
  const settings = resolveJudgeSettings({
    model: MODEL,
    hosts: ds.map((d) => d.url),
    numCtx: 16384,
    timeoutSeconds: 30,
    cache: 'off',
    maxRequests: 1,
  });
  const judge = createJudge({ ...settings, onProgress: (p) => (p.notice ? notices.push(p.notice) : undefined) });
  return { result: await critique(input, { judge }), sent: ds[0]!.chatRequests(), notices, others: ds.slice(1) };
}

describe('a length refusal by Ollama (issue 43)', () => {
  it('passing llama.cpp’s error on: told once, refitted to the context it names, and judged; no other host is tried', async () => {
    const { result, sent, notices, others } = await judged([llamaCppRefusal(9000, 4096), HONEST], 2);
    expect(result.verdict).toBe('PASS');
    expect(notices).toEqual(['the server serves 4096 tokens of context; the request was 9000: refitting']);
    expect(sent.map((r) => r.options!['num_ctx'])).toEqual([16384, 4096]);
    expect(others[0]!.chatRequests()).toHaveLength(0);
  });

  it('with no size named: refitted once with a smaller estimate of what fits', async () => {
    const { result, sent, notices } = await judged([{ status: 400, error: 'the input length exceeds the context length' }, HONEST]);
    expect(result.verdict).toBe('PASS');
    expect(notices).toEqual(['the server refused the request for its length: refitting']);
    const size = (i: number) => sent[i]!.messages!.reduce((n, m) => n + m.content.length, 0);
    expect(size(1)).toBeLessThan(size(0));
  });

  it('refused again after the refit: an error, never a verdict', async () => {
    const { result, sent } = await judged([llamaCppRefusal(9000, 4096), llamaCppRefusal(5000, 4096)]);
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(/^the server serves 4096 tokens of context; the request was 5000, even after refitting the request to it/);
    expect(sent).toHaveLength(2);
  });
});
