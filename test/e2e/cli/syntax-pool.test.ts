/**
 * The syntax check shares large sets of files between this thread and worker threads running the
 * bundled dist/syntax-worker.js. What a worker says must be exactly what this thread would say,
 * and a worker that cannot start or dies must cost time, never a verdict.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import type { SelectedFile } from '../../../src/checks/define.js';
import { checkFile, type FileOptions } from '../../../src/checks/syntax-pool/file.js';
import { SyntaxPool, type SyntaxJob } from '../../../src/checks/syntax-pool/pool.js';
import { checkContext } from '../../../src/checks/context.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { memorySubject } from '../../support/memory-subject.js';
import { assertCliBuilt, REPO_ROOT, runCli } from '../../support/run-cli.js';

const BUNDLED_WORKER = pathToFileURL(join(REPO_ROOT, 'dist/syntax-worker.js'));

const file = (path: string, text: string): SelectedFile => ({ path, text, binary: false, bytes: Buffer.byteLength(text), lines: [] });
const options = (o: Partial<FileOptions> = {}): FileOptions => ({
  language: undefined,
  mustCheck: false,
  emptyFails: false,
  message: undefined,
  ...o,
});

/** Every kind of verdict checkFile gives: parsed, failed in several ways, skipped. */
const JOBS: SyntaxJob[] = [
  { file: file('src/good.ts', 'export const a: number = 1;\n'), options: options() },
  { file: file('src/bad.py', 'def f(:\n    return 1\n'), options: options() },
  { file: file('src/bad.ts', 'const a = 1;\nfunction f( {\n'), options: options({ message: 'Fix it' }) },
  { file: file('docs/readme.md', '# Title\n'), options: options() },
  { file: file('lib/x.h', 'template <typename T> T id(T x) { return x; }\n'), options: options() },
  {
    file: file('output', 'Here:\n\n```python\nprint(1)\n```\n\n```bash\necho hi\n```\n'),
    options: options({ mustCheck: true, emptyFails: true }),
  },
  { file: file('output', '   \n'), options: options({ mustCheck: true, emptyFails: true }) },
  { file: file('output', 'IDENTIFICATION DIVISION.\n'), options: options({ language: 'cobol', mustCheck: true }) },
  { file: file('answer.txt', 'Text\n\n```js\nconst x = ;\n```\n'), options: options({ language: 'python', mustCheck: true }) },
  { file: file('scripts/run', '#!/usr/bin/env bash\nif [ -f x ]; then\n'), options: options() },
];

const inProcess = (jobs: readonly SyntaxJob[]) => Promise.all(jobs.map((j) => checkFile(j.file, j.options)));

async function viaPool(jobs: readonly SyntaxJob[], pool: SyntaxPool) {
  try {
    return await Promise.all(jobs.map((j) => pool.judge(j)));
  } finally {
    await pool.close();
  }
}

