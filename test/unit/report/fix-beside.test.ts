import { describe, expect, it } from 'vitest';
import { fixBeside } from '../../../src/report/facts.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { problemsOf } from '../../../src/report/problems.js';
import type { CriticResult } from '../../../src/contract/result.js';

describe('fixBeside (issue 38 part 6: a fix does not repeat the error shown above it)', () => {
  it('drops the error the evidence already says', () => {
    expect(fixBeside('Fix the python syntax at a.py:1: invalid syntax', 'a.py:1:7: invalid syntax (python; python 3.11)')).toBe(
      'Fix the python syntax at a.py:1',
    );
    // A message with colons of its own is dropped whole.
    expect(fixBeside('Fix the typescript syntax at a.ts:3: Expected `)`: found `EOF`', 'Expected `)`: found `EOF` (oxc)')).toBe(
      'Fix the typescript syntax at a.ts:3',
    );
  });

  it('keeps a fix that says something the evidence does not (the twins)', () => {
    expect(fixBeside('Install Python 3.12: actions/setup-python', 'a.py: needs Python 3.12')).toBe(
      'Install Python 3.12: actions/setup-python',
    );
    expect(fixBeside('Remove the TODO', 'a.ts:3: TODO: later')).toBe('Remove the TODO');
  });
});

const result: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    {
      id: 'syntax',
      kind: 'syntax',
      passed: false,
      evidence: 'src/a.py:1:7: invalid syntax (python; python 3.11)',
      fix: 'Fix the python syntax at src/a.py:1: invalid syntax',
      location: { path: 'src/a.py', line: 1, column: 7, quote: 'def f(:' },
      findings: [{ path: 'src/a.py', line: 1, column: 7, quote: 'def f(:', message: 'invalid syntax (python; python 3.11)' }],
    },
  ],
  criteria: [],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'Fix the python syntax at src/a.py:1: invalid syntax',
  stats: { model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 0 },
};

describe('renderings say the error once', () => {
  it('the terminal, and an annotation or inline comment, show the fix without the repeat; the worker feedback keeps it', () => {
    const text = renderTerminal(result, { color: false });
    expect(text).toContain('fix: Fix the python syntax at src/a.py:1\n');
    expect(text.match(/invalid syntax/g)).toHaveLength(1);
    const [finding] = problemsOf(result);
    expect(finding!.message).toBe('src/a.py:1:7: invalid syntax (python; python 3.11)\nFix: Fix the python syntax at src/a.py:1');
    expect(result.feedback_for_worker).toContain('invalid syntax');
  });
});
