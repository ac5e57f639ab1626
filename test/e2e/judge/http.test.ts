import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ollama } from 'ollama';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeFetch, patientAgent } from '../../../src/judge/backends/http.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';

const MODEL = 'qwen2.5-coder:7b';
// The control's own limit. It is never raced against a clock of the test: the double holds its
// answer until the control has given up (issue 27: no timing in tests).
const SHORT_TIMEOUT_MS = 300;

/** A promise the test settles, and one that says when the double reached it. */
function gate(): { reached: Promise<void>; hold: () => Promise<void>; release: () => void } {
  let reach!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((r) => (reach = r));
  const opened = new Promise<void>((r) => (release = r));
  return {
    reached,
    hold: () => {
      reach();
      return opened;
    },
    release,
  };
}

let double: OllamaDouble | undefined;
const agents: Agent[] = [];
afterEach(async () => {
  await double?.close();
  double = undefined;
  await Promise.all(agents.splice(0).map((a) => a.destroy()));
});

const track = (a: Agent): Agent => (agents.push(a), a);
const never = () => new AbortController().signal;

/** Every `code` along an error's causes. */
const codes = (e: unknown): string[] => {
  const out: string[] = [];
  for (let x = e as { code?: unknown; cause?: unknown } | undefined; x; x = x.cause as typeof x) {
    if (typeof x.code === 'string') out.push(x.code);
  }
  return out;
};

async function chatThrough(fetchImpl: typeof fetch): Promise<string> {
  const client = new Ollama({ host: double!.url, fetch: fetchImpl });
  const stream = await client.chat({ model: MODEL, messages: [{ role: 'user', content: 'hi' }], stream: true });
  let content = '';
  for await (const part of stream) content += part.message.content;
  return content;
}

describe('the judge’s HTTP client has no clock of its own', () => {
  // The patient request is held first, and released only once the impatient one, sent after it,
  // has timed out: it demonstrably waited longer than the short limit allows.
  it('waits for headers that come later than a short headersTimeout would allow', async () => {
    const patientHeld = gate();
    const impatientHeld = gate();
    double = await startOllamaDouble({
      chat: [
        { content: 'late but fine', hold: patientHeld.hold },
        { content: 'late', hold: impatientHeld.hold },
      ],
    });
    const patient = chatThrough(judgeFetch({ deadline: never(), dispatcher: track(patientAgent()) }));
    await patientHeld.reached;
    // The control: the same fetch over a dispatcher with a short header timeout gives up.
    const impatient = judgeFetch({ deadline: never(), dispatcher: track(new Agent({ headersTimeout: SHORT_TIMEOUT_MS })) });
    const failure = await chatThrough(impatient).catch((e: unknown) => e);
    expect(codes(failure)).toContain('UND_ERR_HEADERS_TIMEOUT');

    patientHeld.release();
    impatientHeld.release();
    expect(await patient).toBe('late but fine');
  });

  it('waits for a chunk that comes later than a short bodyTimeout would allow', async () => {
    const patientHeld = gate();
    const impatientHeld = gate();
    const slowChunks = { content: 'one two', chunkSize: 4 };
    double = await startOllamaDouble({
      chat: [
        { ...slowChunks, holdAfterFirstChunk: patientHeld.hold },
        { ...slowChunks, holdAfterFirstChunk: impatientHeld.hold },
      ],
    });
    const patient = chatThrough(judgeFetch({ deadline: never(), dispatcher: track(patientAgent()) }));
    await patientHeld.reached;
    const impatient = judgeFetch({ deadline: never(), dispatcher: track(new Agent({ bodyTimeout: SHORT_TIMEOUT_MS })) });
    const failure = await chatThrough(impatient).catch((e: unknown) => e);
    expect(codes(failure)).toContain('UND_ERR_BODY_TIMEOUT');

    patientHeld.release();
    impatientHeld.release();
    expect(await patient).toBe('one two');
  });

  it('is stopped by the deadline instead, even for requests the client sends without a signal', async () => {
    const held = gate();
    double = await startOllamaDouble({ chat: [{ content: 'never seen', hold: held.hold }] });
    const deadline = new AbortController();
    const f = judgeFetch({ deadline: deadline.signal, dispatcher: track(patientAgent()) });
    const client = new Ollama({ host: double.url, fetch: f });
    // stream: false — ollama-js passes no signal of its own for these.
    const pending = client.chat({ model: MODEL, messages: [{ role: 'user', content: 'hi' }], stream: false });
    // The deadline passes while the request waits on the model.
    await held.reached;
    deadline.abort(new Error('deadline passed'));
    await expect(pending).rejects.toThrow('deadline passed');
    held.release();
  });
});

describe('judgeFetch', () => {
  it('turns a non-JSON error body into Ollama’s {"error"} shape so the client reads it quietly', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>502 Bad Gateway</html>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const f = judgeFetch({ deadline: never(), dispatcher: track(patientAgent()) });
      const res = await f(`http://127.0.0.1:${port}/api/chat`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: '<html>502 Bad Gateway</html>' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('wraps another fetch when given one, still adding the deadline to its signal', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const base = (async (_input: string | URL | Request, init?: RequestInit) => {
      seen.push(init?.signal);
      return new Response('{"version":"0.1.0"}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const deadline = new AbortController();
    const f = judgeFetch({ deadline: deadline.signal, base });
    const res = await f('http://ollama.invalid/api/version');
    expect(await res.json()).toEqual({ version: '0.1.0' });
    expect(seen[0]?.aborted).toBe(false);
    deadline.abort();
    expect(seen[0]?.aborted).toBe(true);
  });
});
