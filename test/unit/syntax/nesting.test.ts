import { describe, expect, it } from 'vitest';
import { deepestNesting, MAX_NESTING } from '../../../src/syntax/nesting.js';

describe('bracket nesting before the native parser (issue 37 item 8)', () => {
  it('counts brackets, blocks and template substitutions, and says where the deepest is', () => {
    expect(deepestNesting('f(a[{b: 1}])').depth).toBe(3);
    expect(deepestNesting('x = `a${`b${c}`}`').depth).toBe(2);
    expect(deepestNesting('[[[]]]; [')).toEqual({ depth: 3, offset: 2 });
  });

  it('skips strings, comments and template text', () => {
    expect(deepestNesting('const s = "(((("; // [[[[\n/* {{{{ */ const t = \'[[[\'; const u = `((( ${x} )))`;').depth).toBe(1);
    expect(deepestNesting('const s = "a\\"(((";').depth).toBe(0);
  });

  it('real code is far below the limit; an attack is far above it', () => {
    expect(deepestNesting('export function f(a: number) {\n  if (a) {\n    return [a, { b: (a + 1) }];\n  }\n}\n').depth).toBe(5);
    expect(deepestNesting(`x = ${'('.repeat(20_000)}1${')'.repeat(20_000)}`).depth).toBeGreaterThan(MAX_NESTING);
  });
});
