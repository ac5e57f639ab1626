import { describe, expect, it } from 'vitest';
import { cjsExports } from '../../../src/checks/cjs-exports.js';

interface Lists {
  eng: readonly string[];
}
const lists: Lists = { eng: ['the'] };

describe('cjsExports', () => {
  it('finds the exports as Node gives them (named), as a split esbuild bundle gives them (default only), and nested once more', () => {
    expect(cjsExports<Lists>({ ...lists, default: lists }, 'eng', 'stopword')).toEqual(expect.objectContaining(lists));
    expect(cjsExports<Lists>({ default: lists }, 'eng', 'stopword')).toBe(lists);
    expect(cjsExports<Lists>({ default: { __esModule: true, default: lists } }, 'eng', 'stopword')).toBe(lists);
  });

  it('names the package and the export it lacks instead of handing back undefined', () => {
    expect(() => cjsExports<Lists>({ default: {} }, 'eng', 'stopword')).toThrow('stopword did not load: its exports have no `eng`');
    expect(() => cjsExports<Lists>(undefined, 'eng', 'stopword')).toThrow(/stopword/);
  });
});
