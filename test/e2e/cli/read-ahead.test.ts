/**
 * What `critic-gate pr` asks git for the files' bytes, seen through a `git` on PATH that logs each
 * command and every object asked of `cat-file --batch`, then runs the real git. An added file's
 * text comes from the patch (subject/patch-text.ts); a config whose checks read no file reads none.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

beforeAll(() => assertCliBuilt());

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

const MODIFIED = ['src/a.ts', 'src/b.ts', 'notes.md'];
const ADDED = ['src/new.ts', 'docs/new.md', 'empty.txt'];

interface GitLog {
  /** Each git command line the CLI ran. */
  commands: string[];
  /** Each object named to `cat-file --batch`. */
  requests: string[];
}

async function run(config: string): Promise<{ code: number | null; repo: GitRepoFixture; head: string; log: GitLog }> {
  const repo = await createGitRepo();
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-read-ahead-'));
  cleanups.push(
    () => repo.cleanup(),
    () => rm(dir, { recursive: true, force: true }),
  );
  for (const path of MODIFIED) await repo.write(path, `export const before = '${path}';\n`);
  await repo.commit('base');
  await repo.branch('feature');
  for (const path of MODIFIED) await repo.write(path, `export const before = '${path}';\nexport const after = 1;\n`);
  for (const path of ADDED) await repo.write(path, path === 'empty.txt' ? '' : `export const added = '${path}';\r\nno final newline`);
  const head = await repo.commit('change');

  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
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
  const configPath = join(dir, 'gate.yml');
  await writeFile(configPath, config);
  const r = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--config', configPath], {
    env: { PATH: `${dir}${delimiter}${process.env['PATH'] ?? ''}` },
  });
  const lines = async (file: string) => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { code: r.code, repo, head, log: { commands: await lines(log), requests: await lines(requests) } };
}

const oidsOf = (repo: GitRepoFixture, head: string, paths: readonly string[]) =>
  Promise.all(paths.map(async (p) => (await repo.git('rev-parse', `${head}:${p}`)).trim()));

describe('critic-gate pr reads only the files its checks read', () => {
  it('a config that only counts changed lines reads no file: no sizes asked, no blob requested', async () => {
    const { code, log } = await run('version: 1\ntripwires: off\ngate:\n  - {kind: max-changed-lines, max: 1000}\n');
    expect(code).toBe(0);
    expect(log.commands.some((c) => c.includes(' diff --no-color '))).toBe(true); // the log does see the run's git
    expect(log.commands.filter((c) => c.startsWith('cat-file --batch-check'))).toEqual([]);
    expect(log.requests).toEqual([]);
  });

  it('a check that reads text still reads the modified files from git, and the added ones come from the patch', async () => {
    const { code, repo, head, log } = await run('version: 1\ntripwires: off\ngate:\n  - {kind: no-placeholders, files: "**"}\n');
    expect(code).toBe(0);
    const requested = new Set(log.requests);
    for (const oid of await oidsOf(repo, head, MODIFIED)) expect(requested.has(oid), oid).toBe(true);
    for (const oid of await oidsOf(repo, head, ADDED)) expect(requested.has(oid), oid).toBe(false);
  });

  it('the tripwires, on by default, read the changed files: a count-only gate beside them still reads', async () => {
    const { code, repo, head, log } = await run('version: 1\ngate:\n  - {kind: max-changed-lines, max: 1000}\n');
    expect(code).toBe(0);
    const requested = new Set(log.requests);
    for (const oid of await oidsOf(repo, head, MODIFIED)) expect(requested.has(oid), oid).toBe(true);
  });
});
