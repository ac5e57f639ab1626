/**
 * Spec §7, "a symlink inside the repository is checked as the file it points to, under the link's
 * path" — for links to directories too. The attack: the payload lives outside the gated folder and
 * a directory link brings it in (`src/plugins -> ../assets/data`), so `src/**\/*.py` saw 0 files and
 * passed while `import src.plugins.mod` runs it. Set up on real git repositories and run through
 * the CLI: in process (`main`, so the judge can be refused) and once as the built dist/cli.js;
 * and through the built Action reading the change from the GitHub API (trees and blobs).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mainInProcess } from '../../support/in-process-cli.js';
import type { CriticResult } from '../../../src/contract/result.js';
import { startGitHubDouble, WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { assertActionBuilt, cleanupActionRuns, doubleSetupFromGit, pullRequestEvent, runAction } from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

const CONFIG = '.github/critic-gate.yml';
const GATE = `version: 1
gate:
  - {id: parses, kind: syntax, files: "src/**/*.py"}
  - {id: no-eval, kind: not-contains, files: "src/**/*.py", pattern: "eval\\\\("}
  - {id: no-todo, kind: no-placeholders, files: "src/**/*.py"}
`;
const PAYLOAD = 'print(eval("6*7")) # TODO\n';
const BROKEN = 'def f(:\n    return 1\n';

interface Run {
  code: number;
  stdout: string;
  json(): CriticResult;
}

async function pr(repo: GitRepoFixture, extra: string[] = []): Promise<Run> {
  const argv = ['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--format', 'json', '--llm', 'off', ...extra];
  const { code, stdout } = await mainInProcess(argv);
  return { code, stdout, json: () => JSON.parse(stdout) as CriticResult };
}

let repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

/** `main` holds the config, `src/app.py` and `base`; `feature` adds `head` (`{link}` makes a symlink). */
async function change(
  head: Record<string, string | { link: string }>,
  options: { config?: string; base?: Record<string, string | { link: string }> } = {},
): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, options.config ?? GATE);
  await repo.write('src/__init__.py', '');
  await repo.write('src/app.py', 'X = 1\n');
  for (const [p, c] of Object.entries(options.base ?? {})) {
    if (typeof c === 'object') await repo.symlink(p, c.link);
    else await repo.write(p, c);
  }
  await repo.commit('base');
  await repo.branch('feature');
  for (const [p, c] of Object.entries(head)) {
    if (typeof c === 'object') await repo.symlink(p, c.link);
    else await repo.write(p, c);
  }
  await repo.commit('feature');
  return repo;
}

const python = (cwd: string, code: string): Promise<string> =>
  new Promise((resolve) =>
    execFile('python3', ['-c', code], { cwd }, (err, out, errOut) => resolve(err ? `error: ${err.message} ${errOut}` : out)),
  );

const gate = (r: CriticResult, id: string) => r.gate.find((g) => g.id === id);

describe("a directory symlink brings its files under the link's path", () => {
  it('the payload behind src/plugins -> ../assets/data fails syntax-free checks at src/plugins/mod.py; python really runs it', async () => {
    const repo = await change({ 'assets/data/mod.py': PAYLOAD, 'src/plugins': { link: '../assets/data' } });
    // The attack is real: the link makes the payload a module of the gated package.
    const ran = await python(repo.dir, 'import src.plugins.mod');
    if (!ran.startsWith('error: spawn')) expect(ran.trim()).toBe('42');

    const r = await pr(repo);
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.verdict).toBe('FAIL');
    expect(gate(result, 'no-eval')).toMatchObject({ passed: false, location: { path: 'src/plugins/mod.py', line: 1 } });
    expect(gate(result, 'no-todo')).toMatchObject({ passed: false, location: { path: 'src/plugins/mod.py', line: 1 } });
    expect(gate(result, 'parses')?.evidence).not.toMatch(/\b0 file\(s\)/);
  });

  it('a broken file behind the link fails syntax at the aliased path', async () => {
    const repo = await change({ 'assets/data/mod.py': BROKEN, 'src/plugins': { link: '../assets/data' } });
    const r = await pr(repo);
    expect(r.code).toBe(2);
    expect(gate(r.json(), 'parses')).toMatchObject({ passed: false });
    expect(gate(r.json(), 'parses')?.evidence).toContain('src/plugins/mod.py');
  });

  it('with the default tripwire on, the failure is the payload, not "a dangling symlink"', async () => {
    const repo = await change({ 'assets/data/mod.py': PAYLOAD, 'src/plugins': { link: '../assets/data' } });
    const r = await pr(repo);
    const result = r.json();
    expect(JSON.stringify(result.gate)).not.toContain('dangling');
    expect(gate(result, 'prompt-injection')).toMatchObject({ passed: true });
    expect(gate(result, 'no-eval')).toMatchObject({ passed: false, location: { path: 'src/plugins/mod.py' } });
  });

  it("a link that already existed shows a changed target file under its path, with that file's added lines", async () => {
    // The link is there at the base: only the target changes.
    const repo = await change(
      { 'assets/data/mod.py': `X = 1\n${PAYLOAD}` },
      { base: { 'assets/data/mod.py': 'X = 1\n', 'src/plugins': { link: '../assets/data' } } },
    );
    const r = await pr(repo);
    expect(r.code).toBe(2);
    expect(gate(r.json(), 'no-eval')).toMatchObject({ passed: false, location: { path: 'src/plugins/mod.py', line: 2 } });
  });

  it("a clean file behind the link passes, counted under the link's path", async () => {
    const repo = await change({ 'assets/data/mod.py': 'def f(x):\n    return x + 1\n', 'src/plugins': { link: '../assets/data' } });
    const r = await pr(repo);
    expect(r.code).toBe(0);
    expect(r.json().verdict).toBe('PASS');
    expect(gate(r.json(), 'parses')?.evidence).toMatch(/src\/plugins\/mod\.py|1 file|2 file/);
  });
});

describe('a directory link whose files cannot be listed is named and fails the check', () => {
  it('a link loop (src/loop -> ..) fails, naming the loop', async () => {
    const repo = await change({ 'src/extra.py': 'Y = 2\n', 'src/loop': { link: '..' } });
    const r = await pr(repo);
    expect(r.code).toBe(2);
    const parses = gate(r.json(), 'parses')!;
    expect(parses.passed).toBe(false);
    expect(parses.evidence).toContain('src/loop: a symlink loop');
  });

  it("two links pointing at each other's folders fail, naming the loop", async () => {
    const repo = await change({ 'src/a/x.py': 'Y = 2\n', 'src/a/to-b': { link: '../b' }, 'src/b/to-a': { link: '../a' } });
    const r = await pr(repo);
    expect(r.code).toBe(2);
    const parses = gate(r.json(), 'parses')!;
    expect(parses.passed).toBe(false);
    expect(parses.evidence).toMatch(/src\/[ab]\/(to-[ab]\/)+to-[ab]: a symlink loop/);
  });

  it('a directory link leaving the repository fails, naming it, though no glob matches its own path', async () => {
    const repo = await change({ 'src/ext': { link: '../../outside-the-repo' } });
    const r = await pr(repo);
    expect(r.code).toBe(2);
    const parses = gate(r.json(), 'parses')!;
    expect(parses.passed).toBe(false);
    expect(parses.evidence).toContain('src/ext: a symlink leaving the repository (→ ../../outside-the-repo)');
  });
});

describe('through the built CLI', () => {
  beforeAll(() => assertCliBuilt());

  it('node dist/cli.js pr: the directory-link payload fails with exit 2, naming src/plugins/mod.py', async () => {
    const repo = await change({ 'assets/data/mod.py': PAYLOAD, 'src/plugins': { link: '../assets/data' } });
    const r = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--format', 'json', '--llm', 'off']);
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.verdict).toBe('FAIL');
    expect(result.gate.find((g) => g.id === 'no-eval')).toMatchObject({ passed: false, location: { path: 'src/plugins/mod.py', line: 1 } });
  });
});

describe('through the Action, the change read from the GitHub API (the workspace lacks the commits)', () => {
  const githubs: GitHubDouble[] = [];
  let empty: string;
  beforeAll(async () => {
    assertActionBuilt();
    empty = await mkdtemp(join(tmpdir(), 'critic-gate-no-checkout-'));
  });
  afterEach(async () => {
    await Promise.all(githubs.splice(0).map((g) => g.close()));
  });
  afterAll(async () => {
    await cleanupActionRuns();
    await rm(empty, { recursive: true, force: true });
  });

  const act = async (repo: GitRepoFixture) => {
    const [base, head] = [await repo.sha('main'), await repo.sha('feature')];
    const setup = await doubleSetupFromGit(repo, { owner: 'octo-org', repo: 'widgets', number: 7, base, head });
    const github = await startGitHubDouble({ ...setup, reviews: [] });
    githubs.push(github);
    const event = pullRequestEvent({
      owner: 'octo-org',
      repo: 'widgets',
      number: 7,
      headSha: head,
      baseSha: base,
      changedFiles: (setup.files ?? []).length,
    });
    const run = await runAction({ apiUrl: github.url, token: WRITE_TOKEN, workspace: empty, event, inputs: { llm: 'off', review: 'off' } });
    return { run, github };
  };

  it("the payload behind the link fails at src/plugins/mod.py, the link's target read through the blobs API", async () => {
    const repo = await change({ 'assets/data/mod.py': PAYLOAD, 'src/plugins': { link: '../assets/data' } });
    const { run, github } = await act(repo);
    expect(run.code).not.toBe(0);
    const result = await run.result();
    expect(result.verdict).toBe('FAIL');
    expect(result.gate.find((g) => g.id === 'no-eval')).toMatchObject({ passed: false, location: { path: 'src/plugins/mod.py', line: 1 } });
    expect(JSON.stringify(result.gate)).not.toContain('dangling');
    expect(github.requests.some((r) => /\/git\/blobs\//.test(r.path))).toBe(true);
  });

  it('a directory link leaving the repository is named there too', async () => {
    const repo = await change({ 'src/ext': { link: '../../outside-the-repo' } });
    const result = await (await act(repo)).run.result();
    const parses = result.gate.find((g) => g.id === 'parses')!;
    expect(parses.passed).toBe(false);
    expect(parses.evidence).toContain('src/ext: a symlink leaving the repository (→ ../../outside-the-repo)');
  });
});
