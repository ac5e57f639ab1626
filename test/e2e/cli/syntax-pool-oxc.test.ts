/**
 * Where oxc-parser cannot load, the run says so once, from the main thread (a worker's stderr may
 * not outlive it). Where it loads in the worker, the main thread, which parses nothing beside a
 * worker on two cores, does not load the binding just to learn that it is there. (A run on two
 * cores where oxc loads starts no worker at all: checks/syntax-pool/pool.ts, workerWorthy.)
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { SelectedFile } from '../../../src/checks/define.js';
import type { FileOptions } from '../../../src/checks/syntax-pool/file.js';
import { SyntaxPool } from '../../../src/checks/syntax-pool/pool.js';
import { assertCliBuilt, REPO_ROOT } from '../../support/run-cli.js';

const BUNDLED_WORKER = pathToFileURL(join(REPO_ROOT, 'dist/syntax-worker.js'));
const file = (path: string, text: string): SelectedFile => ({ path, text, binary: false, bytes: Buffer.byteLength(text), lines: [] });
const options: FileOptions = { language: undefined, mustCheck: false, emptyFails: false, message: undefined };
const jobs = [0, 1, 2].map((i) => ({ file: file(`src/m${i}.ts`, `export const v${i}: number = ${i};\n`), options }));

async function judgeOnTwoCores(): Promise<{ evidence: string[]; askedForOxc: boolean }> {
  assertCliBuilt();
  const pool = new SyntaxPool({ workers: 1, workerUrl: BUNDLED_WORKER, cores: 2 });
  try {
    const verdicts = await Promise.all(jobs.map((j) => pool.judge(j)));
    expect(pool.fromWorkers).toBe(jobs.length);
    return { evidence: verdicts.map((v) => (v.kind === 'parsed' ? v.evidence : v.kind)), askedForOxc: pool.askedForOxc };
  } finally {
    await pool.close();
  }
}

afterEach(() => {
  delete process.env.CRITIC_GATE_OXC;
});

describe('the note that oxc-parser is missing', () => {
  it('is not looked for on this thread when the worker parsed with oxc', { timeout: 180_000 }, async () => {
    const { evidence, askedForOxc } = await judgeOnTwoCores();
    expect(evidence.every((e) => e.includes('oxc'))).toBe(true);
    expect(askedForOxc).toBe(false);
  });

  it('the true positive: where the worker has no oxc, this thread looks, to say so', { timeout: 180_000 }, async () => {
    // The worker takes the environment as it is when it starts; this thread says so once per process (oxc-syntax.test.ts).
    process.env.CRITIC_GATE_OXC = 'off';
    const { evidence, askedForOxc } = await judgeOnTwoCores();
    expect(evidence.every((e) => e.includes('typescript'))).toBe(true);
    expect(askedForOxc).toBe(true);
  });
});
