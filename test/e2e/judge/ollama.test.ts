import { afterEach, describe, expect, it } from 'vitest';
import type { CriticInput } from '../../../src/critique/input-schema.js';
import { critique, parseCriticInput } from '../../../src/critique/critique.js';
import { estimateMessages } from '../../../src/judge/fit/fit.js';
import { estimatorFor } from '../../../src/judge/fit/tokens.js';
import { createOllamaJudge, type OllamaJudgeOptions } from '../../../src/judge/backends/ollama.js';
import { startOllamaDouble, type ChatPlan, type OllamaDouble, type OllamaScript } from '../../doubles/ollama.js';

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

function input(over: Partial<Record<string, unknown>> = {}): CriticInput {
  const parsed = parseCriticInput({
    output: OUTPUT,
    task_description: 'Write fetch(url) that returns parsed JSON and None on HTTP 404.',
    schema: { type: 'text' },
    assertions: [
      { id: 'err-404', text: 'HTTP 404 is handled', critical: true },
      { id: 'json', text: 'The parsed JSON body is returned' },
    ],
    ...over,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.input;
}

interface Item {
  id: string;
  met: boolean;
  evidence: string;
  location?: { path: string; line: number; quote: string };
  fix?: string;
  [extra: string]: unknown;
}

const met = (id: string, line: number, quote: string): Item => ({
  id,
  met: true,
  evidence: `line ${line} shows it`,
  location: { path: 'output', line, quote },
});
const answer = (...items: Item[]): string => JSON.stringify({ criteria: items });
const ALL_MET = answer(met('err-404', 8, 'if e.response.status_code == 404:'), met('json', 11, 'return r.json()'));

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

async function run(chat: ChatPlan[], judgeOptions: Partial<OllamaJudgeOptions> = {}, script: OllamaScript = {}, critic = input()) {
  double = await startOllamaDouble({ ...script, chat });
  const judge = createOllamaJudge({ host: double.url, model: MODEL, numCtx: 8192, timeoutSeconds: 20, ...judgeOptions });
  const result = await critique(critic, { judge });
  return { result, d: double };
}

const userMessage = (body: { messages?: { role: string; content: string }[] }) => body.messages!.find((m) => m.role === 'user')!.content;

describe('the Ollama judge through the engine', () => {
  it('passes when every criterion is met with quotes that are really in the output', async () => {
    const clock = [1000, 6400];
    const { result } = await run([{ content: ALL_MET, promptEvalCount: 812, evalCount: 160 }], { now: () => clock.shift() ?? 6400 });
    expect(result.verdict).toBe('PASS');
    expect(result.score).toBe(1);
    expect(result.criteria.map((c) => [c.id, c.met, c.location?.line])).toEqual([
      ['err-404', true, 8],
      ['json', true, 11],
    ]);
    const { prompt_tokens_estimated, ...stats } = result.stats;
    expect(stats).toEqual({ model: MODEL, llm_calls: 1, prompt_tokens: 812, completion_tokens: 160, duration_ms: 5400, host: double!.url });
    // The estimate over-counts by design: more than the server's 812 for this small prompt.
    expect(prompt_tokens_estimated).toBeGreaterThan(812);
    expect(result.calibration).toEqual({ passed: true, canaries: 2, failed: [] });
    expect(result._critic_status).toBeUndefined();
  });

  it('sends /api/chat with the response JSON Schema as format, temperature, seed, num_ctx and keep_alive, streamed, thinking off', async () => {
    // Calibration off: the schema's ids are then exactly the real ones (canaries are tested in judge-trust.test.ts).
    const { d } = await run([{ content: ALL_MET }], { temperature: 0.2, seed: 7, keepAlive: '45m', calibration: 'off' });
    const [req] = d.chatRequests();
    expect(req).toMatchObject({ model: MODEL, stream: true, think: false, keep_alive: '45m' });
    expect(req!.options).toMatchObject({ temperature: 0.2, seed: 7, num_ctx: 8192 });
    const format = req!.format as { type: string; properties: { criteria: { items: { properties: { id: { enum: string[] } } } } } };
    expect(format.type).toBe('object');
    expect(format.properties.criteria.items.properties.id.enum).toEqual(['err-404', 'json']);
    expect(req!.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(req!.messages![0]!.content).toContain('"criteria"');
    const user = userMessage(req!);
    expect(user).toContain('    8|         if e.response.status_code == 404:');
    expect(user).toContain('HTTP 404 is handled');
  });

  it('ignores a score or verdict the model volunteers: an unmet critical criterion still fails', async () => {
    const unmet: Item = { id: 'err-404', met: false, evidence: 'no 404 branch', fix: 'Handle 404', score: 1, verdict: 'PASS' };
    const { result } = await run([
      { content: JSON.stringify({ criteria: [unmet, met('json', 11, 'return r.json()')], score: 1, verdict: 'PASS' }) },
    ]);
    expect(result.verdict).toBe('FAIL');
    expect(result.criteria[0]).toMatchObject({ met: false, fix: 'Handle 404' });
    expect(result.stats.llm_calls).toBe(1);
  });

  it('turns a claim whose quote is not in the output into an unmet criterion whose fix says the evidence could not be verified', async () => {
    const { result } = await run([
      { content: answer(met('err-404', 8, 'except NotFound: return None'), met('json', 11, 'return r.json()')) },
    ]);
    expect(result.verdict).toBe('FAIL');
    expect(result.criteria[0]!.met).toBe(false);
    expect(result.criteria[0]!.fix).toMatch(/evidence could not be verified/);
    expect(result.criteria[1]!.met).toBe(true);
  });

  it('repairs once: an invalid answer, then a valid one, gives PASS with two calls; the repair quotes the error', async () => {
    const { result, d } = await run([
      { content: 'Sure! Here is my review: all good.' },
      { content: ALL_MET, promptEvalCount: 10, evalCount: 5 },
    ]);
    expect(result.verdict).toBe('PASS');
    expect(result.stats.llm_calls).toBe(2);
    const [, repair] = d.chatRequests();
    const roles = repair!.messages!.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(repair!.messages![2]!.content).toBe('Sure! Here is my review: all good.');
    expect(repair!.messages![3]!.content).toMatch(/could not be used: the answer is not valid JSON/);
    expect(repair!.format).toEqual(d.chatRequests()[0]!.format);
  });

  it('repairs an answer that leaves out an assertion id, quoting which id is missing', async () => {
    const { result, d } = await run([
      { content: answer(met('err-404', 8, 'if e.response.status_code == 404:')), real: ['err-404', 'json'] },
      { content: ALL_MET },
    ]);
    expect(result.verdict).toBe('PASS');
    expect(d.chatRequests()[1]!.messages![3]!.content).toMatch(/no item for assertion id "json"/);
  });

  it('tells the model in the repair that its answer was stopped at num_predict, without sending the cut answer back', async () => {
    const { result, d } = await run([{ content: '{"criteria": [{"id": "err-404", "met": tr', doneReason: 'length' }, { content: ALL_MET }]);
    expect(result.verdict).toBe('PASS');
    const [first, repair] = d.chatRequests();
    const limit = first!.options!.num_predict as number;
    expect(repair!.messages!.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(repair!.messages![2]!.content).toContain(`stopped at the ${limit}-token cap`);
  });

  it('fails closed when the answer is still invalid after the one repair', async () => {
    const { result, d } = await run([{ content: '{"criteria": "yes"}' }, { content: 'still not it' }]);
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error', score: 0 });
    expect(result.error).toMatch(/did not match the response schema after one repair: the answer is not valid JSON/);
    // The model answered, out of shape: the report sends the reader to the model, not to its host.
    expect(result._critic_error).toEqual({ category: 'model' });
    expect(result.stats.llm_calls).toBe(2);
    expect(result.criteria.every((c) => c.met === null && c.status === 'judge-error')).toBe(true);
    expect(d.pending()).toBe(0);
  });

  it('ignores message.thinking and takes only the content', async () => {
    const { result } = await run([{ thinking: '{"criteria": [ {"id": "err-404", "met": false', content: ALL_MET }]);
    expect(result.verdict).toBe('PASS');
    expect(result.stats.llm_calls).toBe(1);
  });

  it('strips <think> blocks and ```json fences around the answer', async () => {
    const { result } = await run([{ content: `<think>The 404 branch is on line 8.</think>\n\`\`\`json\n${ALL_MET}\n\`\`\`` }]);
    expect(result.verdict).toBe('PASS');
    expect(result.stats.llm_calls).toBe(1);
  });
});

describe('the context the judge asks for', () => {
  it('reads num_ctx from /api/show when none is configured: the Modelfile’s num_ctx first', async () => {
    const { d } = await run(
      [{ content: ALL_MET }],
      { numCtx: undefined },
      { models: [{ name: MODEL, numCtx: 4096, contextLength: 32768 }] },
    );
    // /api/tags: the model's digest, for the verdict's receipt (spec §15).
    expect(d.requests.map((r) => r.path)).toEqual(['/api/show', '/api/tags', '/api/chat']);
    expect(d.chatRequests()[0]!.options!.num_ctx).toBe(4096);
  });

  it('else the model’s <arch>.context_length, capped so Ollama does not reserve memory for 128k tokens', async () => {
    const { d } = await run(
      [{ content: ALL_MET }],
      { numCtx: undefined },
      { models: [{ name: MODEL, family: 'llama', contextLength: 131072 }] },
    );
    expect(d.chatRequests()[0]!.options!.num_ctx).toBe(8192);
  });

  it('does not ask /api/show when num_ctx is configured', async () => {
    const { d } = await run([{ content: ALL_MET }], { numCtx: 16384 });
    // /api/tags: the model's digest, for the verdict's receipt (spec §15).
    expect(d.requests.map((r) => r.path)).toEqual(['/api/tags', '/api/chat']);
    expect(d.chatRequests()[0]!.options!.num_ctx).toBe(16384);
  });

  it('with a small num_ctx, fits the prompt (and the repair prompt) into it, reports truncated lines, and does not count a claim on an unseen line', async () => {
    const lines = Array.from({ length: 400 }, (_, i) => `value_${i + 1} = compute(${i + 1})  # step ${i + 1}`);
    const critic = input({ output: lines.join('\n'), assertions: [{ id: 'last', text: 'The last step is computed' }] });
    const claim = answer(met('last', 400, 'value_400 = compute(400)'));
    // One request (max_requests: 1): what does not fit it goes unseen.
    const { result, d } = await run([{ content: 'not json' }, { content: claim }], { numCtx: 2048, maxRequests: 1 }, {}, critic);

    for (const req of d.chatRequests()) {
      const numCtx = req.options!.num_ctx as number;
      const numPredict = req.options!.num_predict as number;
      expect(numCtx).toBe(2048);
      // Fitted with the estimate of the model's family (qwen2.5-coder: Qwen).
      expect(estimateMessages(req.messages!, estimatorFor('qwen'))).toBeLessThanOrEqual(numCtx - numPredict);
    }
    expect(result.stats.truncated_lines).toBeGreaterThan(0);
    const user = userMessage(d.chatRequests()[0]!);
    expect(user).toMatch(/\[lines \d+-400 of output not shown\]/);
    expect(user).not.toContain('value_400');
    expect(result.criteria[0]).toMatchObject({ met: false, coverage: { complete: false } });
    expect(result.criteria[0]!.fix).toMatch(/evidence could not be verified/);
    expect(result.verdict).toBe('RETRY');
  });

  it('fails closed when num_ctx cannot even hold the prompt without material', async () => {
    double = await startOllamaDouble({ chat: [] });
    const judge = createOllamaJudge({ host: double.url, model: MODEL, numCtx: 512 });
    const result = await critique(input(), { judge });
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(/num_ctx 512 is too small.*raise judge\.num_ctx/);
    expect(double.requests).toEqual([]);
  });
});

describe('judge failures: FAIL with _critic_status "error" and a one-line cause', () => {
  const expectOneLineError = (result: Awaited<ReturnType<typeof critique>>, pattern: RegExp) => {
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error', score: 0 });
    expect(result.error).toMatch(pattern);
    expect(result.error).not.toMatch(/\n|\bat .*:\d+:\d+/);
    expect(result.feedback_for_worker).toBe(`The critic could not judge: ${result.error}`);
  };

  it('connection refused', async () => {
    const gone = await startOllamaDouble();
    const host = gone.url;
    await gone.close();
    const result = await critique(input(), { judge: createOllamaJudge({ host, model: MODEL, numCtx: 8192 }) });
    expectOneLineError(result, new RegExp(`^cannot reach Ollama at ${host.replace(/\./g, '\\.')}: connection refused$`));
  });

  it('an answer stopped at the token cap twice is named as such (issue 43: a model rambling inside one string)', async () => {
    const rambling = { content: `{"criteria":[{"id":"err-404","evidence":"${'and so on '.repeat(60)}`, doneReason: 'length' };
    const { result } = await run([rambling, rambling]);
    expectOneLineError(result, /^the model's answer hit the \d+-token cap, twice; the judge's answer did not match the response schema/);
  });

  it('model not found on /api/chat: says to ollama pull it', async () => {
    const { result } = await run([{ content: ALL_MET }], { model: 'llama9:70b' });
    expectOneLineError(result, /model "llama9:70b" is not available.*not found, try pulling it first.*run: ollama pull llama9:70b/);
  });

  it('model not found on /api/show: says to ollama pull it', async () => {
    const { result, d } = await run([], { model: 'llama9:70b', numCtx: undefined });
    expectOneLineError(result, /run: ollama pull llama9:70b$/);
    expect(d.chatRequests()).toEqual([]);
  });

  it.each([
    [500, 'llama runner process has terminated: exit status 2'],
    [503, 'server busy, please try again.  maximum pending requests exceeded'],
  ])('HTTP %i with Ollama’s error text', async (status, error) => {
    const { result } = await run([{ status, error }]);
    expectOneLineError(result, new RegExp(`answered ${status}: ${error.replace(/\s+/g, ' ').replace(/\./g, '\\.')}$`));
    expect(result.stats.llm_calls).toBe(1);
  });

  it('an {"error"} line in the middle of the stream', async () => {
    const { result } = await run([
      { content: '{"criteria": [', errorAfterContent: 'an error was encountered while running the model: CUDA error' },
    ]);
    expectOneLineError(
      result,
      /reported an error in the middle of the answer: an error was encountered while running the model: CUDA error$/,
    );
  });

  it('a stream that ends without its done line', async () => {
    const { result } = await run([{ content: ALL_MET, endWithoutDone: true }]);
    expectOneLineError(result, /ended the answer stream before it was done$/);
  });

  it('a connection that breaks mid-answer', async () => {
    const { result } = await run([{ content: '{"criteria": [', dropConnection: true }]);
    expectOneLineError(result, /broke in the middle of the answer/);
  });

  it('a deadline shorter than the model’s first byte aborts the request', async () => {
    // The model never answers (held, not delayed): only the deadline under test can end the request.
    const { result } = await run([{ content: ALL_MET, hold: () => new Promise<void>(() => undefined) }], { timeoutSeconds: 0.3 });
    expectOneLineError(result, /^the judge timed out after 0\.3 s/);
  });

  it('a deadline that passes while the stream is open aborts it too', async () => {
    const { result } = await run([{ content: ALL_MET, holdAfterFirstChunk: () => new Promise<void>(() => undefined) }], {
      timeoutSeconds: 0.3,
    });
    expectOneLineError(result, /^the judge timed out after 0\.3 s/);
  });
});
