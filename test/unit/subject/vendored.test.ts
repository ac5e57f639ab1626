/** Where Node can keep its modules' compiled code (22.1 and later), useCodeCache keeps it in the cache directory too. */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeCache, useCodeCache } from '../../../src/subject/vendored.js';

const before = codeCache();
afterEach(() => useCodeCache(before, {}));

describe('useCodeCache', () => {
  it('asks Node to keep compiled modules under code/modules of the cache directory', () => {
    const asked: string[] = [];
    useCodeCache(join('cache', 'dir'), { enableCompileCache: (dir) => asked.push(dir) });
    expect(asked).toEqual([join('cache', 'dir', 'code', 'modules')]);
    expect(codeCache()).toBe(join('cache', 'dir'));
  });

  it('asks nothing without a cache directory, and runs on a Node that has no compile cache', () => {
    const asked: string[] = [];
    useCodeCache(undefined, { enableCompileCache: (dir) => asked.push(dir) });
    expect(asked).toEqual([]);
    expect(() => useCodeCache(join('cache', 'dir'), {})).not.toThrow();
  });
});
