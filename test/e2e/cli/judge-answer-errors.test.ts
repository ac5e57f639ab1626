/**
 * Issue 38 part 6: a model that answers out of shape is named as the cause, in the user's words.
 * A calibration canary's id (made from the material) is said to be one, never left to look like an
 * id of the config, and the fix points at the judge's model — not at a host that answered fine.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { runCli } from '../../support/run-cli.js';

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const INPUT = JSON.stringify({
  output: 'export function retry(times: number): number {\n  return Math.max(1, times);\n}\n',
  task_description: 'a retry helper',
  schema: { type: 'text' },
  assertions: [{ id: 'bounded', text: 'The retry count is at least one' }],
});

describe('a judge answer out of shape', () => {
  it('names the missing canary as a calibration canary, and the fix is the model, not the host', async () => {
    // Answers the real assertion only, to the first request and to the repair: the canaries are missing.
    double = await startOllamaDouble({
      canaries: 'off',
      fallback: { content: JSON.stringify({ criteria: [{ id: 'bounded', met: true, evidence: 'return Math.max(1, times);' }] }) },
    });
    const r = await runCli(['judge', '--ollama-host', double.url, '--format', 'json'], { stdin: INPUT });
    expect(r.code, r.stdout).toBe(4);
    const result = JSON.parse(r.stdout) as { error: string };
    expect(result.error).toMatch(/no item for assertion id "[^"]+" \(a calibration canary critic-gate adds, spec §8\)/);
    expect(result.error).not.toMatch(/"bounded" \(a calibration canary/);
    const text = await runCli(['judge', '--ollama-host', double.url, '--format', 'text'], { stdin: INPUT });
    expect(text.stdout).toContain('in the judge: its model answered out of the response schema');
    expect(text.stdout).not.toContain('ollama serve');
  });

  it('twin: an answer with every item, canaries included, is judged', async () => {
    double = await startOllamaDouble({ fallback: { content: '', auto: 'honest', real: ['bounded'] } });
    const r = await runCli(['judge', '--ollama-host', double.url, '--format', 'json'], { stdin: INPUT });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { verdict: string }).verdict).toBe('PASS');
  });
});
