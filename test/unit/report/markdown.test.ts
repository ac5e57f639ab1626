import { describe, expect, it } from 'vitest';
import { cell, code, renderMarkdown } from '../../../src/report/markdown.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { allSamples, failResult } from '../../support/sample-results.js';

const link = (path: string, line: number) => `https://github.com/o/r/blob/abc123/${path}#L${line}`;

describe('markdown report', () => {
  for (const [name, result] of Object.entries(allSamples)) {
    it(`renders ${name}`, () => {
      expect(renderMarkdown(result, { link })).toMatchSnapshot();
    });
  }
  it('defuses untrusted text: no raw HTML, no table break, no @-mention', () => {
    const md = renderMarkdown(failResult);
    expect(md).not.toContain('<b>');
    expect(md).not.toMatch(/@team/);
    expect(cell('a | b')).toBe('a \\| b');
    expect(code('a `b` c')).toBe('``a `b` c``');
  });
});

describe('terminal report', () => {
  for (const [name, result] of Object.entries(allSamples)) {
    it(`renders ${name} without colour`, () => {
      const text = renderTerminal(result, { color: false });
      expect(text).not.toContain('\u001b[');
      expect(text).toMatchSnapshot();
    });
  }
  it('makes escape sequences from the change or the model harmless', () => {
    // The fixes are said beside their entries (no separate "What to fix"): the hostile text goes there.
    const hostile = {
      ...failResult,
      gate: failResult.gate.map((g, i) => (i === 0 ? { ...g, fix: 'fix \u001b]0;pwned\u0007 and \u001b[2J' } : g)),
    };
    const text = renderTerminal(hostile, { color: false });
    expect(text).not.toMatch(/[\u001b\u0007]/);
    expect(text).toContain('fix ?]0;pwned? and ?[2J');
  });
  it('colours the verdict on a terminal', () => {
    expect(renderTerminal(failResult, { color: true })).toContain('\u001b[31m');
  });
});
