/**
 * Both front ends see one change (issue 27, item 5): the CLI and an Action with a checkout read it
 * through local git, an Action without one through the GitHub API tree. Built from either, the
 * change view says the same of every path: what a glob may mean, what a check selects, where a
 * read leads, which directory link cannot be listed, and each changed path's entry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pullSubject } from '../../../src/host/github-change.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { changeSubject } from '../../../src/subject/change.js';
import { changeView, type ChangeView } from '../../../src/subject/change-view.js';
import { GitRepo } from '../../../src/subject/git.js';
import { READ_TOKEN } from '../../doubles/github.js';
import { doubleSetupFromGit } from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { githubDoubles } from '../../support/github-doubles.js';

const start = githubDoubles();
let repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

const IGNORE = ['assets/**'];

/** What the view says of each path it knows, in one comparable value. */
function described(view: ChangeView): unknown {
  const paths = [...new Set([...view.selectable, ...view.named])].sort();
  return {
    named: [...view.named].sort(),
    selectable: [...view.selectable].sort(),
    checkable: [...view.checkable].sort(),
    changed: [...view.changed].sort(),
    paths: paths.map((p) => {
      const e = view.entry(p);
      return { p, link: view.link(p)?.problem, real: view.realOf(p), resolve: view.resolve(p), entry: e && [e.path, e.status, e.binary] };
    }),
  };
}

describe('the change view from local git and from the GitHub API', () => {
  it('is the same: a directory link, a symlinked file, a link leaving the repository, a binary file, an ignored real path under a link', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.py', 'X = 1\n');
    await repo.write('assets/data/keep.py', 'K = 1\n');
    await repo.write('lib/util.py', 'U = 1\n');
    await repo.commit('base');
    await repo.branch('feature');
    await repo.write('assets/data/mod.py', 'print("hi")\n');
    await repo.write('img/logo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]));
    await repo.symlink('src/plugins', '../assets/data');
    await repo.symlink('src/util.py', '../lib/util.py');
    await repo.symlink('src/out', '../../outside-the-repo');
    await repo.commit('feature');
    const [base, head] = [await repo.sha('main'), await repo.sha('feature')];

    const git = await GitRepo.open(repo.dir);
    let fromGit: ChangeView;
    try {
      fromGit = await changeView((await changeSubject(git, { base, head, ignore: IGNORE })).subject);
    } finally {
      await git.close();
    }

    const double = await start(await doubleSetupFromGit(repo, { owner: 'octo-org', repo: 'widgets', number: 7, base, head }));
    const client = createGitHubClient({ token: READ_TOKEN, baseUrl: double.url, log: { warn: () => undefined } });
    const api = await pullSubject({
      workspace: undefined,
      client,
      pull: { owner: 'octo-org', repo: 'widgets', pullNumber: 7 },
      baseSha: base,
      headSha: head,
      changedFiles: undefined,
      ignore: IGNORE,
    });
    expect(api.source).toBe('api');
    const fromApi = await changeView(api.subject);

    expect(described(fromApi)).toEqual(described(fromGit));
    // And it is the view the checks need: the ignored real path is there under the link's path.
    expect(fromGit.changed).toEqual(expect.arrayContaining(['src/plugins/mod.py', 'src/out', 'img/logo.png']));
    expect(fromGit.changed).not.toContain('assets/data/mod.py');
    expect(fromGit.resolve('src/util.py')).toEqual({ path: 'lib/util.py' });
    expect(fromGit.link('src/out')?.problem).toMatch(/^a symlink leaving the repository/);
    expect(fromGit.entry('img/logo.png')?.binary).toBe(true);
  });
});
