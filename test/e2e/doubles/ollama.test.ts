import { afterEach, describe, expect, it } from 'vitest';
import { startOllamaDouble, startOllamaDoubleFromJson, type OllamaDouble, type OllamaScript } from '../../doubles/ollama.js';

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const start = async (script: OllamaScript = {}) => (double = await startOllamaDouble(script));

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const ndjson = (text: string) =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const chatBody = (over: Record<string, unknown> = {}) => ({
  model: 'qwen2.5-coder:7b',
  messages: [{ role: 'user', content: 'hello' }],
  ...over,
});

describe('the Ollama double: /api/chat streamed', () => {
  it('streams NDJSON chunks whose contents join to the planned answer, then one done line with Ollama’s stats', async () => {
    const d = await start({ chat: [{ content: '{"criteria":[]}', chunkSize: 4 }] });
    const res = await post(`${d.url}/api/chat`, chatBody());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson');
    const lines = ndjson(await res.text());
    expect(lines.length).toBe(5);
    const content = lines.map((l) => (l.message as { content: string }).content).join('');
    expect(content).toBe('{"criteria":[]}');
    expect(lines.slice(0, -1).every((l) => l.done === false)).toBe(true);
    const last = lines[lines.length - 1]!;
    expect(last).toMatchObject({ model: 'qwen2.5-coder:7b', done: true, done_reason: 'stop', eval_count: 4 });
    for (const key of ['total_duration', 'load_duration', 'prompt_eval_count', 'prompt_eval_duration', 'eval_duration']) {
      expect(typeof last[key]).toBe('number');
    }
    expect(typeof last.created_at).toBe('string');
  });

  it('records every request body so tests can assert format, options and keep_alive', async () => {
    const d = await start({ chat: [{ content: 'x' }] });
    await (await post(`${d.url}/api/chat`, chatBody({ format: { type: 'object' }, options: { num_ctx: 4096 }, keep_alive: '30m' }))).text();
    expect(d.chatRequests()).toEqual([
      expect.objectContaining({ format: { type: 'object' }, options: { num_ctx: 4096 }, keep_alive: '30m' }),
    ]);
    expect(d.requests[0]).toMatchObject({ method: 'POST', path: '/api/chat' });
    expect(d.pending()).toBe(0);
  });

  it('sends thinking first in message.thinking, content after', async () => {
    const d = await start({ chat: [{ thinking: 'let me see', content: 'done', chunkSize: 100 }] });
    const lines = ndjson(await (await post(`${d.url}/api/chat`, chatBody())).text());
    expect(lines[0]!.message).toEqual({ role: 'assistant', content: '', thinking: 'let me see' });
    expect(lines[1]!.message).toEqual({ role: 'assistant', content: 'done' });
  });

  it('ends a stream with an {"error"} line, or without a done line, or by dropping the connection, as planned', async () => {
    const d = await start({
      chat: [
        { content: 'par', errorAfterContent: 'llama runner process has terminated: signal: killed' },
        { content: 'partial', endWithoutDone: true },
        { content: 'partial', dropConnection: true },
      ],
    });
    const errored = ndjson(await (await post(`${d.url}/api/chat`, chatBody())).text());
    expect(errored[errored.length - 1]).toEqual({ error: 'llama runner process has terminated: signal: killed' });
    const unfinished = ndjson(await (await post(`${d.url}/api/chat`, chatBody())).text());
    expect(unfinished.some((l) => l.done === true)).toBe(false);
    const dropped = await post(`${d.url}/api/chat`, chatBody());
    await expect(dropped.text()).rejects.toThrow();
  });

  it('holds the headers back for headersDelayMs, like a model that is still loading', async () => {
    const d = await start({ chat: [{ content: 'late', headersDelayMs: 300 }] });
    let headersSeen = false;
    const pending = post(`${d.url}/api/chat`, chatBody()).then((r) => {
      headersSeen = true;
      return r.text();
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(headersSeen).toBe(false);
    expect(ndjson(await pending).length).toBeGreaterThan(0);
  });
});

describe('the Ollama double: /api/chat whole and refused', () => {
  it('answers stream:false with one JSON object holding the whole content and the stats', async () => {
    const d = await start({ chat: [{ content: 'all of it', thinking: 'hmm' }] });
    const res = await post(`${d.url}/api/chat`, chatBody({ stream: false }));
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toMatchObject({
      message: { role: 'assistant', content: 'all of it', thinking: 'hmm' },
      done: true,
      done_reason: 'stop',
    });
  });

  it('says 404 in Ollama’s words for a model it does not have', async () => {
    const d = await start({ chat: [{ content: 'unused' }] });
    const res = await post(`${d.url}/api/chat`, chatBody({ model: 'llama9:70b' }));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('{"error":"model \\"llama9:70b\\" not found, try pulling it first"}');
    expect(d.pending()).toBe(1);
  });

  it('says 400 for bad requests: no body, bad JSON, no model, a bad format, thinking on a model without it', async () => {
    const d = await start();
    const cases: [unknown, string][] = [
      ['', 'missing request body'],
      ['{nope', 'invalid character looking for beginning of value'],
      [{ messages: [] }, 'model is required'],
      [chatBody({ format: 'yaml' }), 'invalid format: expected "json" or a valid JSON Schema object'],
      [chatBody({ think: true }), '"qwen2.5-coder:7b" does not support thinking'],
    ];
    for (const [body, error] of cases) {
      const res = await post(`${d.url}/api/chat`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
  });

  it('sends a planned 500 or 503 with its error body', async () => {
    const d = await start({ chat: [{ status: 503, error: 'server busy, please try again.  maximum pending requests exceeded' }] });
    const res = await post(`${d.url}/api/chat`, chatBody());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'server busy, please try again.  maximum pending requests exceeded' });
  });

  it('says 500 when its script has no answer left, so a test that asks once too often fails loudly', async () => {
    const d = await start();
    const res = await post(`${d.url}/api/chat`, chatBody());
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: string }).error).toMatch(/no planned answer/);
  });

  it('answers an empty chat by loading the model, without using a plan', async () => {
    const d = await start({ chat: [{ content: 'kept' }] });
    const res = await post(`${d.url}/api/chat`, { model: 'qwen2.5-coder:7b' });
    expect(await res.json()).toMatchObject({ done: true, done_reason: 'load' });
    expect(d.pending()).toBe(1);
  });
});

