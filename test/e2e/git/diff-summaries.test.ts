/**
 * Issue 41: a repeated run reads git's patch only for the files an earlier patch has not summed up
 * (subject/diff-summaries.ts). On real repositories holding every kind of change a patch shows,
 * the files a summarised diff gives are exactly those of the whole patch: on the first run (every
 * file new), on the same range again (no patch read at all), and after one more commit (the patch
 * of that file alone), and never one kept for other bytes or another git config.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitRepo } from '../../../src/subject/git.js';
import { parseRawDiff } from '../../../src/subject/diff-summaries.js';
import type { DiffFile } from '../../../src/subject/diff.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';

let scratch: string;
const repos: GitRepoFixture[] = [];
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-diff-summaries-'));
});
afterAll(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
  await rm(scratch, { recursive: true, force: true });
});

const lines = (n: number, tag = 'line') => Array.from({ length: n }, (_, i) => `${tag} ${i + 1}\n`).join('');

/** A base and a head holding each kind of change a patch shows. */
async function everyKind(): Promise<{ repo: GitRepoFixture; base: string; head: string }> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('modified.txt', lines(40));
  await repo.write('same.txt', lines(10, 'same'));
  await repo.write('edited.txt', lines(10, 'edited'));
  await repo.write('gone.txt', lines(5, 'gone'));
  await repo.write('bin.dat', Buffer.from([0, 1, 2, 3, 0, 5]));
  await repo.write('mode.sh', 'echo hi\n');
  await repo.write('to-link', lines(3));
  await repo.write('crlf.txt', 'a\r\nb\r\n');
  await repo.submodule('lib/sub', '1'.repeat(40));
  const base = await repo.commit('base');
  await repo.write('modified.txt', lines(40).replace('line 5\n', 'line five\n').replace('line 30\n', 'line 30\nnew a\nnew b\n'));
  await repo.move('same.txt', 'moved/same.txt');
  await repo.move('edited.txt', 'moved/edited.txt');
  await repo.write('moved/edited.txt', `${lines(10, 'edited')}one more\n`);
  await repo.remove('gone.txt');
  await repo.write('bin.dat', Buffer.from([0, 9, 9, 3, 0, 5]));
  await repo.write('mode.sh', 'echo hi\n', { executable: true });
  await repo.remove('to-link');
  await repo.symlink('to-link', 'modified.txt');
  await repo.write('crlf.txt', 'a\r\nb\r\nc');
  await repo.write('added.ts', 'export const a = 1;\n');
  await repo.write('empty.txt', '');
  await repo.write('sp ace/"quoted"\tname.txt', 'quoted\n');
  await repo.write('ünïcode.md', '# hi\n');
  await repo.submodule('lib/sub', '2'.repeat(40));
  const head = await repo.commit('head');
  return { repo, base, head };
}

/** A base and a head of the given files' texts, each a commit: the change the setting tests summarise. */
async function change(
  base: Record<string, string>,
  head: Record<string, string>,
): Promise<{ repo: GitRepoFixture; base: string; head: string }> {
  const repo = await createGitRepo();
  repos.push(repo);
  for (const [path, text] of Object.entries(base)) await repo.write(path, text);
  const baseSha = await repo.commit('base');
  for (const [path, text] of Object.entries(head)) await repo.write(path, text);
  return { repo, base: baseSha, head: await repo.commit('head') };
}

async function wholePatch(repo: GitRepoFixture, base: string, head: string): Promise<DiffFile[]> {
  const git = await GitRepo.open(repo.dir);
  try {
    return await git.diff(base, head);
  } finally {
    await git.close();
  }
}

/** The summarised diff through a store in `store`, written when done, and how many files it took from the store. */
async function summarised(repo: GitRepoFixture, base: string, head: string, store: string) {
  const git = await GitRepo.open(repo.dir);
  try {
    git.keepDiffSummaries(store);
    const files = await git.diff(base, head, { summaries: true });
    await git.flushDiffSummaries();
    return { files, ...git.summaryCounts };
  } finally {
    await git.close();
  }
}

