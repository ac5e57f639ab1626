// Whether V8 takes a cache is seen only in a fresh process (within one, V8 finds the code in
// memory first): test/e2e/cli/code-cache.test.ts runs the CLI for that.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TypeScript from 'typescript';
import { codeCache, loadVendored, useCodeCache } from '../../../src/subject/vendored.js';

let dir: string;
const before = codeCache();
// Node's own compile cache would write code/modules/ beside the file under test; it has its own
// test (vendored.test.ts), so here the runtime's is one that keeps nothing.
const noModuleCache = { enableCompileCache: () => undefined };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-code-cache-'));
});
afterEach(async () => {
  useCodeCache(before, noModuleCache);
  await rm(dir, { recursive: true, force: true });
});

const loadTypeScript = () => loadVendored<typeof TypeScript>('typescript');

/** What the loaded compiler says of one syntax error, through its public API. */
const diagnostics = (ts: typeof TypeScript): string[] =>
  (ts.transpileModule('const x: number = ;', { reportDiagnostics: true }).diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );

const cacheFiles = async (): Promise<string[]> => readdir(join(dir, 'code')).catch(() => []);

describe('TypeScript loaded through a V8 code cache', () => {
  it('without a cache directory, writes nothing', async () => {
    useCodeCache(undefined, noModuleCache);
    const loaded = loadTypeScript();
    expect(diagnostics(loaded.exports)).toEqual(['Expression expected.']);
    loaded.keep();
    expect(await cacheFiles()).toEqual([]);
  });

  it('with one, keeps the compiled code only when told the first parse is done, in a file named by the source', async () => {
    useCodeCache(dir, noModuleCache);
    const loaded = loadTypeScript();
    expect(await cacheFiles()).toEqual([]);
    expect(diagnostics(loaded.exports)).toEqual(['Expression expected.']);
    loaded.keep();
    const files = await cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^typescript-[0-9a-f]{32}\.v8$/);
  });

  it('a cache directory that cannot be written costs nothing but the cache', async () => {
    useCodeCache(join('/dev/null', 'no-such-dir'), noModuleCache);
    const loaded = loadTypeScript();
    expect(diagnostics(loaded.exports)).toEqual(['Expression expected.']);
    expect(() => loaded.keep()).not.toThrow();
  });
});
