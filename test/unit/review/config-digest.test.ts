/** config_digest (spec §14): the assertions file's bytes, the judge settings that change an answer, the model. */
import { describe, expect, it } from 'vitest';
import { configDigest, type ConfigDigestInput } from '../../../src/review/config-digest.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';

const FILE = new TextEncoder().encode('version: 1\nassertions:\n  - {id: a, text: "A"}\n');
const base = (): ConfigDigestInput => ({ assertions: FILE, judge: resolveJudgeSettings({ model: 'qwen2.5-coder:7b' }) });

describe('configDigest', () => {
  it('is a sha256 hex, the same for the same input', () => {
    expect(configDigest(base())).toMatch(/^[0-9a-f]{64}$/);
    expect(configDigest(base())).toBe(configDigest(base()));
  });

  it('does not depend on the order in which the settings were written or merged', () => {
    const judge = base().judge;
    const reversed = Object.fromEntries(Object.entries(judge).reverse()) as typeof judge;
    expect(Object.keys(reversed)[0]).not.toBe(Object.keys(judge)[0]);
    expect(configDigest({ assertions: FILE, judge: reversed })).toBe(configDigest(base()));
    // The same settings reached through two layers in the other order.
    const a = resolveJudgeSettings({ temperature: 0.2 }, { model: 'm', votes: 3 });
    const b = resolveJudgeSettings({ votes: 3, model: 'm' }, { temperature: 0.2 });
    expect(configDigest({ assertions: FILE, judge: a })).toBe(configDigest({ assertions: FILE, judge: b }));
  });

  it('changes with every byte of the assertions file and every setting that changes an answer', () => {
    const digest = configDigest(base());
    const changed: ConfigDigestInput[] = [
      { ...base(), assertions: new TextEncoder().encode('version: 1\nassertions:\n  - {id: a, text: "A" }\n') },
      { ...base(), assertions: new Uint8Array([...FILE, 0x0a]) },
      { ...base(), judge: { ...base().judge, backend: 'openai' } },
      { ...base(), judge: { ...base().judge, model: 'qwen2.5-coder:14b' } },
      { ...base(), judge: { ...base().judge, temperature: 0.5 } },
      { ...base(), judge: { ...base().judge, seed: 43 } },
      { ...base(), judge: { ...base().judge, numCtx: 8192 } },
      { ...base(), judge: { ...base().judge, votes: 3 } },
      { ...base(), judge: { ...base().judge, calibration: 'off' } },
      { ...base(), judge: { ...base().judge, vision: true } },
      { ...base(), model: 'sha256:0123' },
    ];
    const digests = changed.map(configDigest);
    for (const d of digests) expect(d).not.toBe(digest);
    expect(new Set(digests).size).toBe(digests.length);
  });

  it('does not change with where the judge runs, its time limit, its key or its cache', () => {
    const judge = base().judge;
    const moved = {
      ...judge,
      hosts: ['http://gpu-2:11434'],
      host: 'http://gpu-2:11434',
      timeoutSeconds: 999,
      apiKey: 'k',
      cacheDir: '/elsewhere',
      cache: 'off' as const,
      keepAlive: '1h',
    };
    expect(configDigest({ assertions: FILE, judge: moved })).toBe(configDigest(base()));
  });
});
