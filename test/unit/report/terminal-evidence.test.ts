/**
 * Evidence of more than one line in the terminal report: a failed command's output is the
 * evidence, so it must be shown, under its entry, indented, bounded, and inert.
 */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { commandFailResult } from '../../support/sample-results.js';

const withEvidence = (evidence: string, fix = 'Make `npm test` exit 0'): CriticResult => ({
  ...commandFailResult,
  gate: [{ ...commandFailResult.gate[0]!, evidence, fix }],
});
const gateLines = (r: CriticResult): string[] => {
  // The Gate section's lines: up to the next section's title (the blank line before it left out).
  const lines = renderTerminal(r, { color: false }).split('\n');
  const start = lines.indexOf('Gate') + 1;
  const end = lines.findIndex((l, i) => i > start && /^\S/.test(l));
  return lines.slice(start, end - 1);
};

describe('multi-line evidence in the terminal report', () => {
  it("shows a failed command's output under its entry, indented, and its fix after it", () => {
    expect(gateLines(commandFailResult)).toEqual([
      '  ✗ tests (command)  `npm test`: exit code 1; last output:',
      '         FAIL  src/sum.test.ts > sum > adds',
      '        AssertionError: expected 2 to be 3',
      '',
      '         Tests  1 failed | 4 passed',
      '      fix: Make `npm test` exit 0',
    ]);
  });

  it('keeps the head and the tail of a long output, 30 lines in all, and says how many are left out', () => {
    const output = Array.from({ length: 100 }, (_, i) => `line ${i + 1}`).join('\n');
    const lines = gateLines(withEvidence(`\`npm test\`: exit code 1; last output:\n${output}`));
    const shown = lines.slice(1, -1);
    expect(shown).toHaveLength(30);
    expect(shown.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `        line ${i + 1}`));
    expect(shown[10]).toBe('        … 71 line(s) not shown …');
    expect(shown.at(-1)).toBe('        line 100');
    expect(shown[11]).toBe('        line 82');
  });

  it('cuts a very long line, never inside a surrogate pair', () => {
    const long = `${'x'.repeat(298)}😀${'y'.repeat(100)}`;
    const lines = gateLines(withEvidence(`first\n${long}`));
    expect(lines[1]).toBe(`        ${'x'.repeat(298)}…`);
    const short = gateLines(withEvidence(`first\n${'x'.repeat(297)}😀tail`));
    expect(short[1]).toBe(`        ${'x'.repeat(297)}😀…`);
  });

  it('makes escape sequences on any line harmless', () => {
    const lines = gateLines(withEvidence('exit code 1; last output:\nok\n\u001b]0;pwned\u0007 \u001b[2J cleared', 'run it\n\u001b[31mred'));
    expect(lines.join('\n')).not.toMatch(/[\u001b\u0007]/);
    expect(lines).toContain('        ?]0;pwned? ?[2J cleared');
    expect(lines.at(-1)).toBe('        ?[31mred');
  });

  it("indents a criterion's multi-line fix the same way", () => {
    const r: CriticResult = {
      ...commandFailResult,
      gate: [],
      criteria: [
        {
          id: 'tests',
          assertion: 'Tests pass',
          critical: false,
          weight: 1,
          source: 'llm',
          met: false,
          status: 'judged',
          fix: 'Add a test for 0\nand one for -1',
        },
      ],
    };
    expect(renderTerminal(r, { color: false })).toContain('      fix: Add a test for 0\n        and one for -1\n');
  });
});

describe("an unmet criterion's observation without its place", () => {
  const unmet = (evidence: string, column?: number): CriticResult => ({
    ...commandFailResult,
    gate: [],
    criteria: [
      {
        id: 'no-todo',
        assertion: 'No TODO left',
        critical: false,
        weight: 1,
        source: 'check',
        met: false,
        status: 'judged',
        evidence,
        fix: 'Remove text matching /TODO|FIXME/ from output:6',
        location: { path: 'output', line: 6, ...(column !== undefined ? { column } : {}), quote: '# TODO: retries' },
      },
    ],
  });
  it('drops path:line:col, column included (no stray "3:")', () => {
    const text = renderTerminal(unmet('output:6:3: # TODO: retries', 3), { color: false });
    expect(text).toContain('observed: # TODO: retries');
    expect(text).not.toContain('observed: 3:');
  });
  it('drops path:line where there is no column, and keeps text that does not start with the place', () => {
    expect(renderTerminal(unmet('output:6: # TODO: retries'), { color: false })).toContain('observed: # TODO: retries');
    expect(renderTerminal(unmet('a TODO is left in output:6', 3), { color: false })).toContain('observed: a TODO is left in output:6');
  });
});
