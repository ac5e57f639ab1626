import { describe, expect, it } from 'vitest';
import { relevanceOrder } from '../../../src/pr/material.js';
import type { ChangedFile } from '../../../src/subject/types.js';

const file = (path: string, additions: number): ChangedFile => ({
  path,
  status: 'modified',
  additions,
  deletions: 0,
  binary: false,
  addedLines: [],
  commentableLines: [],
});

describe('the order the judge reads a change in', () => {
  const files = [
    file('package-lock.json', 5000),
    file('src/big/a.ts', 400),
    file('src/big/b.ts', 300),
    file('src/http/client.ts', 3),
    file('docs/notes.md', 50),
    file('dist/index.js', 9000),
  ];
  it('takes the assertions’ files in turns, then the rest by size, lockfiles and generated files last', () => {
    const order = relevanceOrder(files, [['src/big/**'], ['src/http/**']]).map((f) => f.path);
    expect(order).toEqual(['src/big/a.ts', 'src/http/client.ts', 'src/big/b.ts', 'docs/notes.md', 'dist/index.js', 'package-lock.json']);
  });
  it('without globs: by size of change, low-relevance files last', () => {
    expect(relevanceOrder(files, [[]]).map((f) => f.path)).toEqual([
      'src/big/a.ts',
      'src/big/b.ts',
      'docs/notes.md',
      'src/http/client.ts',
      'dist/index.js',
      'package-lock.json',
    ]);
  });
  it('never lists a file twice when several assertions name it', () => {
    const order = relevanceOrder(files, [['src/**'], ['src/big/**']]).map((f) => f.path);
    expect(new Set(order).size).toBe(files.length);
  });
});
