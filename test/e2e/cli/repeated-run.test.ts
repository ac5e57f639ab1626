/**
 * Issue 41: the repeated run. `critic-gate pr` again on the same range reads neither git's patch
 * nor the bytes of the files its checks found clean before (known by the blob each was read from,
 * checks/known-clean.ts, and by each pair of blobs' summary, subject/diff-summaries.ts): seen through
 * a `git` on PATH that logs each command and every object asked of `cat-file --batch`, then runs
 * the real git. A file with other bytes, another Python build, or `--cache off` is read and judged
 * afresh, and every run says what a fresh one says. One cache directory serves several repositories
 * (the default is per user): each reads only its own stores. The built dist/cli.js on real
 * repositories and CPython.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli, type CliRun } from '../../support/run-cli.js';

const CONFIG = `version: 1
gate:
  - {kind: syntax, files: "**/*.{py,ts}"}
  - {kind: no-placeholders}
  - {kind: max-changed-lines, max: 100000}
`;

let scratch: string;
let realGit: string;
let python: string;
const repos: GitRepoFixture[] = [];
beforeAll(async () => {
  assertCliBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-repeated-run-'));
  realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  python = execFileSync('sh', ['-c', 'command -v python3'], { encoding: 'utf8' }).trim();
});
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `main` holds the config; `feature` (checked out) adds and changes Python, TypeScript and prose. */
async function change(): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('src/old.py', 'def old():\n    return 1\n');
  await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/old.py', 'def old():\n    return 2\n');
  for (let i = 0; i < 6; i++) {
    await repo.write(`src/m${i}.py`, `def f${i}(a):\n    return a + ${i}\n`);
    await repo.write(`src/t${i}.ts`, `export const t${i} = (a: number): number => a * ${i};\n`);
    await repo.write(`docs/d${i}.md`, `# Part ${i}\n\nIt adds ${i}.\n`);
  }
  await repo.commit('feature: the parts');
  return repo;
}

interface Logged {
  run: CliRun;
  /** Each git command line the CLI ran. */
  commands: string[];
  /** Each object named to `cat-file --batch`. */
  requests: string[];
}

let runs = 0;
/** `critic-gate pr` through a logging git, with the cache directory `cacheDir`. */
async function pr(
  repo: GitRepoFixture,
  cacheDir: string,
  options: { cache?: 'on' | 'off' | 'as the config says'; python?: string } = {},
): Promise<Logged> {
  const dir = join(scratch, `run-${runs++}`);
  execFileSync('mkdir', ['-p', dir]);
  const log = join(dir, 'commands.log');
  const requests = join(dir, 'requests.log');
  await writeFile(
    join(dir, 'git'),
    [
      '#!/bin/sh',
      `printf '%s\\n' "$*" >> '${log}'`,
      `if [ "$1 $2" = "cat-file --batch" ]; then tee -a '${requests}' | '${realGit}' "$@"; exit $?; fi`,
      `exec '${realGit}' "$@"`,
      '',
    ].join('\n'),
  );
  await chmod(join(dir, 'git'), 0o755);
  const run = await runCli(
    ['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json', '--cache-dir', cacheDir],
    {
      cwd: scratch,
      env: {
        PATH: `${dir}${delimiter}${process.env['PATH'] ?? ''}`,
        CRITIC_GATE_CACHE: options.cache === 'as the config says' ? undefined : (options.cache ?? 'on'),
        CRITIC_GATE_PYTHON: options.python ?? python,
        XDG_CACHE_HOME: join(scratch, 'xdg'),
      },
    },
  );
  const lines = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { run, commands: await lines(log), requests: await lines(requests) };
}

/** The head blobs of the files the change adds or modifies. */
async function headBlobs(repo: GitRepoFixture): Promise<Map<string, string>> {
  const listed = await repo.git('ls-tree', '-r', 'feature', '--', 'src', 'docs');
  return new Map(
    listed
      .trim()
      .split('\n')
      .map((l) => {
        const [meta, path] = l.split('\t') as [string, string];
        return [meta.split(' ')[2]!, path] as const;
      }),
  );
}

const gateOf = (run: CliRun) => run.json().gate.map((g) => ({ id: g.id, passed: g.passed, evidence: g.evidence, location: g.location }));
const readsPatch = (l: Logged) => l.commands.some((c) => c.includes(' diff ') && c.includes(' -p'));

