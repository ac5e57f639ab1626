import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { annotationsOf, MAX_ANNOTATIONS } from '../../../src/report/annotations.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { sarifProblems } from '../../support/sarif.js';
import { advisoryResult } from '../../support/sample-results.js';

const base: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    { id: 'syntax', kind: 'syntax', passed: true, evidence: '2 file(s) parse' },
    {
      id: 'todo',
      kind: 'no-placeholders',
      passed: false,
      evidence: 'src/a b.ts:21: // TODO',
      fix: 'Remove the placeholder',
      location: { path: 'src/a b.ts', line: 21, quote: '// TODO' },
    },
  ],
  criteria: [
    {
      id: 'tests',
      assertion: 'The change has a test',
      critical: true,
      weight: 1,
      source: 'llm',
      met: false,
      status: 'judged',
      fix: 'Add a test',
    },
    {
      id: 'docs',
      assertion: 'Docs updated',
      critical: false,
      weight: 1,
      source: 'llm',
      met: null,
      status: 'not-judged',
      evidence: 'not judged: the gate failed',
    },
  ],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'Remove the placeholder\nAdd a test',
  stats: { model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 3 },
  config: { path: '.github/critic-gate.yml', source: 'base', commit: 'abc' },
};

describe('SARIF', () => {
  it('the schema check can fail (so a pass means something)', () => {
    expect(sarifProblems({ version: '2.1.0', runs: [{ tool: {} }] })).not.toEqual([]);
  });

  it('is valid SARIF 2.1.0: one result per failed gate entry and unmet criterion, located', () => {
    const log = renderSarif(base);
    expect(sarifProblems(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(
      run.results.map((r) => [
        r.ruleId,
        r.level,
        r.locations?.[0]?.physicalLocation.artifactLocation.uri,
        r.locations?.[0]?.physicalLocation.region.startLine,
      ]),
    ).toEqual([
      ['gate/todo', 'error', 'src/a%20b.ts', 21],
      // No line of its own: anchored at the assertions file that asked for it.
      ['criterion/tests', 'error', '.github/critic-gate.yml', 1],
    ]);
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(['gate/todo', 'criterion/tests']);
    expect(run.results[1]!.message.text).toContain('Add a test');
    expect(run.invocations).toEqual([{ executionSuccessful: true }]);
  });

  it('an advisory criterion (spec §15) is a warning-level result naming the misread example, still valid', () => {
    const log = renderSarif(advisoryResult);
    expect(sarifProblems(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.results.map((r) => [r.ruleId, r.level, r.locations?.[0]?.physicalLocation.region.startLine])).toEqual([
      ['criterion/errors-handled', 'warning', 4],
    ]);
    expect(run.tool.driver.rules[0]!.defaultConfiguration.level).toBe('warning');
    expect(run.results[0]!.message.text).toContain('not met (advisory in this run)');
    expect(run.results[0]!.message.text).toContain('example examples/errors-met.ts (expected met): the judge said unmet');
  });

  it('a run that could not judge is an unsuccessful invocation, still valid', () => {
    const log = renderSarif({ ...base, gate: [], criteria: [], _critic_status: 'error', error: 'Ollama unreachable' });
    expect(sarifProblems(log)).toEqual([]);
    expect(log.runs[0]!.invocations[0]).toMatchObject({
      executionSuccessful: false,
      toolExecutionNotifications: [{ message: { text: 'could not judge: Ollama unreachable' } }],
    });
  });
});

describe('annotations', () => {
  it('errors for failed entries and unmet criteria, warnings for not-judged ones, located first', () => {
    expect(annotationsOf(base)).toEqual([
      {
        level: 'error',
        title: 'Gate check todo (no-placeholders) failed',
        message: 'src/a b.ts:21: // TODO\nFix: Remove the placeholder',
        file: 'src/a b.ts',
        line: 21,
      },
      { level: 'error', title: 'Critical criterion tests is not met', message: 'The change has a test\nFix: Add a test' },
      { level: 'warning', title: 'Criterion docs was not judged', message: 'Docs updated\nnot judged: the gate failed' },
    ]);
  });

  it(`at most ${MAX_ANNOTATIONS}, the rest summarised in one notice`, () => {
    const gate = Array.from({ length: 60 }, (_, i) => ({ id: `c${i}`, kind: 'contains', passed: false, evidence: `f${i}.ts: no match` }));
    const list = annotationsOf({ ...base, gate, criteria: [] });
    expect(list).toHaveLength(MAX_ANNOTATIONS + 1);
    expect(list.at(-1)).toEqual({
      level: 'notice',
      title: 'critic-gate',
      message: '10 more findings not annotated here; the job summary and the review list them all.',
    });
  });
});
