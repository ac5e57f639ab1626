import { describe, expect, it } from 'vitest';
import { groupCases, mergedChange, scopeInGroup } from '../../../src/eval/case-groups.js';
import { builtinSuite } from '../../../src/eval/builtin/index.js';
import type { EvalCase } from '../../../src/eval/suite.js';

const suite = builtinSuite();

describe('grouping cases for batched prompts', () => {
  it('puts every case in exactly one group of at most N, in suite order within a group', () => {
    const groups = groupCases(suite.cases, 4);
    expect(
      groups
        .flat()
        .map((c) => c.id)
        .sort(),
    ).toEqual(suite.cases.map((c) => c.id).sort());
    expect(Math.max(...groups.map((g) => g.length))).toBe(4);
    expect(groups.length).toBeLessThanOrEqual(Math.ceil(suite.cases.length / 4) + 4);
    const index = new Map(suite.cases.map((c, i) => [c, i]));
    for (const g of groups) expect(g.map((c) => index.get(c)!)).toEqual(g.map((c) => index.get(c)!).sort((a, b) => a - b));
  });

  it('never makes one change of two cases that write a path differently, or ask the same thing', () => {
    for (const g of groupCases(suite.cases, 5)) {
      expect(new Set(g.map((c) => c.assertion.text)).size, g.map((c) => c.id).join(' + ')).toBe(g.length);
      const merged = mergedChange(g);
      for (const c of g) {
        for (const [path, text] of Object.entries(c.head)) expect(merged.head[path], `${c.id} ${path}`).toBe(text);
        for (const [path, text] of Object.entries(c.base)) expect(merged.base[path], `${c.id} ${path}`).toBe(text);
      }
    }
  });

  it('scopes an unscoped assertion to its own case’s files, so another case cannot meet it', () => {
    const large = suite.cases.find((c) => c.kind === 'large-change' && c.assertion.files === undefined)!;
    expect(scopeInGroup(large)).toEqual(Object.keys(large.head).sort());
    const scoped = suite.cases.find((c) => c.kind === 'out-of-scope')!;
    expect(scopeInGroup(scoped)).toEqual(scoped.assertion.files);
  });

  it('narrows a scoped assertion to the files of its own change its globs select, never another case’s', () => {
    const broad = scopedCase('broad', { 'src/a.ts': 'export const a = 1;\n', 'README.md': 'a\n' }, ['**/*.ts']);
    const other = scopedCase('other', { 'src/b.ts': 'export const b = 1;\n' }, ['**/*.ts']);
    expect(groupCases([broad, other], 2)).toEqual([[broad, other]]);
    expect(scopeInGroup(broad)).toEqual(['src/a.ts']);
    expect(scopeInGroup(other)).toEqual(['src/b.ts']);
  });

  it('judges alone a scoped case whose globs select none of its own files, as a one-case run would', () => {
    const a = scopedCase('a', { 'src/a.ts': 'export const a = 1;\n' }, ['**/*.ts']);
    const none = { ...scopedCase('none', { 'src/c.ts': 'export const c = 1;\n' }, ['**/*.md']), base: { 'README.md': 'c\n' } };
    const b = scopedCase('b', { 'src/b.ts': 'export const b = 1;\n' }, ['**/*.ts']);
    expect(groupCases([a, none, b], 3)).toEqual([[a, b], [none]]);
  });

  it('keeps one case per group at N = 1, and separates a file added by one case and kept by another', () => {
    expect(groupCases(suite.cases.slice(0, 3), 1)).toEqual(suite.cases.slice(0, 3).map((c) => [c]));
    const added: EvalCase = {
      id: 'a',
      language: 'go',
      kind: 'plain',
      task: '',
      base: {},
      head: { 'x.go': 'package x\n' },
      assertion: { text: 'adds x' },
      met: true,
    };
    const kept: EvalCase = {
      ...added,
      id: 'b',
      base: { 'x.go': 'package x\n' },
      head: { 'y.go': 'package y\n' },
      assertion: { text: 'adds y' },
    };
    expect(groupCases([added, kept], 2)).toHaveLength(2);
  });
});

function scopedCase(id: string, head: Record<string, string>, files: string[]): EvalCase {
  return { id, language: 'typescript', kind: 'plain', task: '', base: {}, head, assertion: { text: `case ${id} holds`, files }, met: true };
}
