/**
 * Issue 38 part 2 (spec §16): `init` ends with "try it: critic-gate pr --base origin/main", which
 * failed with "not found at the base commit" until the config was merged. Locally, a config that
 * is not yet on the base branch but is in the working tree is used, with one notice line; it is
 * the change's own config, so it never allows commands. Through the built CLI on real repositories.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

const CONFIG = '.github/critic-gate.yml';
const GATE = 'version: 1\ngate:\n  - {kind: no-placeholders, files: "src/**", scope: added}\n';
const repos: GitRepoFixture[] = [];

beforeAll(() => assertCliBuilt());
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
});

/** main without a config, a feature branch with a TODO, and `config` written but not committed. */
async function repoWithUncommittedConfig(config: string | undefined): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('src/a.ts', 'export const a = 1;\n');
  await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/a.ts', 'export const a = 2; // TODO: later\n');
  await repo.commit('feature');
  if (config !== undefined) {
    await mkdir(join(repo.dir, '.github'), { recursive: true });
    await writeFile(join(repo.dir, CONFIG), config);
  }
  return repo;
}

describe('a config not yet on the base branch (issue 38 part 2)', () => {
  it('is read from the working tree with one notice, and gates the change', async () => {
    const repo = await repoWithUncommittedConfig(GATE);
    const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--llm', 'off', '--format', 'json']);
    expect(run.stderr).toMatch(
      /^critic-gate: note: \.github\/critic-gate\.yml is not yet on the base branch \([0-9a-f]{12}\): using the working tree's copy/m,
    );
    expect(run.stderr.match(/not yet on the base branch/g)).toHaveLength(1);
    const result = run.json();
    expect(result.config).toEqual({ path: CONFIG, source: 'worktree' });
    expect(result.verdict).toBe('FAIL');
    expect(result.gate[0]).toMatchObject({ kind: 'no-placeholders', passed: false });
    expect(run.code).toBe(2);
  });

  it('never lets a working-tree config run commands', async () => {
    const repo = await repoWithUncommittedConfig('version: 1\ngate:\n  - {kind: command, run: "true"}\n');
    const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--allow-commands', '--format', 'json']);
    const result = run.json();
    expect(result.gate[0]).toMatchObject({ kind: 'command', passed: false });
    expect(result.gate[0]?.evidence).toContain('not from the base commit');
  });

  it('the twin: with no config anywhere, the error still names the base commit', async () => {
    const repo = await repoWithUncommittedConfig(undefined);
    const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--llm', 'off']);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('not found at the base commit');
  });
});
