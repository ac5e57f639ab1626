/**
 * Issue 37 item 6, through the built Action (`node dist/index.js`): a key in the judge URL's path
 * or query (`ollama-host: ${{ secrets.JUDGE_URL }}`) was written verbatim into the result JSON, the
 * SARIF file, the job summary, the outputs and the `::error` line when the judge could not be
 * reached. Now a judge URL is published as `scheme://host:port` only, everywhere.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_TOKEN, startGitHubDouble, type GitHubDouble } from '../../doubles/github.js';
import { assertActionBuilt, cleanupActionRuns, doubleSetupFromGit, pullRequestEvent, runAction } from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { closedPort } from '../../support/ports.js';

const KEY = 'k3y-Zq81xWv0Lm4Pt7Rn';
const CONFIG = `version: 1
assertions:
  - {id: tests, text: "New behaviour comes with a test", files: "src/**"}
`;
const repos: GitRepoFixture[] = [];
const githubs: GitHubDouble[] = [];

beforeAll(() => assertActionBuilt());
afterEach(async () => {
  await Promise.all([...githubs.splice(0).map((g) => g.close()), ...repos.splice(0).map((r) => r.cleanup())]);
});
afterAll(() => cleanupActionRuns());

async function unreachableJudgeAt(url: string) {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('src/a.ts', 'export const a = 1;\n');
  const base = await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/a.ts', 'export const a = 2;\n');
  const head = await repo.commit('feature');
  const setup = await doubleSetupFromGit(repo, { owner: 'o', repo: 'r', number: 6, base, head });
  const github = await startGitHubDouble({ ...setup, reviews: [] });
  githubs.push(github);
  const event = pullRequestEvent({
    owner: 'o',
    repo: 'r',
    number: 6,
    headSha: head,
    baseSha: base,
    changedFiles: (setup.files ?? []).length,
  });
  return runAction({ apiUrl: github.url, token: WRITE_TOKEN, workspace: repo.dir, event, inputs: { 'ollama-host': url } });
}

describe('a judge URL is published as scheme://host:port only (issue 37 item 6)', () => {
  it.each([
    ['a key in the path', (port: number) => `http://127.0.0.1:${port}/ollama/${KEY}`],
    ['a key in the query', (port: number) => `http://127.0.0.1:${port}/api?api-key=${KEY}`],
    ['a key in the userinfo and the path', (port: number) => `http://bot:${KEY}@127.0.0.1:${port}/gw/${KEY}/`],
  ])('%s: no result, SARIF, summary, output or log line holds it', async (_name, urlOf) => {
    const port = await closedPort();
    const run = await unreachableJudgeAt(urlOf(port));
    expect(run.code).toBe(1);
    // The runner takes each secret as its `::add-mask::` command and never shows it; every other line is the log.
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    expect(run.stdout).toContain(`::add-mask::${KEY}`);
    const published = [
      log,
      run.summary,
      JSON.stringify(run.outputs),
      run.errors.join('\n'),
      await readFile(run.outputs['result-file']!, 'utf8'),
      await readFile(run.outputs['sarif-file']!, 'utf8'),
    ].join('\n');
    expect(published).not.toContain(KEY);
    expect(published).not.toContain('/ollama/');
    expect(published).not.toContain('api-key');
    // The host is still named, as its origin: the reader knows which server to fix.
    expect(run.outputs['error']).toContain(`http://127.0.0.1:${port}`);
    expect(run.outputs['verdict']).toBe('ERROR');
  });
});
