import { describe, expect, it } from 'vitest';
import { critique, parseCriticInput } from '../../../src/critique/critique.js';
import { checkCriterion, judgedCriteria, unseenCriterion } from '../../../src/core/criteria.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

const base = { task_description: 't', schema: { type: 'text' as const } };

describe('the critic input is strict: a typo never drops a check', () => {
  it('rejects unknown fields at the root and in schema, naming them', () => {
    const r = parseCriticInput({ ...base, output: 'x', treshold: 0.5, schema: { type: 'markdown', requiredSections: ['Tests'] } });
    expect(r).toEqual({ ok: false, problems: ['schema.requiredSections: unknown field', 'treshold: unknown field'] });
  });
  it('accepts a free-form metadata object for pipelines', () => {
    expect(parseCriticInput({ ...base, output: 'x', metadata: { worker: 'w1', run: 3 } }).ok).toBe(true);
  });
  it('bounds weights so the score stays a share', () => {
    const r = parseCriticInput({ ...base, output: 'x', assertions: [{ id: 'a', text: 'b', weight: 1e308 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatch(/^assertions\[0\]\.weight: /);
  });
  it('rejects a pattern that is not a regular expression when the input is read', () => {
    const r = parseCriticInput({ ...base, output: 'x', assertions: [{ id: 'a', text: 'b', check: { kind: 'contains', pattern: '(' } }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatch(/^assertions\[0\]\.check\.pattern: not a valid regular expression/);
  });
});

describe('junk never passes the gate', () => {
  it('a NUL byte does not turn the worker output into an unread binary file', async () => {
    const code = await critique({ ...base, output: 'x = 1\n\u0000\n', schema: { type: 'code', language: 'python' } });
    expect(code).toMatchObject({ verdict: 'FAIL', schema_valid: false });
    const json = await critique({ ...base, output: 'garbage\u0000', schema: { type: 'json' } });
    expect(json).toMatchObject({ verdict: 'FAIL', schema_valid: false });
    const todo = await critique({
      ...base,
      output: 'TODO \u0000',
      assertions: [{ id: 'n', text: 'no TODO', check: { kind: 'no-placeholders' } }],
    });
    expect(todo.criteria[0]).toMatchObject({ met: false });
  });
});

describe('the caller’s mistakes are errors, not verdicts on the work', () => {
  it('a json_schema that does not compile: FAIL with _critic_status error (exit 4), not "fix your output"', async () => {
    const r = await critique({ ...base, output: '{"a":1}', schema: { type: 'json', json_schema: { type: 'foo' } } });
    expect(r).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(r.error).toMatch(/^the checks cannot judge as configured: gate json-schema: the JSON Schema does not compile/);
  });
  it('the library validates what it is given and answers with an error result naming the field', async () => {
    const r = await critique({ ...base, output: 'x', assertions: [{ id: 'a', text: 'b', critical: 'yes' as unknown as boolean }] });
    expect(r).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(r.error).toContain('assertions[0].critical: expected boolean');
  });
  it('a judge answering with the wrong shape fails closed', async () => {
    const judge = { model: 'odd', judge: async () => ({ items: 'nope' }) as never };
    const r = await critique({ ...base, output: 'x', assertions: [{ id: 'a', text: 'b' }] }, { judge });
    expect(r).toMatchObject({ verdict: 'FAIL', _critic_status: 'error', error: 'the judge returned an answer of the wrong shape' });
  });
});

describe('criteria from checks have the one result shape', () => {
  it('an unmet check keeps the line it points at', async () => {
    const r = await critique({
      ...base,
      output: 'ok\n// TODO x\n',
      assertions: [{ id: 'n', text: 'no TODO', check: { kind: 'no-placeholders' } }],
    });
    expect(r.criteria[0]).toMatchObject({ met: false, status: 'judged', location: { path: 'output', line: 2 } });
  });
});

describe('a check that was not allowed to run', () => {
  it('is its own state and fails closed: met false, status not-run', () => {
    const a = { id: 'lint', text: 'lint passes', critical: false, weight: 1 };
    const c = checkCriterion(a, { status: 'not-run', evidence: 'not run: shell commands are off', fix: 'pass --allow-commands' });
    expect(c).toMatchObject({ met: false, status: 'not-run', fix: 'pass --allow-commands' });
  });
});

describe('evidence points at the quote', () => {
  it('a quote found two lines below the cited line is located where it is', async () => {
    const output = ['a', 'b', 'c', 'return None', 'e'].join('\n');
    const judge = scriptedJudge(() => [
      { id: 'r', met: true, evidence: 'returns', location: { path: 'output', line: 2, quote: 'return None' } },
    ]);
    const r = await critique({ ...base, output, assertions: [{ id: 'r', text: 'returns None' }] }, { judge });
    expect(r.criteria[0]).toMatchObject({ met: true, location: { path: 'output', line: 4, quote: 'return None' } });
  });
});

describe('a run that cannot conclude does not call the model', () => {
  it('a misconfigured deterministic check: error result, and the LLM assertion is not judged', async () => {
    const judge = scriptedJudge(() => []);
    const r = await critique(
      {
        ...base,
        output: '{"a":1}',
        assertions: [
          { id: 'shape', text: 'has b', check: { kind: 'json-schema', schema: { type: 'nope' } } },
          { id: 'llm', text: 'anything' },
        ],
      },
      { judge },
    );
    expect(r).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(judge.calls).toHaveLength(0);
    expect(r.criteria[1]).toMatchObject({ met: null, status: 'not-judged', evidence: 'not judged: the checks cannot judge as configured' });
  });
});

describe('unseen is not applicable (issue 37, spec §14)', () => {
  const assertion = (critical: boolean) => ({ id: 'a', text: 'The handler is safe', critical, weight: 1, files: 'src/**' });
  const line = 'export const handler = () => safeCall();';
  const material = new Map([['src/a.ts', { path: 'src/a.ts', lines: [{ n: 1, text: line }] }]]);
  const answer = {
    items: [{ id: 'a', met: true, evidence: 'the handler calls safeCall', location: { path: 'src/a.ts', line: 1, quote: line } }],
    seen: new Map([['src/a.ts', new Set([1])]]),
    stats: { model: 'm', llm_calls: 1, prompt_tokens: 1, completion_tokens: 1, duration_ms: 1, truncated_lines: 0 },
  };
  const pathsOf = new Map([['a', ['src/a.ts']]]);
  const unshown = new Map([['a', [{ path: 'src/logo.png', reason: 'binary' }]]]);

  it('a non-critical criterion with an unreadable file in its scope is not met, naming the file and why', () => {
    const [c] = judgedCriteria([assertion(false)], pathsOf, material, answer, unshown);
    expect(c).toMatchObject({ met: false, coverage: { complete: false, unseen: ['src/logo.png'] } });
    expect(c!.fix).toContain('src/logo.png (binary)');
  });

  it('twin: the same criterion with its whole scope seen stays met', () => {
    const [c] = judgedCriteria([assertion(false)], pathsOf, material, answer);
    expect(c).toMatchObject({ met: true, location: { path: 'src/a.ts', line: 1 } });
  });

  it('a criterion whose every file is unseen is not met without the model, critical or not', () => {
    const files = [{ path: 'src/vendored', reason: 'a submodule (commit aaaaaaaaaaaa)' }];
    for (const critical of [true, false]) {
      const c = unseenCriterion(assertion(critical), files);
      expect(c).toMatchObject({ met: false, critical, source: 'llm', coverage: { complete: false, unseen: ['src/vendored'] } });
      expect(c.evidence).toContain('src/vendored (a submodule (commit aaaaaaaaaaaa))');
    }
  });
});
