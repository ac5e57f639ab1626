/** Node keeps its modules' compiled code in the cache directory too (every supported Node has a compile cache). */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeCache, useCodeCache } from '../../../src/subject/vendored.js';

const before = codeCache();
const none = { enableCompileCache: () => undefined };
afterEach(() => useCodeCache(before, none));

describe('useCodeCache', () => {
  it('asks Node to keep compiled modules under code/modules of the cache directory', () => {
    const asked: string[] = [];
    useCodeCache(join('cache', 'dir'), { enableCompileCache: (dir) => asked.push(dir) });
    expect(asked).toEqual([join('cache', 'dir', 'code', 'modules')]);
    expect(codeCache()).toBe(join('cache', 'dir'));
  });

  it('asks nothing without a cache directory', () => {
    const asked: string[] = [];
    useCodeCache(undefined, { enableCompileCache: (dir) => asked.push(dir) });
    expect(asked).toEqual([]);
    expect(codeCache()).toBeUndefined();
  });
});
