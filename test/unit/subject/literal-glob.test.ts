import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { globProblem, GLOB_OPTIONS, literalGlob } from '../../../src/subject/glob-bound.js';

/** Paths people have, each with every character picomatch reads as syntax, and paths those would match as globs. */
const ODD = [
  'pages/[id].tsx',
  'pages/[...slug].tsx',
  'app/[[...slug]]/page.tsx',
  'app/(auth)/page.tsx',
  '!notes.md',
  'docs/{a,b}.md',
  'a+(b)/@(c)/x?.ts',
  'art/*a*b*c*d*.txt',
  'weird|name^$.md',
  'back\\slash.md',
  '.github/workflows/ci.yml',
];
const OTHERS = [
  'pages/i.tsx',
  'pages/d.tsx',
  'app/auth/page.tsx',
  'notes.md',
  'other.md',
  'docs/a.md',
  'abb/c/xy.ts',
  'art/abcd.txt',
  'weird',
];

describe('literalGlob', () => {
  it('matches its path and nothing else, and is never refused as too many wildcards', () => {
    for (const path of ODD) {
      const glob = literalGlob(path);
      const isMatch = picomatch(glob, GLOB_OPTIONS);
      expect(isMatch(path), glob).toBe(true);
      for (const other of [...ODD, ...OTHERS].filter((p) => p !== path)) expect(isMatch(other), `${glob} ~ ${other}`).toBe(false);
      expect(globProblem(glob)).toBeUndefined();
    }
  });

  it('leaves plain paths as they are', () => {
    expect(literalGlob('src/retry/backoff.py')).toBe('src/retry/backoff.py');
  });
});
