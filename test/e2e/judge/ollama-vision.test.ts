/**
 * judge.vision: on sends a rendered page's screenshot along as an image, on the wire to the
 * Ollama double; the claim still needs a quote from the page's text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../../src/config/schema.js';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { judgeOverridesOf } from '../../../src/config/judge.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const request: JudgeRequest = {
  task: 'a game',
  material: [
    { path: 'page:index.html', lines: [{ n: 1, text: 'Dodge the blocks' }], image: PNG },
    { path: 'game.js', lines: [{ n: 1, text: 'requestAnimationFrame(frame);' }] },
  ],
  assertions: [{ id: 'title', text: 'The title is shown', paths: ['page:index.html'] }],
};
const MET = {
  content: JSON.stringify({
    criteria: [{ id: 'title', met: true, evidence: 'shown', location: { path: 'page:index.html', line: 1, quote: 'Dodge the blocks' } }],
  }),
};

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
});

describe('judge.vision', () => {
  it('on: the screenshot of a page an assertion is judged on rides on the user message, base64', async () => {
    double = await startOllamaDouble({ chat: [MET] });
    const settings = resolveJudgeSettings(
      { host: double.url },
      judgeOverridesOf(ConfigSchema.parse({ version: 1, judge: { vision: 'on' } }).judge),
    );
    expect(settings.vision).toBe(true);
    const answer = await createOllamaJudge({ ...settings, host: double.url, numCtx: 8192 }).judge(request);
    expect(answer.items[0]?.met).toBe(true);
    const messages = double.chatRequests()[0]?.messages as { role: string; images?: string[] }[];
    expect(messages.at(-1)).toMatchObject({ role: 'user', images: [Buffer.from(PNG).toString('base64')] });
    expect(messages.slice(0, -1).some((m) => m.images !== undefined)).toBe(false);
  });

  it('off (the default): no image is sent', async () => {
    double = await startOllamaDouble({ chat: [MET] });
    const settings = resolveJudgeSettings({ host: double.url }, judgeOverridesOf(ConfigSchema.parse({ version: 1 }).judge));
    expect(settings.vision).toBeUndefined();
    await createOllamaJudge({ ...settings, host: double.url, numCtx: 8192 }).judge(request);
    const messages = double.chatRequests()[0]?.messages as { images?: string[] }[];
    expect(messages.every((m) => m.images === undefined)).toBe(true);
  });
});