describe('critic-gate pr run again on the same range', () => {
  it('reads no patch and no bytes of a file found clean before, and says what the first run said', async () => {
    const repo = await change();
    const cacheDir = join(scratch, 'cache-repeat');
    const first = await pr(repo, cacheDir);
    expect(first.run.code, first.run.stderr).toBe(0);
    expect(readsPatch(first), 'the first run reads the patch').toBe(true);
    const blobs = await headBlobs(repo);
    const firstRead = first.requests.filter((r) => blobs.has(r));
    expect(firstRead.length, 'the first run reads the changed files').toBeGreaterThan(0);

    const second = await pr(repo, cacheDir);
    expect(second.run.code, second.run.stderr).toBe(0);
    expect(gateOf(second.run)).toEqual(gateOf(first.run));
    expect(second.run.json().subject).toEqual(first.run.json().subject);
    expect(readsPatch(second), 'no patch: every file is summed up').toBe(false);
    // One listing of the changed files (`--raw`, with their blobs) serves the summaries and the read-ahead alike.
    expect(second.commands.filter((c) => c.includes(' diff ') && !c.includes('--color-moved'))).toHaveLength(1);
    expect(second.commands.some((c) => c.includes('--raw'))).toBe(true);
    // The texts still read are the first of each check's selection, for the location a met check cites.
    const read = new Set(second.requests.filter((r) => blobs.has(r)).map((r) => blobs.get(r)));
    expect([...read].sort()).toEqual(['docs/d0.md', 'src/m0.py']);

    // The honest twin: --cache off reads the patch and every changed file again, and says the same.
    const off = await pr(repo, cacheDir, { cache: 'off' });
    expect(readsPatch(off)).toBe(true);
    // The modified file, whose text the patch does not hold, is read again (the added ones come from the patch).
    expect(off.requests.filter((r) => blobs.has(r)).map((r) => blobs.get(r))).toContain('src/old.py');
    expect(gateOf(off.run)).toEqual(gateOf(first.run));
  });

  it('one more commit: the file with other bytes is read and judged afresh, the rest are not read', async () => {
    const repo = await change();
    const cacheDir = join(scratch, 'cache-grown');
    expect((await pr(repo, cacheDir)).run.code).toBe(0);
    // The same path, other bytes: a marker and a syntax error the clean entries of its old bytes must not hide.
    await repo.write('src/m3.py', 'def f3(a):\n    # TODO: finish\n    return (a\n');
    await repo.commit('feature: break m3');
    const grown = await pr(repo, cacheDir);
    const gate = grown.run.json().gate;
    expect(gate.find((g) => g.id === 'syntax')).toMatchObject({ passed: false });
    expect(gate.find((g) => g.id === 'syntax')?.evidence).toContain('src/m3.py');
    expect(gate.find((g) => g.id === 'no-placeholders')).toMatchObject({ passed: false });
    expect(gate.find((g) => g.id === 'no-placeholders')?.evidence).toContain('src/m3.py:2');
    // The rest are not read (but for the location the passing tripwires cite); the new text comes from its patch (an added file's patch holds it whole).
    const blobs = await headBlobs(repo);
    const read = new Set(grown.requests.filter((r) => blobs.has(r)).map((r) => blobs.get(r)));
    expect([...read].filter((p) => p !== 'src/m3.py')).toEqual(['docs/d0.md']);
    // Only that file's patch is asked of git.
    const patches = grown.commands.filter((c) => c.includes(' diff ') && c.includes(' -p'));
    expect(patches).toHaveLength(1);
    expect(patches[0]).toContain(':(literal)src/m3.py');
    // A fresh run says the same.
    const fresh = await pr(repo, join(scratch, 'cache-grown-fresh'), { cache: 'off' });
    expect(gateOf(grown.run)).toEqual(gateOf(fresh.run));
    expect(grown.run.json().subject).toEqual(fresh.run.json().subject);
  });

  it("the config's judge: {cache: off} bypasses the summaries and the blob index: the patch and the files are read again", async () => {
    const repo = await change();
    const cacheDir = join(scratch, 'cache-config-off');
    const config = { cache: 'as the config says' } as const;
    expect((await pr(repo, cacheDir, config)).run.code).toBe(0);
    // The honest twin: the same range again, the config saying nothing of the cache, reads no patch.
    expect(readsPatch(await pr(repo, cacheDir, config))).toBe(false);
    await repo.checkout('main');
    await repo.write('.github/critic-gate.yml', `${CONFIG}judge: {cache: off}\n`);
    await repo.commit('the cache off');
    await repo.checkout('feature');
    await repo.git('merge', '-q', '--no-edit', 'main');
    const off = await pr(repo, cacheDir, config);
    expect(off.run.code, off.run.stderr).toBe(0);
    expect(readsPatch(off), 'the whole patch').toBe(true);
    const blobs = await headBlobs(repo);
    expect(off.requests.filter((r) => blobs.has(r)).map((r) => blobs.get(r))).toContain('src/old.py');
  });

  it("the config's judge: {cache: off} on a first run: git writes the whole patch once, not once for the summaries and again for the run", async () => {
    const repo = await change();
    await repo.checkout('main');
    await repo.write('.github/critic-gate.yml', `${CONFIG}judge: {cache: off}\n`);
    await repo.commit('the cache off');
    await repo.checkout('feature');
    await repo.git('merge', '-q', '--no-edit', 'main');
    const first = await pr(repo, join(scratch, 'cache-config-off-first'), { cache: 'as the config says' });
    expect(first.run.code, first.run.stderr).toBe(0);
    const patches = first.commands.filter((c) => c.includes(' diff ') && c.includes(' -p'));
    expect(patches, patches.join('\n')).toHaveLength(1);
    // The twin: what the run says is what a run with the cache off from the command line says.
    const flagged = await pr(repo, join(scratch, 'cache-config-off-flag'), { cache: 'off' });
    expect(gateOf(first.run)).toEqual(gateOf(flagged.run));
    expect(first.run.json().subject).toEqual(flagged.run.json().subject);
  });

  it('another Python build: every Python file is read and compiled again', async () => {
    const repo = await change();
    const cacheDir = join(scratch, 'cache-python');
    expect((await pr(repo, cacheDir)).run.code).toBe(0);
    // A stand-in interpreter: the real one, reporting another exact build (sys.hexversion), each text it is sent logged.
    const other = join(scratch, 'python-other');
    const sent = join(scratch, 'python-other.log');
    await writeFile(
      other,
      `#!/bin/sh\nfor last; do :; done\ntee -a '${sent}' | exec '${python}' -I -S -B -W ignore -c "import sys; sys.hexversion += 1; exec(sys.argv[1])" "$last"\n`,
    );
    await chmod(other, 0o755);
    const again = await pr(repo, cacheDir, { python: other });
    expect(again.run.code, again.run.stderr).toBe(0);
    const blobs = await headBlobs(repo);
    const read = new Set(again.requests.filter((r) => blobs.has(r)).map((r) => blobs.get(r)));
    for (let i = 0; i < 6; i++) expect(read.has(`src/m${i}.py`), `src/m${i}.py`).toBe(true);
    for (let i = 0; i < 6; i++) expect(read.has(`src/t${i}.ts`), `src/t${i}.ts: its parser is the same`).toBe(false);
    expect(await readFile(sent, 'utf8')).toContain('return a + 5');
  });

  it('two repositories, one cache directory: each run reads only its own stores, and neither costs the other its entries', async () => {
    const cacheDir = join(scratch, 'cache-shared');
    const [a, b] = [await change(), await change()];
    expect((await pr(a, cacheDir)).run.code).toBe(0);
    // The same bytes in another repository: its first run reads its patch and files, as a first run does.
    const otherFirst = await pr(b, cacheDir);
    expect(otherFirst.run.code, otherFirst.run.stderr).toBe(0);
    expect(readsPatch(otherFirst), "the other repository's first run does not read this one's summaries").toBe(true);
    // The first repository's stores are still whole: its repeated run reads no patch.
    const again = await pr(a, cacheDir);
    expect(readsPatch(again)).toBe(false);
    expect(gateOf(again.run)).toEqual(gateOf(otherFirst.run));
    // Each store's segments carry the scope of the repository that wrote them: two scopes, one each.
    for (const store of ['diff', 'known-clean', join('known-clean', 'blobs')]) {
      const scopes = new Set((await readdir(join(cacheDir, store))).filter((n) => n.startsWith('seg-')).map((n) => n.split('-')[1]));
      expect([...scopes], store).toHaveLength(2);
      for (const scope of scopes) expect(scope).toMatch(/^[0-9a-f]{16}$/);
    }
  });
});
