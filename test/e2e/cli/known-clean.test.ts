/**
 * Issue 41: the known-clean cache as a user meets it. `critic-gate pr --llm off` run again on the same
 * range does not parse again what it found clean (counted at the Python interpreter: every text sent
 * to it is logged on its way in); a file changed since is judged afresh; `--cache off` bypasses the
 * cache; a run with the judge keeps no more than one without it. The built dist/cli.js on real git
 * repositories, real CPython, and the Ollama double.
 */
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli, type CliRun } from '../../support/run-cli.js';
import { knownCleanKeysOf } from '../../../src/checks/known-clean.js';

const CONFIG = `version: 1
gate:
  - {kind: syntax, files: "**/*.{py,ts}"}
  - {kind: no-placeholders}
assertions:
  - {id: sums, text: "The module adds numbers", files: "src/**"}
`;

const repos: GitRepoFixture[] = [];
const ollamas: OllamaDouble[] = [];
let scratch: string;
let python: string;
let pythonLog: string;

beforeAll(async () => {
  assertCliBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-known-clean-'));
  // The interpreter the syntax check asks, with every text sent to it logged on the way in: a
  // second run that compiles nothing leaves the log as it was.
  pythonLog = join(scratch, 'python-input.log');
  python = join(scratch, 'python-logged');
  await writeFile(python, `#!/bin/sh\ntee -a '${pythonLog}' | python3 "$@"\n`);
  await chmod(python, 0o755);
});
afterEach(async () => {
  await Promise.all([...repos.splice(0).map((r) => r.cleanup()), ...ollamas.splice(0).map((o) => o.close())]);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `main` holds the config; `feature` (checked out) adds Python and TypeScript files. */
async function change(): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('README.md', '# sums\n');
  await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/add.py', 'def add(a, b):\n    return a + b\n');
  await repo.write('src/mul.py', 'def mul(a, b):\n    return a * b\n');
  await repo.write('src/add.ts', 'export const add = (a: number, b: number): number => a + b;\n');
  await repo.commit('feature: add and mul');
  return repo;
}

const pr = (repo: GitRepoFixture, cacheDir: string, extra: string[] = ['--llm', 'off', '--cache', 'on']): Promise<CliRun> =>
  runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--format', 'json', '--cache-dir', cacheDir, ...extra], {
    cwd: scratch,
    env: { CRITIC_GATE_PYTHON: python, XDG_CACHE_HOME: join(scratch, 'xdg') },
  });

const logged = async (): Promise<number> => (await stat(pythonLog).catch(() => ({ size: 0 }))).size;

/** Every key the known-clean cache in `cacheDir` holds. */
async function keysIn(cacheDir: string): Promise<Set<string>> {
  const dir = join(cacheDir, 'known-clean');
  // The segments of keys; the blob index (blobs/) is a folder of its own.
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith('seg-'));
  const keys = new Set<string>();
  for (const n of names) for (const k of knownCleanKeysOf(await readFile(join(dir, n), 'utf8'))) keys.add(k);
  return keys;
}

/** Every gate check passed (the verdict is SKIPPED with the judge off: the assertion is not judged). */
const gatePassed = (run: CliRun): boolean => run.json().gate.every((g) => g.passed);
const gateOf = (run: CliRun) => run.json().gate.map((g) => ({ id: g.id, passed: g.passed, evidence: g.evidence }));

describe('critic-gate pr with the known-clean cache', () => {
  it('the second run on the same range parses nothing again and says the same; a changed file is parsed afresh', async () => {
    const repo = await change();
    const cacheDir = join(scratch, 'cache-repeat');
    const first = await pr(repo, cacheDir);
    expect(gatePassed(first), first.stderr).toBe(true);
    const afterFirst = await logged();
    expect(afterFirst, 'the first run compiles its Python').toBeGreaterThan(0);
    const kept = await keysIn(cacheDir);
    // Syntax: two Python files, one TypeScript file where oxc-parser decides; the tripwires: each text.
    expect(kept.size).toBeGreaterThanOrEqual(5);

    const second = await pr(repo, cacheDir);
    expect(gatePassed(second), second.stderr).toBe(true);
    expect(await logged(), 'the second run sends the interpreter nothing').toBe(afterFirst);
    expect(gateOf(second)).toEqual(gateOf(first));
    expect(await keysIn(cacheDir)).toEqual(kept);
    expect(
      (await readdir(join(cacheDir, 'known-clean'))).filter((n) => n.startsWith('seg-')).length,
      'nothing new: no segment written',
    ).toBe(1);

    // One more commit breaks a file that was clean: its new bytes are a miss, and it fails.
    await repo.write('src/mul.py', 'def mul(a, b):\n    return a * (b\n');
    await repo.commit('feature: break mul');
    const third = await pr(repo, cacheDir);
    expect(gatePassed(third)).toBe(false);
    expect(await logged(), 'the changed file, and only that, is compiled').toBeGreaterThan(afterFirst);
    expect(third.json().gate.find((g) => g.id === 'syntax')?.evidence).toContain('src/mul.py:2');
  });

  it('--cache off: nothing is read or kept', async () => {
    const repo = await change();
    const cacheDir = join(scratch, 'cache-off');
    const run = await pr(repo, cacheDir, ['--llm', 'off', '--cache', 'off']);
    expect(gatePassed(run), run.stderr).toBe(true);
    expect(await keysIn(cacheDir)).toEqual(new Set());
    // The honest twin: the same run with the cache on keeps what it found clean.
    const on = await pr(repo, cacheDir);
    expect(gatePassed(on), on.stderr).toBe(true);
    expect((await keysIn(cacheDir)).size).toBeGreaterThan(0);
  });

  it('nothing the judge says lands in it: a run with the judge keeps exactly what a run without it does', async () => {
    const repo = await change();
    const ollama = await startOllamaDouble({
      chat: [
        {
          content: JSON.stringify({
            criteria: [
              {
                id: 'sums',
                met: true,
                evidence: 'adds',
                location: { path: 'src/add.py', line: 2, quote: 'return a + b' },
              },
            ],
          }),
        },
      ],
    });
    ollamas.push(ollama);
    const judged = join(scratch, 'cache-judged');
    const withJudge = await pr(repo, judged, ['--host', ollama.url, '--cache', 'on']);
    expect(withJudge.json().stats.llm_calls, withJudge.stderr).toBeGreaterThan(0);
    const plain = join(scratch, 'cache-plain');
    expect(gatePassed(await pr(repo, plain))).toBe(true);
    expect(await keysIn(judged)).toEqual(await keysIn(plain));
    // The judgement itself is kept where the judgement cache keeps it, beside, never among the known-clean keys.
    expect((await readdir(judged)).filter((n) => n.endsWith('.json')).length).toBeGreaterThan(0);
  });
});
