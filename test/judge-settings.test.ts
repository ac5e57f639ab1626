import { describe, expect, it } from 'vitest';
import { judgeOverridesOf, resolveJudgeSettings } from '../src/judge/settings.js';

describe('judge settings: flags, then config, then defaults', () => {
  it('uses the defaults when nothing is set', () => {
    expect(resolveJudgeSettings({}, {})).toEqual({
      host: 'http://127.0.0.1:11434',
      model: 'qwen2.5-coder:7b',
      temperature: 0,
      seed: 42,
      numCtx: undefined,
      timeoutSeconds: 300,
      keepAlive: '30m',
    });
  });
  it('lets a flag win over the config, and the config over the defaults', () => {
    const config = judgeOverridesOf({ model: 'llama3.1:8b', num_ctx: 16384, timeout_seconds: 120, keep_alive: 600, seed: 1 });
    const s = resolveJudgeSettings({ model: 'qwen2.5-coder:14b', timeoutSeconds: undefined }, config);
    expect(s).toMatchObject({ model: 'qwen2.5-coder:14b', numCtx: 16384, timeoutSeconds: 120, seed: 1, temperature: 0 });
    // Seconds stay a number: Ollama reads "600" (a string without a unit) as an invalid duration.
    expect(s.keepAlive).toBe(600);
  });
});
