/**
 * Issue 41: the known-clean cache in the Action. With a `cache-dir` (outside the workspace) the
 * files the deterministic checks found clean are kept there for the next run of the pull request;
 * the `cache: off` input and the config's `judge: {cache: off}` bypass it, as they bypass the
 * judgement cache. The built dist/index.js against the GitHub double, on a real repository.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { knownCleanKeysOf } from '../../../src/checks/known-clean.js';
import { smallPulls } from '../../support/small-pull.js';

const CONFIG = 'version: 1\ngate:\n  - {kind: syntax, files: "**/*.py"}\n';
const pulls = smallPulls();
let scratch: string;
let dirs = 0;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-action-known-clean-'));
});
afterEach(() => pulls.cleanup());
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function keysIn(cacheDir: string): Promise<string[]> {
  const dir = join(cacheDir, 'known-clean');
  // The segments of keys; the blob index (blobs/) is a folder of its own.
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith('seg-'));
  const keys: string[] = [];
  for (const n of names) keys.push(...knownCleanKeysOf(await readFile(join(dir, n), 'utf8')));
  return keys;
}

const pull = (config = CONFIG) =>
  pulls.open({ config, base: { 'README.md': '# x\n' }, head: { 'src/add.py': 'def add(a, b):\n    return a + b\n' } });

describe('the Action with a cache directory', () => {
  it('keeps what the gate found clean, and reads it on the next run', async () => {
    const p = await pull();
    const cacheDir = join(scratch, `cache-${dirs++}`);
    const first = await p.act({ llm: 'off', 'cache-dir': cacheDir, cache: 'on' });
    expect(first.code, first.stderr).toBe(0);
    const kept = await keysIn(cacheDir);
    // The Python file's syntax and its tripwire scan.
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const second = await p.act({ llm: 'off', 'cache-dir': cacheDir, cache: 'on' });
    expect(second.code, second.stderr).toBe(0);
    // Nothing new found: nothing new written.
    expect((await readdir(join(cacheDir, 'known-clean'))).filter((n) => n.startsWith('seg-'))).toHaveLength(1);
  });

  it('the `cache: off` input bypasses it', async () => {
    const p = await pull();
    const cacheDir = join(scratch, `cache-${dirs++}`);
    const run = await p.act({ llm: 'off', 'cache-dir': cacheDir, cache: 'off' });
    expect(run.code, run.stderr).toBe(0);
    expect(await keysIn(cacheDir)).toEqual([]);
  });

  it("the config's `judge: {cache: off}` bypasses it", async () => {
    const p = await pull(`${CONFIG}judge: {cache: off}\n`);
    const cacheDir = join(scratch, `cache-${dirs++}`);
    const run = await p.act({ llm: 'off', 'cache-dir': cacheDir });
    expect(run.code, run.stderr).toBe(0);
    expect(await keysIn(cacheDir)).toEqual([]);
  });
});
