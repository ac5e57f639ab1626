/**
 * Issue 43: a server that refuses a request for its length — llama.cpp's server and vLLM both
 * answer 400 with the context they serve — is said so on stderr, the request is refitted once to
 * the size the refusal names, and a request that still does not fit fails closed. Through the
 * built CLI (`critic-gate judge --backend openai`) against the OpenAI-compatible double, which
 * refuses with each server's own body.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startOpenAiDouble, type OpenAiDouble, type OpenAiScript } from '../../doubles/openai.js';
import { runCli } from '../../support/run-cli.js';

const MODEL = 'qwen2.5-0.5b-instruct';

let double: OpenAiDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

// About 110 KB of code: far more than 4,096 tokens, less than the 32,768 the CLI is told.
const big = Array.from({ length: 3000 }, (_, i) => `value_${i} = compute(${i})  # step ${i}`).join('\n');
const input = JSON.stringify({
  output: `def compute(n):\n    return n * 2\n${big}\n`,
  task_description: 'Compute every value.',
  schema: { type: 'text' },
  assertions: [{ id: 'computes', text: 'compute is defined' }],
});

const SERVERS: { name: string; script: OpenAiScript; says: RegExp }[] = [
  {
    name: "llama.cpp's server",
    script: { server: { kind: 'llama.cpp', nCtx: 4096, nCtxTrain: 32768 } },
    says: /^critic-gate: the server serves 4096 tokens of context; the request was \d+: refitting$/m,
  },
  {
    name: 'vLLM',
    script: { models: [{ id: MODEL, maxModelLen: 4096 }] },
    says: /^critic-gate: the server serves 4096 tokens of context; the request was \d+: refitting$/m,
  },
];

async function judge(script: OpenAiScript) {
  double = await startOpenAiDouble({
    models: [{ id: MODEL, maxModelLen: 4096 }],
    fallback: { content: '', auto: 'honest', real: ['computes'] },
    ...script,
    refusesOverContext: true,
  });
  // The context is set too high, as a user who read the model card might: the server's refusal corrects it.
  const r = await runCli(['judge', '--backend', 'openai', '--host', double.url, '--model', MODEL, '--num-ctx', '32768'], { stdin: input });
  const chats = double.chatRequests().map((c) => (c['messages'] as { content: string }[]).reduce((n, m) => n + m.content.length, 0));
  return { r, chats };
}

describe.each(SERVERS)('a length refusal by $name', ({ script, says }) => {
  it('is said on stderr, and the request is refitted once to the context the server named', async () => {
    const { r, chats } = await judge(script);
    expect(r.stderr).toMatch(says);
    expect(r.stderr.match(/refitting/g)).toHaveLength(1);
    const result = r.json();
    expect(result._critic_status).not.toBe('error');
    expect(result.verdict).toBe('PASS');
    // The first request was planned for 32,768 tokens; every later one for the 4,096 served.
    expect(chats[0]).toBeGreaterThan(4096 * 4);
    expect(chats.length).toBeGreaterThan(1);
    for (const sent of chats.slice(1)) expect(sent).toBeLessThan(4096 * 4);
  });

  it('a request that still does not fit after the refit fails closed, never a verdict', async () => {
    // The server counts every prompt as 50,000 tokens: nothing fits it.
    const { r, chats } = await judge({ ...script, fallback: { content: '', auto: 'met', promptTokens: 50_000 } });
    const result = r.json();
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(/^the server serves 4096 tokens of context; the request was \d+, even after refitting the request to it/);
    expect(r.code).toBe(4);
    expect(chats).toHaveLength(2);
  });
});
