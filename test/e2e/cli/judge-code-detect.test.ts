/**
 * `schema.type: code` without `language` (spec §2 makes it optional, §11 says how it is decided):
 * the contract lets such an input through, the gate detects the language and names it in the
 * evidence, and code it cannot decide fails the gate asking for `language` — a verdict (FAIL,
 * exit 2), never "could not judge" (exit 4).
 */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { runCli } from '../../support/run-cli.js';

const judge = (output: string) =>
  runCli(['judge', '--llm', 'off'], { stdin: JSON.stringify({ output, task_description: 't', schema: { type: 'code' } }) });
const schemaEntry = (r: CriticResult) => r.gate.find((g) => g.id === 'schema');

describe('type: code without language, through the built CLI', () => {
  it.each([
    ['python', 'def f(x):\n    return x\n', /^output: detected python \(only the python parser accepts it\); parses as python/],
    ['javascript', 'const f = (x) => x + 1;\nconsole.log(f(2));\n', /^output: detected javascript \(.+\); parses as javascript/],
    ['json', '{"retries": 3, "codes": [502, 503]}\n', /^output: detected json \(only JSON\); parses as json/],
    ['python by its #! line', '#!/usr/bin/env python3\nprint(1)\n', /^output: detected python \(#! line\); parses as python/],
  ])('detects %s, names it in the evidence and passes (exit 0)', async (_name, output, evidence) => {
    const r = await judge(output);
    const result = r.json();
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(result).toMatchObject({ verdict: 'PASS', gate_passed: true, schema_valid: true });
    expect(result._critic_status).toBeUndefined();
    expect(schemaEntry(result)).toMatchObject({ kind: 'syntax', passed: true, evidence: expect.stringMatching(evidence) });
  });

  it('fails the gate on text it cannot decide, asking for language: FAIL, exit 2, not exit 4', async () => {
    const r = await judge('Sorry, I could not write that function. Here is what I would do instead.\n');
    const result = r.json();
    expect(r.code).toBe(2);
    expect(result).toMatchObject({ verdict: 'FAIL', gate_passed: false, schema_valid: false, score: 0 });
    expect(result._critic_status).toBeUndefined();
    expect(schemaEntry(result)).toMatchObject({
      passed: false,
      evidence: expect.stringMatching(/^output: no language given, and no parser tried accepts it/),
      fix: expect.stringContaining('schema.language'),
    });
  });

  it('fails code that parses in two languages alike as ambiguous, asking for language', async () => {
    const r = await judge('x = 1\nprint(x)\n');
    expect(r.code).toBe(2);
    expect(schemaEntry(r.json())).toMatchObject({
      passed: false,
      evidence: expect.stringContaining('ambiguous'),
      fix: expect.stringContaining('schema.language'),
    });
  });
});
