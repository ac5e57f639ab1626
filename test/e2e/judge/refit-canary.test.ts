/**
 * Spec §8: every request carries its canaries, and answers no canary checked are not trusted. A
 * refit (the server counted the prompt over budget) plans the request anew with less material
 * shown, which can drop every line a canary could be built from: that must end in the calibration
 * error, never in "calibration passed" with nothing checked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { critique, parseCriticInput } from '../../../src/critique/critique.js';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

// Over 200 characters: too long for a canary to quote whole, long enough for a real quote; all
// alike, so no stretch of one is found once in the material either.
const wide = (i: number): string => `row_${String(i).replace(/\d/g, 'n')} = ${'wide '.repeat(45)}# ${'n'.repeat(String(i).length)}`;
// At 4096 tokens, with the answer's room derived from the schema's bounds for three ids (issue 43),
// the first fit shows about 30 rows and the refit fewer: the only short rows, 27 to 30, are shown
// the first time and cut the second.
const output = Array.from({ length: 400 }, (_, i) => (i >= 26 && i < 30 ? `short_${i + 1} = ${i + 1}` : wide(i + 1))).join('\n');

async function judged(calibration: 'on' | 'off', votes = 1) {
  double = await startOllamaDouble({
    fallback: { content: '', auto: 'honest', real: ['first'] },
    promptCount: 'tokens',
    tokenScale: 1.3,
  });
  const parsed = parseCriticInput({
    output,
    task_description: 'Rows.',
    schema: { type: 'text' },
    assertions: [{ id: 'first', text: 'The first row is there' }],
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  const judge = createOllamaJudge({
    host: double.url,
    model: 'qwen2.5-coder:7b',
    numCtx: 4096,
    timeoutSeconds: 20,
    calibration,
    maxRequests: 1,
    votes,
  });
  return { result: await critique(parsed.input, { judge }), requests: double.chatRequests() };
}

describe('calibration after a refit', () => {
  it('a refit that leaves no line to build a canary from is refused before it is sent: a calibration error, not a verdict', async () => {
    const { result, requests } = await judged('on');
    // Only the first, too-big request reached the model; the refitted one, which no canary could
    // check, was never sent.
    expect(requests.length).toBe(1);
    // The premise: the first request showed the short rows (the refit would not have).
    expect(requests[0]!.messages!.map((m) => m.content).join('\n')).toContain('short_27 = 27');
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toMatch(/^calibration failed: no canary could be built from the material/);
    expect(result.stats.llm_calls).toBe(1);
  });
});

describe('votes after a refit', () => {
  it('the next vote is asked on the refitted request, not on the one the server found too big', async () => {
    const { result, requests } = await judged('off', 2);
    const sent = requests.map((r) => JSON.stringify(r.messages));
    expect(result._critic_status).not.toBe('error');
    // Vote 1: too big, then refitted; vote 2: the refitted request alone, with the next seed.
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe(sent[1]);
    expect(sent[1]).not.toBe(sent[0]);
  });
});
