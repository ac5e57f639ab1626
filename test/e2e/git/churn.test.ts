/** max-churn on real git history, and the PR-mode task reaching keyword-coverage. */
import { afterEach, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { GitRepo } from '../../../src/subject/git.js';
import { changeSubject } from '../../../src/subject/change.js';
import { checkContext } from '../../../src/checks/context.js';
import { runSpec } from '../../support/run-check.js';
import { configFromCommit } from '../../../src/pr/config-source.js';
import { critiqueChange } from '../../../src/pr/pipeline.js';
import { commitFromApi } from '../../../src/github/list-pr-commits.js';
import { parseGitLog } from '../../../src/subject/history.js';

let repos: GitRepoFixture[] = [];
let opened: GitRepo[] = [];
afterEach(async () => {
  await Promise.all(opened.map((r) => r.close()));
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
  opened = [];
});

const CLIENT_V1 = `export async function getUser(id: string) {
  const res = await fetch(\`/users/\${id}\`);
  return res.json();
}
`;
const CLIENT_V2 = `export async function getUser(id: string) {
  const res = await fetch(\`/users/\${id}\`, { cache: 'no-store' });
  if (!res.ok) throw new Error(\`user \${id}: HTTP \${res.status}\`);
  return res.json();
}
`;

/** A base commit, then a feature branch whose commits are written by `steps`. */
async function branchWith(
  steps: (repo: GitRepoFixture) => Promise<void>,
  config = '',
): Promise<{ repo: GitRepoFixture; base: string; head: string }> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('src/client.ts', CLIENT_V1);
  await repo.write('README.md', '# users\n');
  if (config) await repo.write('.github/critic-gate.yml', config);
  const base = await repo.commit('base');
  await repo.branch('feature');
  await steps(repo);
  return { repo, base, head: await repo.sha() };
}

async function contextOf(fixture: { repo: GitRepoFixture; base: string; head: string }, ignore: string[] = []) {
  const git = await GitRepo.open(fixture.repo.dir);
  opened.push(git);
  const change = await changeSubject(git, { base: fixture.base, head: fixture.head, ignore });
  return checkContext(change.subject, { task: 'x' });
}

describe('max-churn', () => {
  it('fails a branch that flip-flops a line across commits, naming the line and both commits', async () => {
    const f = await branchWith(async (repo) => {
      await repo.write('src/client.ts', CLIENT_V2);
      await repo.commit('handle errors');
      await repo.write('src/client.ts', CLIENT_V1);
      await repo.commit('revert error handling');
      await repo.write('src/client.ts', CLIENT_V2);
      await repo.commit('handle errors again');
    });
    const o = await runSpec({ kind: 'max-churn' }, await contextOf(f));
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(
      /^src\/client\.ts:2: 3 line\(s\) changed and changed back within the range \(max_undone_lines 0\), e\.g\. "const res = await fetch\(`\/users\/\$\{id\}`, \{ cache: 'no-store' \}\);" added then removed \([0-9a-f]{7} → [0-9a-f]{7}\)$/,
    );
    expect(o.location).toEqual({
      path: 'src/client.ts',
      line: 2,
      quote: "  const res = await fetch(`/users/${id}`, { cache: 'no-store' });",
    });
    expect(o.fix).toMatch(/Stop flip-flopping src\/client\.ts/);
    expect((await runSpec({ kind: 'max-churn', max_undone_lines: 3 }, await contextOf(f))).status).toBe('pass');
  });

  it('passes a branch whose commits only move forward', async () => {
    const f = await branchWith(async (repo) => {
      await repo.write('src/client.ts', CLIENT_V2);
      await repo.commit('handle errors');
      await repo.write('README.md', '# users\n\nA tiny client.\n');
      await repo.commit('docs');
      await repo.write('src/client.ts', `// A thin client.\n${CLIENT_V2}`);
      await repo.commit('comment');
    });
    const o = await runSpec({ kind: 'max-churn' }, await contextOf(f));
    expect(o).toMatchObject({ status: 'pass' });
    expect(o.evidence).toBe('3 commit(s), 2 file(s); most changed: src/client.ts (2 commit(s)) (max_commits 5); 0 line(s) changed back');
  });

  it('max_commits on both sides of the limit', async () => {
    const f = await branchWith(async (repo) => {
      for (let i = 1; i <= 4; i++) {
        await repo.write('README.md', `# users\n${Array.from({ length: i }, (_, k) => `- step ${k + 1}\n`).join('')}`);
        await repo.commit(`step ${i}`);
      }
    });
    const ctx = await contextOf(f);
    expect((await runSpec({ kind: 'max-churn', max_commits: 4 }, ctx)).status).toBe('pass');
    const over = await runSpec({ kind: 'max-churn', max_commits: 3 }, ctx);
    expect(over.status).toBe('fail');
    expect(over.evidence).toMatch(/^README\.md: changed by 4 of the range's 4 commit\(s\) \(max_commits 3\): [0-9a-f]{7}, /);
    // A file the check does not select, or the config ignores, is not counted.
    expect((await runSpec({ kind: 'max-churn', max_commits: 3, files: 'src/**' }, ctx)).status).toBe('pass');
    expect((await runSpec({ kind: 'max-churn', max_commits: 3 }, await contextOf(f, ['*.md']))).status).toBe('pass');
  });

  it('runs from the assertions file in PR mode, and keyword-coverage reads the commit messages as the task', async () => {
    const config = `version: 1
gate:
  - {kind: max-churn, max_commits: 2}
  - {kind: keyword-coverage, files: "src/**", min_share: 0.5}
`;
    const f = await branchWith(async (repo) => {
      await repo.write('src/client.ts', CLIENT_V2);
      await repo.commit('getUser: throw on HTTP errors, bypass the cache');
    }, config);
    const git = await GitRepo.open(f.repo.dir);
    opened.push(git);
    const loaded = await configFromCommit((p) => git.readFileAt(f.base, p), '.github/critic-gate.yml', f.base, undefined);
    const change = await changeSubject(git, { base: f.base, head: f.head, ignore: loaded.config.ignore });
    const messages = await git.commitMessages(change.mergeBaseSha, change.headSha);
    const r = await critiqueChange({
      subject: change.subject,
      config: loaded,
      task: messages.join('\n\n'),
      baseSha: f.base,
      headSha: f.head,
    });
    expect(r.gate.map((g) => [g.id, g.passed])).toEqual([
      ['max-churn', true],
      ['keyword-coverage', true],
      ['prompt-injection', true],
    ]);
    expect(r.gate[1]!.evidence).toMatch(/^src\/client\.ts: \d+ of \d+ key term\(s\) of the task found/);
    expect(r.verdict).toBe('PASS');
  });
});

describe('commit history sources', () => {
  it('the API commit mapping and the git log parser give the same lines for the same patch', () => {
    const patch = '@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;\n keep\n';
    const fromApi = commitFromApi('abc', 'subject line\n\nbody', [{ filename: 'a.ts', patch }, { filename: 'logo.png' }]);
    const log = `\0abc\x01subject line\n\ndiff --git a/a.ts b/a.ts\nindex 1..2 100644\n--- a/a.ts\n+++ b/a.ts\n${patch}`;
    expect(parseGitLog(log)).toEqual([{ ...fromApi, files: [fromApi.files[0]] }]);
    expect(fromApi.files[1]).toEqual({ path: 'logo.png', added: [], removed: [] });
  });
});