describe('the Ollama double: model metadata', () => {
  it('shows model_info with <arch>.context_length, the num_ctx parameter when set, and capabilities', async () => {
    const d = await start({
      models: [{ name: 'm:1', family: 'llama', contextLength: 131072, numCtx: 4096, capabilities: ['completion', 'thinking'] }],
    });
    const res = await post(`${d.url}/api/show`, { model: 'm:1' });
    const show = (await res.json()) as { model_info: Record<string, unknown>; parameters: string; capabilities: string[] };
    expect(show.model_info['general.architecture']).toBe('llama');
    expect(show.model_info['llama.context_length']).toBe(131072);
    expect(show.parameters).toMatch(/^num_ctx\s+4096$/m);
    expect(show.capabilities).toEqual(['completion', 'thinking']);
  });

  it('leaves num_ctx out of the parameters when the Modelfile sets none, and says 404 for an unknown model', async () => {
    const d = await start();
    const show = (await (await post(`${d.url}/api/show`, { model: 'qwen2.5-coder:7b' })).json()) as { parameters: string };
    expect(show.parameters).not.toMatch(/num_ctx/);
    const missing = await post(`${d.url}/api/show`, { model: 'nope' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "model 'nope' not found" });
  });

  it('lists its models on /api/tags, its version on /api/version, and 404s unknown routes as plain text', async () => {
    const d = await start({ version: '0.9.0' });
    const tags = (await (await fetch(`${d.url}/api/tags`)).json()) as { models: { name: string }[] };
    expect(tags.models.map((m) => m.name)).toEqual(['qwen2.5-coder:7b']);
    expect(await (await fetch(`${d.url}/api/version`)).json()).toEqual({ version: '0.9.0' });
    const unknown = await fetch(`${d.url}/api/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('404 page not found');
  });

  it('starts from a JSON script and refuses a script that is not an object', async () => {
    const d = (double = await startOllamaDoubleFromJson('{"chat":[{"content":"from json"}]}'));
    const lines = ndjson(await (await post(`${d.url}/api/chat`, chatBody())).text());
    expect(lines.map((l) => (l.message as { content: string }).content).join('')).toBe('from json');
    expect(() => startOllamaDoubleFromJson('[1]')).toThrow(/must be a JSON object/);
  });
});
