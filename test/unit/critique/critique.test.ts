import { describe, expect, it } from 'vitest';
import { critique, parseCriticInput } from '../../../src/critique/critique.js';
import type { CriticInput } from '../../../src/critique/input-schema.js';
import { JudgeError } from '../../../src/judge/types.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

function input(over: Record<string, unknown>): CriticInput {
  const parsed = parseCriticInput({ output: '', task_description: 'task', schema: { type: 'text' }, ...over });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.input;
}

const code = ['def fetch(url):', '    try:', '        return get(url)', '    except HTTPError as e:', '        return None'].join('\n');

describe('critic input validation', () => {
  it('names the field path and what was expected', () => {
    const r = parseCriticInput({
      output: 'x',
      task_description: 't',
      schema: { type: 'text' },
      assertions: [
        { id: 'a', text: 'b' },
        { id: 'c', text: 'd' },
        { id: 'e', text: 'f', critical: 'yes' },
      ],
    });
    expect(r).toEqual({ ok: false, problems: ['assertions[2].critical: expected boolean, received string'] });
  });
  it('reports missing required fields and unknown types', () => {
    const r = parseCriticInput({ output: 'x', schema: { type: 'yaml' } });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toContain('task_description: expected string, received undefined');
      expect(r.problems.some((p) => p.startsWith('schema.type: '))).toBe(true);
    }
  });
  it('rejects unknown assertion fields and duplicate ids', () => {
    const r = parseCriticInput({
      output: 'x',
      task_description: 't',
      schema: { type: 'text' },
      assertions: [
        { id: 'a', text: 'b', wieght: 2 },
        { id: 'a', text: 'c' },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toEqual(['assertions[0].wieght: unknown field', 'assertions[1].id: duplicate assertion id "a"']);
  });
  it('applies the defaults of the spec', () => {
    const i = input({ output: 'x', assertions: [{ id: 'a', text: 'b' }] });
    expect(i.threshold).toBe(1);
    expect(i.assertions[0]).toMatchObject({ critical: false, weight: 1 });
  });
});

describe('the gate on one output', () => {
  it('valid JSON with no assertions passes with score 1', async () => {
    const r = await critique(input({ output: '{"a": 1}', schema: { type: 'json' } }));
    expect(r).toMatchObject({ verdict: 'PASS', score: 1, gate_passed: true, schema_valid: true });
    // A passed check cites the line it read (spec §13).
    const cited = { path: 'output', line: 1, quote: '{"a": 1}' };
    expect(r.gate).toEqual([
      { id: 'schema', kind: 'json-valid', passed: true, evidence: 'output: valid JSON', location: cited },
      {
        id: 'prompt-injection',
        kind: 'prompt-injection',
        passed: true,
        evidence: 'no hidden characters or text addressed to a reviewer or model in 1 file(s)',
        location: cited,
      },
    ]);
  });
  it('invalid JSON fails the gate with the line of the error, and the LLM is never asked', async () => {
    const judge = scriptedJudge(() => []);
    const r = await critique(input({ output: '{\n  "a": 1,\n}', schema: { type: 'json' }, assertions: [{ id: 'x', text: 'y' }] }), {
      judge,
    });
    expect(r).toMatchObject({ verdict: 'FAIL', score: 0, gate_passed: false, schema_valid: false });
    expect(r.gate[0]!.evidence).toMatch(/^output:2:9: invalid JSON: trailing comma/);
    expect(judge.calls).toHaveLength(0);
    expect(r.criteria[0]).toMatchObject({ id: 'x', met: null, status: 'not-judged' });
  });
  it('JSON that violates json_schema fails with the JSON pointer', async () => {
    const r = await critique(
      input({
        output: '{"name": 3}',
        schema: { type: 'json', json_schema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name', 'id'] } },
      }),
    );
    expect(r.schema_valid).toBe(false);
    const entry = r.gate.find((g) => g.id === 'json-schema')!;
    expect(entry.evidence).toContain('/name: must be string');
    expect(entry.evidence).toContain("must have required property 'id'");
  });
  it('empty text fails; required sections are found behind heading and comment markers', async () => {
    expect((await critique(input({ output: '  \n' }))).verdict).toBe('FAIL');
    const ok = await critique(
      input({ output: '# Error-Handling:\nx\n// tests\n', schema: { type: 'markdown', required_sections: ['Error-Handling', 'Tests'] } }),
    );
    expect(ok.verdict).toBe('PASS');
    const missing = await critique(
      input({ output: '# Error-Handling\n', schema: { type: 'markdown', required_sections: ['Error-Handling', 'Tests'] } }),
    );
    expect(missing.verdict).toBe('FAIL');
    expect(missing.gate_passed).toBe(false);
    expect(missing.schema_valid).toBe(true);
    expect(missing.feedback_for_worker).toBe('Add section(s) Tests in output');
  });
});

describe('deterministic assertions', () => {
  it('decides `check` assertions by code with the matched line as evidence, even when the gate fails', async () => {
    const r = await critique(
      input({
        output: 'a\n// TODO: later\n',
        schema: { type: 'json' },
        assertions: [{ id: 'no-todo', text: 'No TODO left', check: { kind: 'not-contains', pattern: 'TODO|FIXME' } }],
      }),
    );
    expect(r.verdict).toBe('FAIL');
    expect(r.criteria[0]).toMatchObject({ id: 'no-todo', source: 'check', met: false, evidence: 'output:2:4: // TODO: later' });
    expect(r.criteria[0]!.fix).toContain('output:2');
  });
  it('a met check carries its location', async () => {
    const r = await critique(
      input({
        output: 'hello\nGame Over\n',
        assertions: [{ id: 'go', text: 'says game over', check: { kind: 'contains', pattern: 'game ?over', flags: 'i' } }],
      }),
    );
    expect(r.criteria[0]).toMatchObject({ met: true, location: { path: 'output', line: 2, quote: 'Game Over' } });
    expect(r.verdict).toBe('PASS');
  });
  it('rejects a check kind that does not apply to text', async () => {
    const r = parseCriticInput({
      output: 'x',
      task_description: 't',
      schema: { type: 'text' },
      assertions: [{ id: 'a', text: 'b', check: { kind: 'nope' } }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatch(/^assertions\[0\]\.check\.kind: unknown kind; expected one of contains, not-contains/);
  });
});

describe('the LLM judge in the verdict', () => {
  const assertions = [
    { id: 'err', text: 'HTTP errors are handled', critical: true },
    { id: 'tests', text: 'There is a test' },
  ];
  it('met with a real quote counts; met with a quote that is not there is turned into unmet', async () => {
    const judge = scriptedJudge(() => [
      { id: 'err', met: true, evidence: 'catches HTTPError', location: { path: 'output', line: 4, quote: 'except HTTPError as e:' } },
      { id: 'tests', met: true, evidence: 'has a test', location: { path: 'output', line: 2, quote: 'def test_fetch():' } },
    ]);
    const r = await critique(input({ output: code, assertions, threshold: 0.5 }), { judge });
    expect(r.criteria[0]).toMatchObject({ id: 'err', met: true, location: { line: 4 } });
    expect(r.criteria[1]).toMatchObject({ id: 'tests', met: false });
    expect(r.criteria[1]!.fix).toMatch(/could not be verified.*def test_fetch/);
    expect(r).toMatchObject({ verdict: 'PASS', score: 0.5 });
  });
  it('a quote within three lines of the cited line is accepted, four lines away is not', async () => {
    const at = (line: number) =>
      scriptedJudge(() => [{ id: 'err', met: true, evidence: 'e', location: { path: 'output', line, quote: 'def fetch(url):' } }]);
    expect((await critique(input({ output: code, assertions: [assertions[0]] }), { judge: at(4) })).verdict).toBe('PASS');
    expect((await critique(input({ output: code, assertions: [assertions[0]] }), { judge: at(5) })).verdict).toBe('FAIL');
  });
  it('white space in quotes is normalised', async () => {
    const judge = scriptedJudge(() => [
      { id: 'err', met: true, evidence: 'e', location: { path: 'output', line: 4, quote: 'except   HTTPError\tas e:' } },
    ]);
    expect((await critique(input({ output: code, assertions: [assertions[0]] }), { judge })).verdict).toBe('PASS');
  });
  it('an unmet critical criterion fails', async () => {
    const judge = scriptedJudge(() => [
      { id: 'err', met: false, fix: 'Handle HTTP 404' },
      { id: 'tests', met: true, evidence: 'x', location: { path: 'output', line: 1, quote: 'def fetch(url):' } },
    ]);
    const r = await critique(input({ output: code, assertions, threshold: 0 }), { judge });
    expect(r).toMatchObject({ verdict: 'FAIL', feedback_for_worker: 'Handle HTTP 404' });
  });
  it('a judge error is FAIL with _critic_status error, criteria not judged', async () => {
    const judge = scriptedJudge(() => new JudgeError('cannot reach Ollama at http://127.0.0.1:9: connection refused'));
    const r = await critique(input({ output: code, assertions }), { judge });
    expect(r).toMatchObject({
      verdict: 'FAIL',
      _critic_status: 'error',
      error: 'cannot reach Ollama at http://127.0.0.1:9: connection refused',
    });
    expect(r.criteria.every((c) => c.met === null && c.status === 'judge-error')).toBe(true);
  });
  it('a judge that crashes (not a JudgeError) still fails closed with a verdict, never a thrown error', async () => {
    const judge = {
      model: 'broken',
      judge: async () => {
        throw new TypeError('cannot read properties of undefined');
      },
    };
    const r = await critique(input({ output: code, assertions }), { judge });
    expect(r).toMatchObject({ verdict: 'FAIL', _critic_status: 'error', error: 'the judge failed: cannot read properties of undefined' });
  });
  it('with the LLM off: SKIPPED, deterministic assertions still decided', async () => {
    const r = await critique(
      input({ output: code, assertions: [...assertions, { id: 'nt', text: 'no TODO', check: { kind: 'no-placeholders' } }] }),
    );
    expect(r).toMatchObject({ verdict: 'SKIPPED', gate_passed: false, score: 0, _critic_status: 'skipped' });
    expect(r.criteria.map((c) => [c.id, c.met, c.status])).toEqual([
      ['err', null, 'not-judged'],
      ['tests', null, 'not-judged'],
      ['nt', true, 'judged'],
    ]);
  });
  it('the attempt adds a route; the limit never approves', async () => {
    const judge = scriptedJudge(() => [{ id: 'tests', met: false, fix: 'add a test' }]);
    const i = input({ output: code, assertions: [assertions[1]] });
    expect((await critique(i, { judge, attempt: { number: 1, max: 2 } })).route).toBe('rework');
    expect((await critique(i, { judge, attempt: { number: 2, max: 2 } })).route).toBe('escalate');
  });
});
