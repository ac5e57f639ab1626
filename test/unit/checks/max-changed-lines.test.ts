import { afterEach, describe, expect, it } from 'vitest';
import { checkContext } from '../../../src/checks/context.js';
import { changeSubject } from '../../../src/subject/change.js';
import { GitRepo } from '../../../src/subject/git.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { maxChangedLines } from '../../../src/checks/kinds/max-changed-lines.js';
import { checkTester } from '../../support/check-tester.js';

describe('max-changed-lines', () => {
  const files = { 'src/a.ts': 'a\n', 'package-lock.json': '{}\n' };
  const changes = [
    { path: 'src/a.ts', status: 'modified' as const, additions: 120, deletions: 30 },
    { path: 'src/old.ts', status: 'deleted' as const, additions: 0, deletions: 400 },
    { path: 'package-lock.json', status: 'modified' as const, additions: 5000, deletions: 4000 },
  ];

  it('sums additions and deletions over changed files, deleted ones included, ignored ones left out', async () => {
    const ctx = memoryContext({ files, changes, ignore: ['**/*.lock', 'package-lock.json'] });
    expect(await runSpec({ kind: 'max-changed-lines', max: 600 }, ctx)).toEqual({
      status: 'pass',
      evidence: '550 changed line(s) (+120 −430) in 2 file(s) (max 600)',
    });
  });

  it('fails over the limit and names the largest files', async () => {
    const o = await runSpec({ kind: 'max-changed-lines', max: 2000 }, memoryContext({ files, changes }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe(
      '9550 changed line(s) (+5120 −4430) in 3 file(s), over the limit of 2000; largest: package-lock.json +5000 −4000, src/old.ts +0 −400, src/a.ts +120 −30',
    );
    expect(o.fix).toBe('Make the change smaller: at most 2000 changed lines (now 9550); split it into several pull requests');
  });
});

describe('max-changed-lines, table', () => {
  checkTester(maxChangedLines).table([
    {
      name: 'a small change',
      spec: { max: 10 },
      files: { 'a.txt': 'x\n' },
      changes: [{ path: 'a.txt', status: 'modified', additions: 3, deletions: 2 }],
      passes: true,
    },
    {
      name: 'a change over the limit',
      spec: { max: 10 },
      files: { 'a.txt': 'x\n' },
      changes: [{ path: 'a.txt', status: 'modified', additions: 8, deletions: 5 }],
      passes: false,
      evidence: 'a.txt',
    },
  ]);
});

/** Lines of code with enough letters in each for git's move detection (20 alphanumerics a block). */
const codeLines = (n: number, tag: string): string =>
  Array.from({ length: n }, (_, i) => `export const ${tag}Value${i} = computeSomething(${i}, "alpha beta gamma");\n`).join('');

describe('max-changed-lines on a real git range: moved lines are not counted', () => {
  const repos: GitRepoFixture[] = [];
  afterEach(async () => {
    await Promise.all(repos.splice(0).map((r) => r.cleanup()));
  });

  async function judgeRange(build: (repo: GitRepoFixture) => Promise<void>, max: number, spec: Record<string, unknown> = {}) {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/keep.ts', 'export const keep = 1;\n');
    await repo.write('src/big.ts', codeLines(300, 'big'));
    const base = await repo.commit('base');
    await build(repo);
    const head = await repo.commit('change');
    const git = await GitRepo.open(repo.dir);
    try {
      const { subject } = await changeSubject(git, { base, head });
      return await runSpec({ kind: 'max-changed-lines', max, ...spec }, checkContext(subject));
    } finally {
      await git.close();
    }
  }

  it('a block moved to another file counts neither where it left nor where it landed', async () => {
    const o = await judgeRange(async (repo) => {
      const lines = codeLines(300, 'big').split('\n');
      await repo.write('src/big.ts', `${lines.slice(0, 100).join('\n')}\n`);
      await repo.write('src/moved.ts', `${lines.slice(100, 300).join('\n')}\n`);
    }, 50);
    expect(o.status).toBe('pass');
    expect(o.evidence).toMatch(/^0 changed line\(s\) \(\+200 −200; 400 moved line\(s\) not counted\) in 2 file\(s\)/);
  });

  it('a whole-file rename of a large file counts nothing', async () => {
    const o = await judgeRange((repo) => repo.move('src/big.ts', 'lib/big.ts'), 50);
    expect(o).toMatchObject({ status: 'pass' });
    expect(o.evidence).toMatch(/^0 changed line\(s\)/);
  });

  it('as many new lines still fail, moved lines beside them not counted', async () => {
    const o = await judgeRange(async (repo) => {
      const lines = codeLines(300, 'big').split('\n');
      await repo.write('src/big.ts', `${lines.slice(0, 100).join('\n')}\n`);
      await repo.write('src/moved.ts', `${lines.slice(100, 300).join('\n')}\n`);
      await repo.write('src/new.ts', codeLines(80, 'fresh'));
    }, 50);
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(
      /^80 changed line\(s\) \(\+280 −200; 400 moved line\(s\) not counted\) in 3 file\(s\), over the limit of 50; largest: src\/new\.ts \+80 −0/,
    );
  });

  it('a block cut from a file the check does not count is new where it lands (the check counts it)', async () => {
    const o = await judgeRange(
      async (repo) => {
        const lines = codeLines(300, 'big').split('\n');
        // Out of a file the check leaves out, into one it counts.
        await repo.write('src/big.ts', `${lines.slice(0, 100).join('\n')}\n`);
        await repo.write('lib/landed.ts', `${lines.slice(100, 300).join('\n')}\n`);
      },
      50,
      { files: 'lib/**' },
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/^200 changed line\(s\) \(\+200 −0\) in 1 file\(s\)/);
  });

  it('moved lines in files whose names hold a space are not counted either (the twin)', async () => {
    const o = await judgeRange(async (repo) => {
      const lines = codeLines(300, 'big').split('\n');
      await repo.write('src/big.ts', `${lines.slice(0, 100).join('\n')}\n`);
      await repo.write('src/moved here.ts', `${lines.slice(100, 300).join('\n')}\n`);
    }, 50);
    expect(o.status).toBe('pass');
    expect(o.evidence).toMatch(/400 moved line\(s\) not counted/);
  });

  it("new lines painted in the moved colour by the repository's own git config are still counted", async () => {
    const o = await judgeRange(async (repo) => {
      // A taste (or a trick): added lines blue, removed lines magenta, the colours moved lines are read by.
      await repo.git('config', 'color.diff.new', 'blue');
      await repo.git('config', 'color.diff.old', 'magenta');
      await repo.write('src/new.ts', codeLines(80, 'fresh'));
    }, 50);
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/^80 changed line\(s\) \(\+80 −0\) in 1 file\(s\), over the limit of 50/);
  });
});
