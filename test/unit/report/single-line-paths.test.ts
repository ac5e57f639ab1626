/** Issue 23 item 4: a path with a line separator stays one line in the review, the log, annotations and SARIF. */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { annotationsOf } from '../../../src/report/annotations.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { renderTerminal } from '../../../src/report/terminal.js';

const PATH = 'src/a\u2028::error::forged\u2029b\u0085c.py';
// A message may have lines of its own (evidence, then the fix); a path adds none a reader would see.
const BREAKS = /[\u0085\u2028\u2029]/;

const result: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    {
      id: 'syntax',
      kind: 'syntax',
      passed: false,
      evidence: `${PATH}:1:1: invalid syntax`,
      fix: `Fix ${PATH}`,
      location: { path: PATH, line: 1, quote: 'def (:' },
      findings: [{ path: PATH, line: 1, column: 1, message: 'invalid syntax' }],
    },
  ],
  criteria: [],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: `Fix ${PATH}`,
  stats: { model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 1 },
};

describe('a path holding line separators', () => {
  it('breaks no line of an annotation or a SARIF message', () => {
    for (const a of annotationsOf(result)) for (const text of [a.title, a.message]) expect(text ?? '').not.toMatch(BREAKS);
    const sarif = renderSarif(result);
    for (const run of sarif.runs) for (const r of run.results ?? []) expect(r.message.text).not.toMatch(BREAKS);
  });

  it('breaks no line of the terminal report (the step log) nor of the markdown tables', () => {
    const terminal = renderTerminal(result, { color: false });
    expect(terminal).not.toMatch(BREAKS);
    for (const line of terminal.split('\n').filter((l) => l.includes('forged'))) expect(line).toContain('src/a?::error::forged?b?c.py');
    const rows = renderMarkdown(result)
      .split('\n')
      .filter((l) => l.startsWith('| '));
    for (const row of rows) expect(row).not.toMatch(BREAKS);
  });
});
