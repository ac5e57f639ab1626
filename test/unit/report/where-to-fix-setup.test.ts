/**
 * Where to fix an error is read from its typed cause, carried from where the error was caught to
 * the result (`_critic_error`), never guessed from its words. A check the runner cannot judge (its
 * Go or Python is older than the project declares) is fixed on the runner by installing that
 * toolchain, not by starting a judge: the error says "not judged", which must not read as the LLM
 * judge's failure.
 */
import { describe, expect, it } from 'vitest';
import { whereToFix } from '../../../src/report/facts.js';
import { ConfigError } from '../../../src/config/errors.js';
import { describeError } from '../../../src/errors/taxonomy.js';
import { JudgeError } from '../../../src/judge/types.js';
import { GitHubError } from '../../../src/github/errors.js';
import { critique } from '../../../src/critique/critique.js';
import { renderReport } from '../../../src/report/formats.js';
import type { Judge } from '../../../src/judge/types.js';

describe('whereToFix for a runner too old for the project', () => {
  it('go.mod newer than the runner’s Go: install that Go, not a judge', () => {
    const fix = whereToFix({ category: 'toolchain' });
    expect(fix).toContain('on the runner');
    expect(fix).not.toMatch(/model|ollama/);
  });
  it('the judge unreachable still points at the judge', () => {
    expect(whereToFix({ category: 'judge' })).toMatch(/model pulled/);
  });
  it('a model that answered out of the response schema is the model’s, not its host’s', () => {
    expect(whereToFix({ category: 'model' })).toMatch(/choose a model that follows a JSON schema/);
    expect(whereToFix({ category: 'model' })).not.toMatch(/reachable/);
  });
});

describe('whereToFix for someone running the CLI on their own machine (issue 38 part 6)', () => {
  it('names --host and --llm off, not the Action’s input or a runner', () => {
    const fix = whereToFix({ category: 'judge' }, true);
    expect(fix).toContain('--host');
    expect(fix).toContain('--llm off');
    expect(fix).not.toMatch(/ollama-host input|runner/);
  });
  it('a bad critic input is fixed in that input, not in a flag or a workflow', () => {
    const fix = whereToFix({ category: 'input' }, true);
    expect(fix).toContain('in the critic input');
    expect(fix).not.toMatch(/workflow|command line/);
    expect(whereToFix({ category: 'usage' }, true)).not.toMatch(/workflow/);
    expect(whereToFix({ category: 'usage' })).toMatch(/workflow’s “with:” inputs/);
  });
  it('a config error names the file and line without claiming it was the base branch’s', () => {
    const fix = whereToFix({ category: 'config', file: '/home/me/strict.yml', line: 4 }, true);
    expect(fix).toContain('strict.yml at line 4');
    expect(fix).not.toContain('on the base branch (a change');
  });
});

describe('the cause comes from the error as thrown, not from its message', () => {
  it('a config error carries its first problem’s file and line', () => {
    const e = new ConfigError([{ file: '.github/critic-gate.yml', line: 7, column: 3, field: 'gate[1].kind', message: 'unknown' }]);
    expect(describeError(e).cause).toEqual({ category: 'config', file: '.github/critic-gate.yml', line: 7 });
    expect(whereToFix(describeError(e).cause)).toBe(
      'in .github/critic-gate.yml at line 7, on the base branch (a change cannot fix its own gate).',
    );
  });
  it('a message that only mentions a judge, a token or a YAML file does not move the fix there', () => {
    // The words once decided it: "judge" sent a GitHub error to the judge, a .yml name to the config.
    const github = new GitHubError('read .github/critic-gate.yml at the base', 'forbidden', 403, 'the judge token lacks permission');
    expect(describeError(github).cause).toEqual({ category: 'github' });
    expect(whereToFix(describeError(github).cause)).toMatch(/github-token input/);
    const judge = new JudgeError('the judge timed out after 60 s');
    expect(whereToFix(describeError(judge).cause)).toMatch(/reachable from the job/);
  });
  it('a bug of ours points nowhere it cannot know', () => {
    expect(describeError(new Error('boom')).cause).toEqual({ category: 'internal' });
    expect(whereToFix(undefined)).toBe('where the cause above points, then re-run.');
  });
});

describe('the cause travels from where the run failed to the result, and is never published', () => {
  const input = {
    task_description: 'say hello',
    output: 'hello',
    schema: { type: 'text' as const },
    assertions: [{ id: 'greets', text: 'It greets' }],
  };
  const failing = (error: JudgeError): Judge => ({ model: 'm', judge: () => Promise.reject(error) });

  it('a judge whose model answered out of shape: model; one that could not be reached: judge', async () => {
    const outOfShape = new JudgeError(
      "the judge's answer did not match the response schema after one repair: x",
      undefined,
      undefined,
      'model',
    );
    expect((await critique(input, { judge: failing(outOfShape) }))._critic_error).toEqual({ category: 'model' });
    expect((await critique(input, { judge: failing(new JudgeError('cannot reach Ollama')) }))._critic_error).toEqual({ category: 'judge' });
  });

  it('a critic input that does not parse: input; a verdict on the work carries no cause', async () => {
    expect((await critique({ ...input, output: 7 } as unknown as typeof input))._critic_error).toEqual({ category: 'input' });
    const judged = await critique({ ...input, assertions: [] });
    expect(judged.verdict).toBe('PASS');
    expect(judged._critic_error).toBeUndefined();
  });

  it('the JSON report leaves it out: the spec has no field for it', async () => {
    const result = await critique(input, { judge: failing(new JudgeError('cannot reach Ollama')) });
    const json = JSON.parse(await renderReport(result, 'json', { color: false, pretty: false, local: true })) as Record<string, unknown>;
    expect(json['_critic_status']).toBe('error');
    expect(json).not.toHaveProperty('_critic_error');
  });
});

describe('a check that cannot judge as configured', () => {
  it('is fixed in the config, not at the judge, though its message says "cannot judge"', async () => {
    const result = await critique({
      task_description: 'task',
      output: '{"a": 1}',
      schema: { type: 'json' },
      assertions: [{ id: 'shape', text: 'has a shape', check: { kind: 'json-schema', schema: { type: 'foo' } } }],
    });
    expect(result.error).toMatch(/^the checks cannot judge as configured: /);
    expect(result._critic_error).toEqual({ category: 'config' });
    expect(whereToFix(result._critic_error)).toMatch(/^in the assertions file or a file its checks read, on the base branch/);
  });
});
