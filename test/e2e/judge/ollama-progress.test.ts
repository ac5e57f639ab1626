// The progress line counted tokens only at the end: the chat stream never reported its chunks.
import { afterEach, describe, expect, it } from 'vitest';
import { ollamaSession } from '../../../src/judge/backends/ollama-session.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

describe('Ollama progress while the answer streams', () => {
  it('reports every streamed chunk as it arrives, before the stream is done', async () => {
    const content = JSON.stringify({ criteria: [{ id: 'a', met: false, evidence: 'none', fix: 'add it' }] });
    double = await startOllamaDouble({ chat: [{ content, chunkSize: 8, thinking: 'hmm, let me see' }] });
    const session = ollamaSession(double.url, { model: 'qwen2.5-coder:7b', keepAlive: '5m', apiKey: undefined });
    const seen: number[] = [];
    let chunks = 0;
    let firstByte = false;
    const reply = await session.chat(
      { messages: [{ role: 'user', content: 'judge' }], format: { type: 'object' }, temperature: 0, seed: 1, numCtx: 4096, maxTokens: 512 },
      {
        signal: new AbortController().signal,
        onFirstByte: () => (firstByte = true),
        onStage: () => undefined,
        onChunk: () => seen.push(++chunks),
      },
    );
    await session.close();
    expect(reply.content).toBe(content);
    expect(firstByte).toBe(true);
    // One report per content chunk (thinking chunks carry no answer tokens).
    expect(chunks).toBe(Math.ceil(content.length / 8));
    expect(seen).toEqual(Array.from({ length: chunks }, (_, i) => i + 1));
  });
});
