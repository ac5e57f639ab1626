/** Node keeps its modules' compiled code in the cache directory too (every supported Node has a compile cache). */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepCompiledModules, readVendoredJson } from '../../../src/subject/vendored.js';

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

describe('readVendoredJson', () => {
  it('reads the confusables table, from the sources the package’s own data.json, the same table entry for entry', () => {
    const table = readVendoredJson('unhomoglyph-data.json') as Record<string, string>;
    const original = createRequire(import.meta.url)('unhomoglyph/data.json') as Record<string, string>;
    expect(Object.keys(table).length).toBeGreaterThan(6000);
    expect(table).toEqual(original);
    expect(table['\u0406']).toBe('l');
  });
});
