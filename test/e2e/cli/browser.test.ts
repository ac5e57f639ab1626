/**
 * A `browser` gate check through the built CLI (dist/cli.js, `npm run build` first): the bundle
 * loads playwright-core from beside itself, drives the system's Chromium and writes the
 * screenshots next to the --json result file. One run per case: each is a whole CLI start.
 */
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';
import { GAME_STEPS, missingAssetGame, PNG_SIGNATURE, workingGame } from '../../support/browser-pages.js';

const CONFIG = `version: 1
gate:
  - kind: browser
    page: index.html
    steps: [{click: "#start"}, {press: ArrowRight}, {press: ArrowRight}]
    require: [no-console-errors, no-page-errors, no-failed-requests, canvas-drawn, changes-on-input]
`;

let repos: GitRepoFixture[] = [];
beforeAll(() => assertCliBuilt());
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

async function gameRepo(files: Record<string, string>): Promise<{ repo: GitRepoFixture; base: string }> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('README.md', '# Dodge\n');
  const base = await repo.commit('base: the gate');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(files)) await repo.write(path, text);
  await repo.commit('feature: the game');
  return { repo, base };
}

describe('critic-gate pr with a browser check (dist/cli.js)', () => {
  it('passes a working game and writes valid PNG screenshots next to the --json file', async () => {
    expect(GAME_STEPS).toHaveLength(3);
    const { repo, base } = await gameRepo(workingGame());
    const out = join(repo.dir, 'out', 'result.json');
    const r = await runCli(['pr', '--repo', repo.dir, '--base', base, '--llm', 'off', '--json', out, '--format', 'json'], {
      timeoutMs: 180_000,
    });
    const result = r.json();
    expect(result.gate[0]).toMatchObject({ id: 'browser', kind: 'browser', passed: true });
    expect(r.code).toBe(0);
    const shots = result.gate[0]?.artifacts ?? [];
    expect(shots.map((a) => a.path)).toEqual([
      join(repo.dir, 'out', 'critic-gate-artifacts', 'index.html-before.png'),
      join(repo.dir, 'out', 'critic-gate-artifacts', 'index.html-after.png'),
    ]);
    for (const s of shots) expect((await readFile(s.path)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(JSON.parse(await readFile(out, 'utf8')).gate[0].artifacts).toEqual(shots);
  });

  it('fails a game with a missing asset: exit 2, the request and its status in the evidence', async () => {
    const { repo, base } = await gameRepo(missingAssetGame());
    const r = await runCli(['pr', '--repo', repo.dir, '--base', base, '--llm', 'off', '--format', 'json'], { timeoutMs: 180_000 });
    const result = r.json();
    expect(r.code).toBe(2);
    expect(result.gate[0]?.evidence).toContain('failed request: assets/player.png → 404');
    // Without --json the screenshots go to a fresh temporary folder, named in the result.
    const shot = result.gate[0]?.artifacts?.[0]?.path;
    expect(shot).toMatch(/critic-gate-artifacts-[^/]+\/index\.html-before\.png$/);
    await rm(dirname(shot!), { recursive: true, force: true });
  });

  it('fails the check with the install hint when no browser can be found', async () => {
    const { repo, base } = await gameRepo(workingGame());
    const r = await runCli([
      'pr',
      '--repo',
      repo.dir,
      '--base',
      base,
      '--llm',
      'off',
      '--format',
      'json',
      '--browser-path',
      join(repo.dir, 'no-chrome'),
    ]);
    expect(r.code).toBe(2);
    expect(r.json().gate[0]).toMatchObject({ passed: false, evidence: expect.stringContaining('which is not an executable file') });
    expect(r.json().gate[0]?.fix).toMatch(/apt-get install -y chromium/);
  });
});