describe('the patch read only for what is new (diff summaries)', () => {
  it('first run, the same range again, and one more commit: the files of the whole patch each time', async () => {
    const { repo, base, head } = await everyKind();
    const store = join(scratch, 'every-kind');
    const whole = await wholePatch(repo, base, head);
    expect(whole.map((f) => f.status).sort()).toEqual(expect.arrayContaining(['added', 'deleted', 'modified', 'renamed', 'typechange']));

    const first = await summarised(repo, base, head, store);
    expect(first.files).toEqual(whole);
    expect(first.hits).toBe(0);

    const again = await summarised(repo, base, head, store);
    expect(again.files, 'every file from the store').toEqual(whole);
    expect(again).toMatchObject({ hits: whole.length, misses: 0 });

    // One more commit: that file is new bytes, asked of git's patch alone.
    await repo.write('modified.txt', `${lines(40)}tail\n`);
    const grown = await repo.commit('one more');
    const grownWhole = await wholePatch(repo, base, grown);
    const next = await summarised(repo, base, grown, store);
    expect(next.files).toEqual(grownWhole);
    expect(next).toMatchObject({ hits: whole.length - 1, misses: 1 });
    expect(next.files.find((f) => f.path === 'modified.txt')?.addedLines).toEqual([41]);
  });

  it('a summary is kept for its blobs, paths and git config: another config or attribute is a miss, and says what git says', async () => {
    const { repo, base, head } = await change(
      { 'a.py': 'def a():\n    pass\n', 'b.bin.txt': 'text\n' },
      { 'a.py': 'def a():\n    pass\n\ndef b():\n    pass\n', 'b.bin.txt': 'text\nmore\n' },
    );
    const store = join(scratch, 'setting');
    const plain = await wholePatch(repo, base, head);
    expect((await summarised(repo, base, head, store)).files).toEqual(plain);
    // The honest twin: the same setting again takes both files from the store.
    expect((await summarised(repo, base, head, store)).hits).toBe(2);

    // Past core.bigFileThreshold git's patch calls a file binary: the same blobs, another answer.
    await repo.git('config', 'core.bigFileThreshold', '1');
    const big = await wholePatch(repo, base, head);
    expect(big.find((f) => f.path === 'a.py')).toMatchObject({ binary: true, additions: 0 });
    const otherConfig = await summarised(repo, base, head, store);
    expect(otherConfig.hits, 'another config: nothing from the store').toBe(0);
    expect(otherConfig.files).toEqual(big);
    await repo.git('config', '--unset', 'core.bigFileThreshold');

    // An attribute in the git directory makes a file binary to git's patch: a miss, and binary.
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(join(repo.dir, '.git', 'info'), { recursive: true });
    await writeFile(join(repo.dir, '.git', 'info', 'attributes'), '*.bin.txt binary\n');
    const attributed = await summarised(repo, base, head, store);
    expect(attributed.hits).toBe(0);
    expect(attributed.files.find((f) => f.path === 'b.bin.txt')).toMatchObject({ binary: true, additions: 0 });
    expect(attributed.files).toEqual(await wholePatch(repo, base, head));
  });

  it('core.attributesFile named twice: git reads the last one, and an edit of it is a miss', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { repo, base, head } = await change({ 'b.bin.txt': 'text\n' }, { 'b.bin.txt': 'text\nmore\n' });
    const attributes = join(scratch, 'attributes-twice');
    await mkdir(attributes, { recursive: true });
    const [first, last] = [join(attributes, 'first'), join(attributes, 'last')];
    await writeFile(first, '');
    await writeFile(last, '');
    await repo.git('config', '--add', 'core.attributesFile', first);
    await repo.git('config', '--add', 'core.attributesFile', last);
    const store = join(scratch, 'attributes-twice-store');
    await summarised(repo, base, head, store);
    expect((await summarised(repo, base, head, store)).hits, 'the honest twin: the same setting again').toBe(1);

    await writeFile(last, '*.bin.txt binary\n');
    const whole = await wholePatch(repo, base, head);
    expect(whole[0], 'git reads the last attributes file named').toMatchObject({ binary: true, additions: 0 });
    const edited = await summarised(repo, base, head, store);
    expect(edited.hits).toBe(0);
    expect(edited.files).toEqual(whole);
  });

  // actions/checkout writes a new token into the local config on every job, or into a file of its
  // own that the config includes: neither decides a patch, and a summary kept by one job serves the next.
  it('a fresh checkout credential (an extraheader, an included file) keeps every summary; a diff setting does not', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { repo, base, head } = await change({ 'a.txt': 'one\n' }, { 'a.txt': 'one\ntwo\n' });
    const store = join(scratch, 'credentials');
    const credentials = (job: number) => join(scratch, `credentials-job-${job}.config`);
    const checkout = async (job: number): Promise<void> => {
      await repo.git('config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic token-of-job-${job}`);
      await writeFile(credentials(job), `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic included-${job}\n`);
      await repo.git('config', '--unset-all', `includeIf.gitdir:${repo.dir}/.git.path`).catch(() => undefined);
      await repo.git('config', `includeIf.gitdir:${repo.dir}/.git.path`, credentials(job));
    };
    await checkout(1);
    expect((await summarised(repo, base, head, store)).hits).toBe(0);
    await checkout(2);
    const nextJob = await summarised(repo, base, head, store);
    expect(nextJob.hits, 'the next job, its own token and credentials file').toBe(1);
    expect(nextJob.files).toEqual(await wholePatch(repo, base, head));

    // The honest twin: a setting of the diff itself is still a miss.
    await repo.git('config', 'diff.algorithm', 'histogram');
    expect((await summarised(repo, base, head, store)).hits).toBe(0);
  });

  // git 2.42+ reads attributes from the tree attr.tree names (the change's own at HEAD): bytes no
  // key holds, so no summary is kept or used while it is set, whatever this git's version.
  it('attr.tree set: no summary is kept or used, and the files are those of the whole patch', async () => {
    const { repo, base, head } = await change({ 'a.txt': 'one\n' }, { 'a.txt': 'one\ntwo\n' });
    const store = join(scratch, 'attr-tree');
    await summarised(repo, base, head, store);
    expect((await summarised(repo, base, head, store)).hits, 'the honest twin: without attr.tree, from the store').toBe(1);
    await repo.git('config', 'attr.tree', 'HEAD');
    await summarised(repo, base, head, store);
    // The same setting again would find what the first run kept, if it had kept anything.
    const withTree = await summarised(repo, base, head, store);
    expect(withTree).toMatchObject({ hits: 0 });
    expect(withTree.files).toEqual(await wholePatch(repo, base, head));
  });

  it('--raw is read as git prints it, renames with both paths; another shape is no answer', () => {
    const oid = (c: string) => c.repeat(40);
    const raw = `:100644 100644 ${oid('1')} ${oid('2')} M\0a.txt\0:100644 100644 ${oid('3')} ${oid('3')} R100\0old\0new\0`;
    expect(parseRawDiff(raw)).toEqual([
      { oldMode: '100644', newMode: '100644', oldOid: oid('1'), newOid: oid('2'), letter: 'M', path: 'a.txt' },
      { oldMode: '100644', newMode: '100644', oldOid: oid('3'), newOid: oid('3'), letter: 'R', path: 'new', oldPath: 'old' },
    ]);
    expect(parseRawDiff('')).toEqual([]);
    expect(parseRawDiff(`:100644 100644 ${oid('1')} ${oid('2')} U\0a\0`)).toBeUndefined();
    expect(parseRawDiff('not raw\0a\0')).toBeUndefined();
  });
});
