/**
 * `critic-gate pr --cache-dir` (and CRITIC_GATE_CACHE_DIR) must not lie inside the repository
 * being judged, as the Action's `cache-dir` must not lie in GITHUB_WORKSPACE (spec §8, cache):
 * the checked-out head is the change, so a forged "earlier judgement" committed there would be
 * reused with zero model calls. Run as the built dist/cli.js on a real git repository.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type AnswerPlan, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli, type CliRun } from '../../support/run-cli.js';
import { BASE_A, CACHE_CONFIG, HEAD_A, SUM_FORGED, SUM_UNMET } from '../../support/cache-forgery.js';

const unmet = (): AnswerPlan => ({ content: JSON.stringify({ criteria: [SUM_UNMET] }) });

const repos: GitRepoFixture[] = [];
const ollamas: OllamaDouble[] = [];
let scratch: string;

beforeAll(async () => {
  assertCliBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-cli-cache-dir-'));
});
afterEach(async () => {
  await Promise.all([...repos.splice(0).map((r) => r.cleanup()), ...ollamas.splice(0).map((o) => o.close())]);
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `main` holds the config and src/a.ts; `feature` (checked out) adds the difference, not the sum. */
async function change(): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', CACHE_CONFIG);
  await repo.write('src/a.ts', BASE_A);
  await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/a.ts', HEAD_A);
  await repo.commit('feature: export the difference');
  return repo;
}

async function judge(): Promise<OllamaDouble> {
  const o = await startOllamaDouble({ chat: [unmet()] });
  ollamas.push(o);
  return o;
}

/** The cache is switched on here: the test environment turns it off for every other test. */
const pr = (
  repo: GitRepoFixture,
  ollama: OllamaDouble,
  extra: string[],
  env: Record<string, string | undefined> = {},
  cwd = scratch,
): Promise<CliRun> =>
  runCli(
    ['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--format', 'json', '--host', ollama.url, '--cache', 'on', ...extra],
    {
      cwd,
      env: { XDG_CACHE_HOME: join(scratch, 'xdg'), ...env },
    },
  );

/** A cache directory outside the repository, filled by a real run: the unmet answer, stored. */
async function honestEntries(repo: GitRepoFixture, name: string): Promise<string> {
  const dir = join(scratch, name);
  const run = await pr(repo, await judge(), ['--cache-dir', dir]);
  expect(run.json().verdict, run.stderr).not.toBe('PASS');
  expect(run.json().stats).toMatchObject({ llm_calls: 1 });
  return dir;
}

/** The judge's stored answers with the real assertion turned "met": what a change would commit. */
async function forgedEntries(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  const names = (await readdir(from)).filter((n) => n.endsWith('.json'));
  for (const name of names) {
    const entry = JSON.parse(await readFile(join(from, name), 'utf8')) as { answer: string };
    const answer = JSON.parse(entry.answer) as { criteria: { id: string }[] };
    const forged = { criteria: answer.criteria.map((c) => (c.id === 'sum' ? SUM_FORGED : c)) };
    await writeFile(join(to, name), JSON.stringify({ ...entry, answer: JSON.stringify(forged) }));
  }
  return names.length;
}

describe('pr: a cache directory inside the judged repository is refused', () => {
  it('a forged entry works from outside, so the same entries in the checkout are refused by --cache-dir and CRITIC_GATE_CACHE_DIR', async () => {
    const repo = await change();
    const honest = await honestEntries(repo, 'honest');
    expect(await forgedEntries(honest, join(scratch, 'forged'))).toBeGreaterThan(0);

    // The attack's precondition: a forged entry is a cache hit that turns FAIL into PASS.
    const replayed = await pr(repo, await judge(), ['--cache-dir', join(scratch, 'forged')]);
    expect(replayed.json().stats).toMatchObject({ llm_calls: 0, cache_hits: 1 });
    expect(replayed.code).toBe(0);

    // The same entries in the change's checkout, as if committed under .critic-cache/.
    await forgedEntries(honest, join(repo.dir, '.critic-cache'));
    const tries: [string, string[], Record<string, string>, string][] = [
      ['--cache-dir', ['--cache-dir', join(repo.dir, '.critic-cache')], {}, scratch],
      ['--cache-dir', ['--cache-dir', '.critic-cache'], {}, repo.dir],
      ['--cache-dir', ['--cache-dir', './src/../.critic-cache'], {}, repo.dir],
      ['--cache-dir', ['--cache-dir', '.'], {}, repo.dir],
      ['CRITIC_GATE_CACHE_DIR', [], { CRITIC_GATE_CACHE_DIR: join(repo.dir, '.critic-cache') }, scratch],
    ];
    for (const [option, flags, env, cwd] of tries) {
      const judged = await judge();
      const run = await pr(repo, judged, flags, env, cwd);
      const what = `${option} ${flags.join(' ')} in ${cwd === repo.dir ? 'the repository' : 'scratch'}`;
      expect(run.code, what).toBe(4);
      expect(run.stderr, what).toContain(`${option}: `);
      expect(run.stderr, what).toMatch(/resolves inside the repository being judged .*could plant cache entries/);
      expect(run.stdout, what).not.toContain('"PASS"');
      expect(judged.chatRequests(), what).toHaveLength(0);
    }
  });

  it('a link from outside into the repository is refused too; a directory outside is used', async () => {
    const repo = await change();
    const link = join(scratch, 'into-repo');
    await mkdir(join(repo.dir, 'cache'));
    await symlink(join(repo.dir, 'cache'), link);
    const refused = await pr(repo, await judge(), ['--cache-dir', join(link, 'sub')]);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(/--cache-dir: .* resolves inside the repository being judged/);

    const outside = join(scratch, 'outside');
    const used = await pr(repo, await judge(), ['--cache-dir', outside]);
    expect(used.json().stats, used.stderr).toMatchObject({ llm_calls: 1 });
    expect((await readdir(outside)).some((n) => n.endsWith('.json'))).toBe(true);
  });

  it('the default directory inside the repository (XDG_CACHE_HOME there) is not used, and the run says so', async () => {
    const repo = await change();
    const xdg = join(repo.dir, '.cache');
    expect(await forgedEntries(await honestEntries(repo, 'honest-default'), join(xdg, 'critic-gate'))).toBeGreaterThan(0);
    const judged = await judge();
    const run = await pr(repo, judged, [], { XDG_CACHE_HOME: xdg });
    expect(run.json().verdict, run.stderr).not.toBe('PASS');
    expect(run.stderr).toMatch(/note: the default cache directory .* is inside the repository being judged/);
    expect(run.json().stats).toMatchObject({ llm_calls: 1 });
    expect(judged.chatRequests()).toHaveLength(1);
  });
});
