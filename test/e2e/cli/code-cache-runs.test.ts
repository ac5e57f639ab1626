/**
 * Where compiled code is kept is each run's own (issue 27): runs in one process, each with its own
 * cache directory or none, keep the fallback TypeScript parser's compiled code where they were
 * told, and a run without one keeps it nowhere. Each run's pool starts its own worker thread of the
 * bundle (dist/syntax-worker.js), which loads TypeScript afresh; CRITIC_GATE_OXC=off, inherited by
 * the worker, makes TypeScript decide (issue 28).
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyntaxPool } from '../../../src/checks/syntax-pool/pool.js';
import { assertCliBuilt, REPO_ROOT } from '../../support/run-cli.js';

const BUNDLED_WORKER = pathToFileURL(join(REPO_ROOT, 'dist/syntax-worker.js'));
const TEXT = 'export function f(a: string {\n  return a;\n}\n';

let scratch: string;
let oxcBefore: string | undefined;
beforeAll(async () => {
  assertCliBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-code-cache-runs-'));
  oxcBefore = process.env.CRITIC_GATE_OXC;
  process.env.CRITIC_GATE_OXC = 'off';
});
afterAll(async () => {
  if (oxcBefore === undefined) delete process.env.CRITIC_GATE_OXC;
  else process.env.CRITIC_GATE_OXC = oxcBefore;
  await rm(scratch, { recursive: true, force: true });
});

/** One run's syntax check of one TypeScript file, on a worker of its own. */
async function judgeOnWorker(codeCacheDir: string | undefined) {
  const pool = new SyntaxPool({ workers: 1, workerUrl: BUNDLED_WORKER, codeCacheDir });
  try {
    const verdict = await pool.judge({
      file: { path: 'src/broken.ts', text: TEXT, binary: false, bytes: TEXT.length, lines: [] },
      options: { language: undefined, mustCheck: false, emptyFails: false, message: undefined, codeCacheDir },
    });
    return { verdict, fromWorkers: pool.fromWorkers };
  } finally {
    await pool.close();
  }
}

/** The compiled TypeScript kept under `dir`, by name and time written. */
async function keptIn(dir: string): Promise<{ name: string; mtimeMs: number }[]> {
  const names = (await readdir(join(dir, 'code')).catch(() => [])).filter((n) => n.startsWith('typescript-'));
  return Promise.all(names.map(async (name) => ({ name, mtimeMs: (await stat(join(dir, 'code', name))).mtimeMs })));
}

describe('the code cache directory is a value of each run', () => {
  it(
    'two runs with their own directories keep the code each in its own; a run with none keeps it nowhere',
    { timeout: 180_000 },
    async () => {
      const first = join(scratch, 'first');
      const second = join(scratch, 'second');

      const one = await judgeOnWorker(first);
      expect(one.fromWorkers).toBe(1);
      expect(one.verdict).toMatchObject({ kind: 'failed', finding: { path: 'src/broken.ts', line: 1 } });
      expect(JSON.stringify(one.verdict)).toMatch(/typescript 5\.\d/);
      const keptByFirst = await keptIn(first);
      expect(keptByFirst.map((k) => k.name)).toEqual([expect.stringMatching(/^typescript-[0-9a-f]{32}\.v8$/)]);
      // The worker's Node keeps its modules' compiled code there too (a thread has a compile cache of its own).
      expect(await readdir(join(first, 'code'))).toContain('modules');
      expect(await keptIn(second)).toEqual([]);

      // Damaged, the first run's cache would be written again by any run that reads it.
      const firstFile = join(first, 'code', keptByFirst[0]!.name);
      const garbage = Buffer.alloc(1024, 7);
      await writeFile(firstFile, garbage);
      const damaged = await keptIn(first);

      // No directory: compiled on its worker, written nowhere (neither the last run's nor the next's).
      const none = await judgeOnWorker(undefined);
      expect(none).toEqual(one);
      expect(await keptIn(first)).toEqual(damaged);
      expect((await readFile(firstFile)).equals(garbage)).toBe(true);
      expect(await readdir(second).catch(() => [])).toEqual([]);

      const two = await judgeOnWorker(second);
      expect(two).toEqual(one);
      expect((await keptIn(second)).map((k) => k.name)).toEqual(keptByFirst.map((k) => k.name));
      expect((await readFile(firstFile)).equals(garbage)).toBe(true);
    },
  );
});
