/**
 * The backends' table is the one place a backend is named: the config, the CLI, the Action and
 * the settings take whatever it holds. Proven per entry, so a new entry is covered by this test
 * without touching it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readInputs } from '../../../src/action/inputs.js';
import { parseCli, type JudgeCommand } from '../../../src/cli/args.js';
import { parseConfig } from '../../../src/config/index.js';
import { BACKEND_NAMES, BACKENDS } from '../../../src/judge/backends/backends.js';
import { resolveJudgeSettings } from '../../../src/judge/settings.js';
import { REPO_ROOT } from '../../support/run-cli.js';

const actionYml = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { description: string }> };

describe.each(BACKEND_NAMES)('the backend %s', (name) => {
  it('is taken by the config, the CLI (flag and environment) and the Action', () => {
    expect(parseConfig(`version: 1\njudge:\n  backend: ${name}\nassertions: []\n`, 'c.yml').judge?.backend).toBe(name);
    expect((parseCli(['judge', '--backend', name], {}) as JudgeCommand).judge.backend).toBe(name);
    expect((parseCli(['judge'], { CRITIC_GATE_BACKEND: name }) as JudgeCommand).judge.backend).toBe(name);
    expect(readInputs((input) => ({ 'github-token': 't', backend: name })[input] ?? '').backend).toBe(name);
    expect(actionYml.inputs['backend']?.description).toContain(`\`${name}\``);
  });

  it('brings its default host and its adapter', async () => {
    expect(resolveJudgeSettings({ backend: name }).hosts).toEqual([BACKENDS[name].defaultHost]);
    expect(typeof (await BACKENDS[name].load())).toBe('function');
    expect(BACKENDS[name].label('http://h:1')).toContain('http://h:1');
  });
});

describe('a backend that is not in the table', () => {
  it('is refused everywhere with the choices named', () => {
    const choices = BACKEND_NAMES.join(' or ');
    expect(() => parseConfig('version: 1\njudge:\n  backend: vllm\nassertions: []\n', 'c.yml')).toThrow(/judge\.backend/);
    expect(() => parseCli(['judge', '--backend', 'vllm'], {})).toThrow(/--backend: expected "ollama" or "openai", got "vllm"/);
    expect(() => readInputs((input) => ({ 'github-token': 't', backend: 'vllm' })[input] ?? '')).toThrow(
      `input "backend": expected ${choices}, got "vllm"`,
    );
  });
});
