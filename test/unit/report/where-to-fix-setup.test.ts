/**
 * A check the runner cannot judge (its Go or Python is older than the project declares) is fixed
 * on the runner by installing that toolchain, not by starting a judge: the error says "not judged",
 * which must not read as the LLM judge's failure.
 */
import { describe, expect, it } from 'vitest';
import { whereToFix } from '../../../src/report/facts.js';

describe('whereToFix for a runner too old for the project', () => {
  it('go.mod newer than the runner’s Go: install that Go, not a judge', () => {
    const fix = whereToFix(
      "the checks cannot judge as configured: gate syntax#2: go.mod: not judged: this go.mod declares go 1.22.3, and the runner has go1.19.8, which refuses line 3: invalid go version '1.22.3'",
    );
    expect(fix).toContain('on the runner');
    expect(fix).not.toMatch(/model|ollama/);
  });
  it('Python older than requires-python: the same', () => {
    const fix = whereToFix(
      'gate syntax: a.py: not judged: this project requires Python ≥ 3.12 (>=3.12); the runner has 3.11, which refuses line 1',
    );
    expect(fix).not.toMatch(/model|ollama/);
  });
  it('the judge unreachable still points at the judge', () => {
    expect(whereToFix('the judge at http://127.0.0.1:11434 is unreachable')).toMatch(/model pulled/);
  });
});

describe('whereToFix for someone running the CLI on their own machine (issue 38 part 6)', () => {
  it('names --host and --llm off, not the Action’s input or a runner', () => {
    const fix = whereToFix('cannot reach Ollama at http://127.0.0.1:11434: connection refused', true);
    expect(fix).toContain('--host');
    expect(fix).toContain('--llm off');
    expect(fix).not.toMatch(/ollama-host input|runner/);
  });
  it('a config error names the file and line without claiming it was the base branch’s', () => {
    const fix = whereToFix('/home/me/strict.yml:4:3: gate[1].kind: unknown', true);
    expect(fix).toContain('strict.yml at line 4');
    expect(fix).not.toContain('on the base branch (a change');
  });
});
