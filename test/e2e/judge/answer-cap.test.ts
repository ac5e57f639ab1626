import { afterEach, describe, expect, it } from 'vitest';
import { critique } from '../../../src/critique/critique.js';
import { createJudge } from '../../../src/judge/create-judge.js';
import { answerTokenCap } from '../../../src/judge/fit/fit.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';
import { tokenizerFamily } from '../../../src/judge/fit/token-family.js';
import { estimatorFor } from '../../../src/judge/fit/tokens.js';
import { startOllamaDouble } from '../../doubles/ollama.js';
import { startOpenAiDouble } from '../../doubles/openai.js';

/**
 * Issue 43: the answer's token cap is derived from the response schema's bounds, and an answer
 * the server stopped at that cap (a model rambling inside one string) is asked for once more,
 * shorter, before the judgement fails closed. Against both wire-level doubles, each rambling
 * until the cap the request sent.
 */

const MODEL = 'qwen2.5-coder:7b';
const OUTPUT = [
  'import requests',
  '',
  'def fetch(url):',
  '    try:',
  '        r = requests.get(url)',
  '        r.raise_for_status()',
  '    except requests.HTTPError as e:',
  '        if e.response.status_code == 404:',
  '            return None',
  '        raise',
  '    return r.json()',
].join('\n');
const input = {
  output: OUTPUT,
  task_description: 'Write fetch(url) that returns parsed JSON and None on HTTP 404.',
  schema: { type: 'text' as const },
  assertions: [
    { id: 'err-404', text: 'HTTP 404 is handled', critical: true },
    { id: 'json', text: 'The parsed JSON body is returned' },
  ],
};
const met = (id: string, line: number, quote: string) => ({
  id,
  met: true,
  evidence: `line ${line}`,
  location: { path: 'output', line, quote },
});
const ALL_MET = JSON.stringify({ criteria: [met('err-404', 8, 'if e.response.status_code == 404:'), met('json', 11, 'return r.json()')] });

interface SentChat {
  cap: number;
  ids: string[];
  messages: { role: string; content: string }[];
}

interface Backend {
  name: 'ollama' | 'openai';
  /** Starts the double with these answers; returns its URL, what it was sent, and a closer. */
  start(answers: ({ ramble: true } | { content: string })[]): Promise<{ url: string; sent(): SentChat[]; close(): Promise<void> }>;
}

const idsOf = (schema: unknown): string[] =>
  (schema as { properties: { criteria: { items: { properties: { id: { enum: string[] } } } } } }).properties.criteria.items.properties.id
    .enum;

const BACKENDS: Backend[] = [
  {
    name: 'ollama',
    start: async (answers) => {
      const d = await startOllamaDouble({ chat: answers.map((a) => ('ramble' in a ? { content: '', ramble: true } : a)) });
      return {
        url: d.url,
        close: () => d.close(),
        sent: () =>
          d.chatRequests().map((b) => ({ cap: b.options!['num_predict'] as number, ids: idsOf(b.format), messages: b.messages! })),
      };
    },
  },
  {
    name: 'openai',
    start: async (answers) => {
      const d = await startOpenAiDouble({ chat: answers.map((a) => ('ramble' in a ? { content: '', ramble: true } : a)) });
      return {
        url: d.url,
        close: () => d.close(),
        sent: () =>
          d.chatRequests().map((b) => ({
            cap: b['max_tokens'] as number,
            ids: idsOf((b['response_format'] as { json_schema: { schema: unknown } }).json_schema.schema),
            messages: b['messages'] as SentChat['messages'],
          })),
      };
    },
  },
];

const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});

async function judgeOn(backend: Backend, answers: Parameters<Backend['start']>[0]) {
  const d = await backend.start(answers);
  closers.push(d);
  const judge = createJudge(
    resolveJudgeSettings({ backend: backend.name, hosts: [d.url], model: MODEL, numCtx: 16384, timeoutSeconds: 30, cache: 'off' }),
  );
  return { result: await critique(input, { judge }), sent: d.sent() };
}

describe.each(BACKENDS)('the answer’s token cap, on the $name double (issue 43)', (backend) => {
  it('is the cap derived from the schema’s bounds for the ids asked (canaries included)', async () => {
    const { result, sent } = await judgeOn(backend, [{ content: ALL_MET }]);
    expect(result.verdict).toBe('PASS');
    const [first] = sent;
    expect(first!.ids).toHaveLength(4);
    expect(first!.cap).toBe(answerTokenCap(first!.ids, estimatorFor(tokenizerFamily(MODEL))));
  });

  it('an answer rambling until the cap is asked again once, shorter: the ramble is not sent back, the instruction names the cap', async () => {
    const { result, sent } = await judgeOn(backend, [{ ramble: true }, { content: ALL_MET }]);
    expect(result.verdict).toBe('PASS');
    expect(result.stats.llm_calls).toBe(2);
    const [first, repair] = sent;
    expect(repair!.cap).toBe(first!.cap);
    // The first request, then one instruction: no assistant turn carrying the cut answer.
    expect(repair!.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(repair!.messages.slice(0, 2)).toEqual(first!.messages);
    expect(repair!.messages.some((m) => m.content.includes('and so on'))).toBe(false);
    expect(repair!.messages[2]!.content).toContain(`stopped at the ${first!.cap}-token cap`);
    expect(repair!.messages[2]!.content).toMatch(/shorter/);
  });

  it('an answer rambling until the cap twice fails closed, naming the cap', async () => {
    const { result, sent } = await judgeOn(backend, [{ ramble: true }, { ramble: true }]);
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(
      new RegExp(`^the model's answer hit the ${sent[0]!.cap}-token cap, twice; the judge's answer did not match the response schema`),
    );
    expect(result._critic_error).toEqual({ category: 'model' });
    expect(sent).toHaveLength(2);
  });
});
