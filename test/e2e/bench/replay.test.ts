/**
 * The replay harness (bench/replay.mjs) on a history built here: init at the first commit, then
 * each later commit of the main line gated as a pull request would be. It must tell a docs change,
 * a dependency bump and a real syntax error apart, as the real-history measurements rely on it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../../bench/lib/replay.mjs';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { CLI_PATH } from '../../support/run-cli.js';

const repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
});

describe('bench/replay.mjs', () => {
  it('runs init at the start, then pr on each range, and names what failed', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/index.ts', 'export const a = 1;\n');
    await repo.write('package.json', '{"name": "x"}\n');
    await repo.write('package-lock.json', '{"lockfileVersion": 3}\n');
    const start = await repo.commit('a project');
    await repo.write('README.md', '# x\n');
    await repo.commit('docs');
    await repo.write('package-lock.json', `{"lockfileVersion": 3, "packages": {${'"": {},'.repeat(3000)} "z": {}}}\n`);
    await repo.commit('bump');
    await repo.write('src/index.ts', 'export const a = ;\n');
    const broken = await repo.commit('a syntax error');

    const lines: string[] = [];
    const report = await replay({ repo: repo.dir, cli: CLI_PATH, ranges: 3, log: (l) => lines.push(l) });

    expect(report.start).toBe(start);
    expect(report.config).toContain('kind: syntax');
    expect(report.runs.map((r) => r.subject)).toEqual(['docs', 'bump', 'a syntax error']);
    expect(report.counts.FAIL).toBe(1);
    expect(report.counts.ERROR).toBe(0);
    const failed = report.runs.find((r) => r.verdict === 'FAIL');
    expect(failed?.head).toBe(broken);
    expect(failed?.failed.map((f) => f.id)).toEqual(['syntax']);
    expect(lines.join('\n')).toMatch(/^FAIL [0-9a-f]{10} a syntax error\n {4}syntax \(syntax\): src\/index\.ts:1/m);
  });
});
