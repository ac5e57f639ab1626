/** Node keeps its modules' compiled code in the cache directory too (every supported Node has a compile cache). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepCompiledModules } from '../../../src/subject/vendored.js';

describe('keepCompiledModules', () => {
  it('asks Node to keep compiled modules under code/modules of the cache directory', () => {
    const asked: string[] = [];
    keepCompiledModules(join('cache', 'dir'), { enableCompileCache: (dir: string) => asked.push(dir) });
    expect(asked).toEqual([join('cache', 'dir', 'code', 'modules')]);
  });

  it('asks nothing without a cache directory', () => {
    const asked: string[] = [];
    keepCompiledModules(undefined, { enableCompileCache: (dir: string) => asked.push(dir) });
    expect(asked).toEqual([]);
  });
});
