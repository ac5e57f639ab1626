import { describe, expect, it } from 'vitest';
import { judgeOverridesOf } from '../../../src/config/judge.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';

describe('judge settings: flags, then config, then defaults', () => {
  it('uses the defaults when nothing is set', () => {
    expect(resolveJudgeSettings({}, {})).toEqual({
      model: 'qwen2.5-coder:7b',
      temperature: 0,
      seed: 42,
      numCtx: undefined,
      timeoutSeconds: 300,
      keepAlive: '30m',
      backend: 'ollama',
      hosts: ['http://127.0.0.1:11434'],
      votes: 1,
      maxRequests: 8,
      cache: 'on',
      calibration: 'on',
      cacheDir: undefined,
      apiKey: undefined,
      firstByteSeconds: undefined,
    });
  });
  it('takes hosts from the first layer that names any, `host` as a list of one; the default host follows the backend', () => {
    const config = judgeOverridesOf({ hosts: ['http://gpu-1:11434', 'http://gpu-2:11434'], votes: 3, cache: false, calibration: 'off' });
    expect(resolveJudgeSettings({}, config)).toMatchObject({
      hosts: ['http://gpu-1:11434', 'http://gpu-2:11434'],
      votes: 3,
      cache: 'off',
      calibration: 'off',
    });
    expect(resolveJudgeSettings({ host: 'http://flag:1' }, config).hosts).toEqual(['http://flag:1']);
    expect(resolveJudgeSettings({}, judgeOverridesOf({ host: 'http://one:1' })).hosts).toEqual(['http://one:1']);
    expect(resolveJudgeSettings({ backend: 'openai' }).hosts).toEqual(['http://127.0.0.1:8000']);
  });
  it('lets a flag win over the config, and the config over the defaults', () => {
    const config = judgeOverridesOf({ model: 'llama3.1:8b', num_ctx: 16384, timeout_seconds: 120, keep_alive: 600, seed: 1 });
    const s = resolveJudgeSettings({ model: 'qwen2.5-coder:14b', timeoutSeconds: undefined }, config);
    expect(s).toMatchObject({ model: 'qwen2.5-coder:14b', numCtx: 16384, timeoutSeconds: 120, seed: 1, temperature: 0 });
    // Seconds stay a number: Ollama reads "600" (a string without a unit) as an invalid duration.
    expect(s.keepAlive).toBe(600);
  });
});