let scratch: string;
beforeAll(async () => {
  assertCliBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-syntax-pool-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the syntax pool', () => {
  it('a worker of the bundle gives the very verdicts this thread gives', { timeout: 180_000 }, async () => {
    const pool = new SyntaxPool({ workers: 2, workerUrl: BUNDLED_WORKER });
    const verdicts = await viaPool(JOBS, pool);
    expect(verdicts).toEqual(await inProcess(JOBS));
    // Both workers take their first files before this thread takes any — except src/bad.py and
    // scripts/run: Python and bash -n are processes of their own, sent from this thread.
    expect(pool.fromWorkers).toBe(JOBS.length - 2);
    expect(verdicts.map((v) => v.kind)).toEqual([
      'parsed',
      'failed',
      'failed',
      'skipped',
      'parsed',
      'parsed',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('copies of one text (one blob in many paths) get each their own verdict, as this thread gives it', { timeout: 180_000 }, async () => {
    const jobs = JOBS.flatMap((j) =>
      [0, 1, 2].map((k) => ({ ...j, file: { ...j.file, path: j.file.path.replace(/([^/]*)$/, `c${k}-$1`) } })),
    );
    const pool = new SyntaxPool({ workers: 2, workerUrl: BUNDLED_WORKER });
    expect(await viaPool(jobs, pool)).toEqual(await inProcess(jobs));
  });

  it(
    'on two cores a live worker takes every file: this thread, busy reading and feeding Python, parses none',
    { timeout: 180_000 },
    async () => {
      const many = Array.from({ length: 3 * 8 + 6 }, (_, i) => ({
        file: file(`src/m${i}.ts`, `export const v${i}: number = ${i};\n`),
        options: options(),
      }));
      const pool = new SyntaxPool({ workers: 1, workerUrl: BUNDLED_WORKER, cores: 2 });
      expect(await viaPool(many, pool)).toEqual(await inProcess(many));
      expect(pool.fromWorkers).toBe(many.length);
    },
  );

  it('with a core to spare beyond the workers, this thread parses too', { timeout: 180_000 }, async () => {
    const many = Array.from({ length: 3 * 8 + 6 }, (_, i) => ({
      file: file(`src/m${i}.ts`, `export const v${i}: number = ${i};\n`),
      options: options(),
    }));
    const pool = new SyntaxPool({ workers: 1, workerUrl: BUNDLED_WORKER, cores: 8 });
    expect(await viaPool(many, pool)).toEqual(await inProcess(many));
    // The worker holds its first files; the next one queued is taken here.
    expect(pool.fromWorkers).toBeLessThan(many.length);
  });

  it(
    "on two cores oxc's languages start no worker where oxc loads, and do where the TypeScript compiler's parser decides",
    { timeout: 180_000 },
    async () => {
      // Over a megabyte of TypeScript: text enough for a worker by size alone (workerCount).
      const big = Array.from({ length: 40 }, (_, i) => ({
        file: file(`src/big${i}.ts`, Array.from({ length: 1_500 }, (_, k) => `export const v${i}_${k}: number = ${k};\n`).join('')),
        options: options(),
      }));
      const withOxc = new SyntaxPool({ workerUrl: BUNDLED_WORKER, cores: 2 });
      expect(await viaPool(big, withOxc)).toEqual(await inProcess(big));
      expect(withOxc.fromWorkers).toBe(0);

      process.env.CRITIC_GATE_OXC = 'off';
      try {
        const withTsc = new SyntaxPool({ workerUrl: BUNDLED_WORKER, cores: 2 });
        const verdicts = await viaPool(big, withTsc);
        expect(verdicts.filter((v) => v.kind !== 'parsed')).toEqual([]);
        expect(withTsc.fromWorkers).toBeGreaterThan(0);
      } finally {
        delete process.env.CRITIC_GATE_OXC;
      }
    },
  );

  it('a worker that cannot start hands its files back: same verdicts, all made here', async () => {
    const broken = join(scratch, 'broken-worker.mjs');
    await writeFile(broken, "throw new Error('this worker never starts');\n");
    const pool = new SyntaxPool({ workers: 1, workerUrl: pathToFileURL(broken) });
    expect(await viaPool(JOBS, pool)).toEqual(await inProcess(JOBS));
    expect(pool.fromWorkers).toBe(0);
  });

  it('a worker that dies midway hands back what it held', async () => {
    const dying = join(scratch, 'dying-worker.mjs');
    // Answers its first file with a made-up verdict, then exits holding the rest.
    await writeFile(
      dying,
      "import { parentPort } from 'node:worker_threads';\nlet n = 0;\nparentPort.on('message', (r) => {\n" +
        "  if (n++ === 0) parentPort.postMessage({ id: r.id, verdict: { kind: 'skipped' } });\n  else process.exit(3);\n});\n",
    );
    const jobs = JOBS.filter((j) => j.file.path !== 'docs/readme.md');
    const pool = new SyntaxPool({ workers: 1, workerUrl: pathToFileURL(dying) });
    const verdicts = await viaPool(jobs, pool);
    const expected = await inProcess(jobs);
    expect(pool.fromWorkers).toBe(1);
    expect(verdicts[0]).toEqual({ kind: 'skipped' });
    expect(verdicts.slice(1)).toEqual(expected.slice(1));
  });

  it('what checkFile threw in a worker is the rejection, with its message', async () => {
    const throwing = join(scratch, 'throwing-worker.mjs');
    await writeFile(
      throwing,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (r) => parentPort.postMessage({ id: r.id, error: `cannot parse ${r.path}` }));\n",
    );
    const pool = new SyntaxPool({ workers: 1, workerUrl: pathToFileURL(throwing) });
    await expect(viaPool(JOBS.slice(0, 1), pool)).rejects.toThrow('cannot parse src/good.ts');
  });

  it('without a worker script (the sources, not the bundle) every file is judged here', async () => {
    const pool = new SyntaxPool();
    expect(await viaPool(JOBS, pool)).toEqual(await inProcess(JOBS));
    expect(pool.fromWorkers).toBe(0);
  });
});

/** About 1.5 MB of TypeScript and Python, enough for the CLI to start workers on a machine with cores to spare. */
function largeChange(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++) {
    const ts = Array.from({ length: 60 }, (_, k) => `export function f${i}_${k}(a: number): number {\n  return a * ${k} + ${i};\n}\n`).join(
      '',
    );
    const py = Array.from({ length: 60 }, (_, k) => `def f${i}_${k}(a):\n    return a * ${k} + ${i}\n\n`).join('');
    files[`src/m${String(i).padStart(3, '0')}.ts`] = ts;
    files[`py/m${String(i).padStart(3, '0')}.py`] = py;
  }
  return files;
}

describe('critic-gate pr on a large change', () => {
  let repo: GitRepoFixture;
  afterAll(async () => {
    await repo?.cleanup();
  });

  it(
    'reports what the syntax check reports in one thread: the first failing file in path order, then all parsed',
    { timeout: 300_000 },
    async () => {
      repo = await createGitRepo();
      await repo.write('.github/critic-gate.yml', 'version: 1\ngate:\n  - {kind: syntax, files: "**/*.{ts,py}"}\n');
      await repo.write('README.md', '# r\n');
      await repo.commit('base');
      await repo.branch('feature');
      const files = largeChange();
      // Two broken files late in path order: the earlier one is the one reported.
      files['src/m250.ts'] = `${files['src/m250.ts']}export const broken = (;\n`;
      files['src/m280.ts'] = `${files['src/m280.ts']}export const alsoBroken = ];\n`;
      for (const [path, text] of Object.entries(files)) await repo.write(path, text);
      await repo.commit('large change');

      const expected = async (head: Record<string, string>) =>
        runCheck(
          { kind: 'syntax', files: '**/*.{ts,py}' },
          checkContext(memorySubject({ files: head, changes: Object.keys(head).map((path) => ({ path })) })),
        );
      const gateOf = async () => {
        const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json']);
        const entry = run.json().gate.find((g) => g.id === 'syntax')!;
        return { passed: entry.passed, evidence: entry.evidence, fix: entry.fix, location: entry.location };
      };

      const failing = await gateOf();
      const want = await expected(files);
      expect(want.status).toBe('fail');
      expect(want.evidence).toMatch(/^src\/m250\.ts:\d+:\d+: /);
      expect(failing).toEqual({ passed: false, evidence: want.evidence, fix: want.fix, location: want.location });

      delete files['src/m250.ts'];
      delete files['src/m280.ts'];
      await repo.remove('src/m250.ts');
      await repo.remove('src/m280.ts');
      await repo.commit('drop the broken files');
      const passing = await gateOf();
      const wantPass = await expected(files);
      // A passing check cites the first line of the first file that parsed (spec §13).
      expect(wantPass).toEqual({
        status: 'pass',
        evidence: '598 files parse (python 300, typescript 298)',
        location: expect.objectContaining({ line: 1 }),
      });
      expect(passing).toEqual({ passed: true, evidence: wantPass.evidence, fix: undefined, location: wantPass.location });
    },
  );
});
