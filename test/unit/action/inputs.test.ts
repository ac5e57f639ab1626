import { describe, expect, it } from 'vitest';
import { parseCli, UsageError, type JudgeCommand } from '../../../src/cli/args.js';
import { InputError, readInputs } from '../../../src/action/inputs.js';

const judgeFlags = (argv: string[], env: Record<string, string> = {}) => (parseCli(['judge', ...argv], env) as JudgeCommand).judge;

describe('the judge switches of the CLI (spec §8)', () => {
  it('reads --backend, repeated --host (with --ollama-host as an alias, in order), --votes, --cache, --calibration', () => {
    const f = judgeFlags([
      '--backend',
      'openai',
      '--host',
      'http://gpu-1:8000',
      '--host',
      'http://gpu-2:8000/',
      '--votes',
      '3',
      '--cache',
      'off',
      '--calibration',
      'off',
    ]);
    expect(f).toMatchObject({
      backend: 'openai',
      hosts: ['http://gpu-1:8000', 'http://gpu-2:8000'],
      votes: 3,
      cache: 'off',
      calibration: 'off',
    });
    expect(judgeFlags(['--ollama-host', 'http://a:1']).hosts).toEqual(['http://a:1']);
  });

  it('falls back to the environment; the key comes only from CRITIC_GATE_API_KEY', () => {
    const f = judgeFlags([], {
      CRITIC_GATE_BACKEND: 'openai',
      CRITIC_GATE_HOSTS: 'http://a:1, http://b:2',
      CRITIC_GATE_VOTES: '5',
      CRITIC_GATE_CACHE: 'off',
      CRITIC_GATE_CALIBRATION: 'on',
      CRITIC_GATE_API_KEY: 'sk-1',
      XDG_CACHE_HOME: '/cache',
    });
    expect(f).toMatchObject({
      backend: 'openai',
      hosts: ['http://a:1', 'http://b:2'],
      votes: 5,
      cache: 'off',
      calibration: 'on',
      apiKey: 'sk-1',
    });
    expect(f.cacheDir).toMatch(/^[/\\]cache[/\\]critic-gate$/);
    expect(judgeFlags(['--host', 'http://flag:1'], { CRITIC_GATE_HOSTS: 'http://env:1' }).hosts).toEqual(['http://flag:1']);
  });

  it('names the flag or variable and the bad value', () => {
    expect(() => judgeFlags(['--votes', '10'])).toThrow(new UsageError('--votes: expected a whole number from 1 to 9, got "10"'));
    expect(() => judgeFlags(['--backend', 'vllm'])).toThrow(/--backend: expected "ollama" or "openai", got "vllm"/);
    expect(() => judgeFlags(['--host', 'gpu-1:11434'])).toThrow(/--host: expected an http\(s\) URL/);
    expect(() => judgeFlags([], { CRITIC_GATE_CACHE: 'maybe' })).toThrow(/CRITIC_GATE_CACHE/);
  });
});

describe('the matching Action inputs', () => {
  const inputs = (values: Record<string, string>) => readInputs((name) => values[name] ?? '');
  it('reads backend, hosts (comma or newline separated), votes, cache, cache-dir, calibration and api-key', () => {
    const i = inputs({
      'github-token': 't',
      backend: 'openai',
      hosts: 'http://a:1,\nhttp://b:2',
      votes: '3',
      cache: 'off',
      'cache-dir': '.cache/cg',
      calibration: 'on',
      'api-key': 'k',
    });
    expect(i).toMatchObject({
      backend: 'openai',
      hosts: ['http://a:1', 'http://b:2'],
      votes: 3,
      cache: 'off',
      cacheDir: '.cache/cg',
      calibration: 'on',
      apiKey: 'k',
    });
  });
  it('leaves the hosts to the config when neither hosts nor ollama-host is set', () => {
    expect(inputs({ 'github-token': 't' }).hosts).toBeUndefined();
    expect(inputs({ 'github-token': 't', 'ollama-host': 'http://o:1' }).hosts).toEqual(['http://o:1']);
  });
  it('names a bad input', () => {
    expect(() => inputs({ 'github-token': 't', votes: '0' })).toThrow(
      new InputError('input "votes": expected a whole number from 1 to 9, got "0"'),
    );
  });
});
