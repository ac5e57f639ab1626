// Whether V8 takes a cache is seen only in a fresh process (within one, V8 finds the code in
// memory first): test/e2e/cli/code-cache.test.ts runs the CLI for that.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type TypeScript from 'typescript';
import { loadVendored } from '../../../src/subject/vendored.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-code-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const loadTypeScript = (codeCacheDir: string | undefined) => loadVendored<typeof TypeScript>('typescript', codeCacheDir);

/** What the loaded compiler says of one syntax error, through its public API. */
const diagnostics = (ts: typeof TypeScript): string[] =>
  (ts.transpileModule('const x: number = ;', { reportDiagnostics: true }).diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );

const cacheFiles = async (): Promise<string[]> => readdir(join(dir, 'code')).catch(() => []);

describe('TypeScript loaded through a V8 code cache', () => {
  it('without a cache directory, writes nothing', async () => {
    const loaded = loadTypeScript(undefined);
    expect(diagnostics(loaded.exports)).toEqual(['Expression expected.']);
    loaded.keep();
    expect(await cacheFiles()).toEqual([]);
  });

  it('with one, keeps the compiled code only when told the first parse is done, in a file named by the source', async () => {
    const loaded = loadTypeScript(dir);
    expect(await cacheFiles()).toEqual([]);
    expect(diagnostics(loaded.exports)).toEqual(['Expression expected.']);
    loaded.keep();
    const files = await cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^typescript-[0-9a-f]{32}\.v8$/);
  });

  it('a cache directory that cannot be written costs nothing but the cache', async () => {
    const loaded = loadTypeScript(join('/dev/null', 'no-such-dir'));
    expect(diagnostics(loaded.exports)).toEqual(['Expression expected.']);
    expect(() => loaded.keep()).not.toThrow();
  });
});
