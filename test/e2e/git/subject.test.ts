import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { changeSubject } from '../../../src/subject/change.js';
import { CheckSpecSchema, runCheck } from '../../../src/checks/registry.js';
import { GitError } from '../../../src/subject/git-process.js';
import { GitRepo } from '../../../src/subject/git.js';
import { checkContext } from '../../../src/checks/context.js';
import type { ChangedFile } from '../../../src/subject/types.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { expectAgreesWithGit } from '../../support/git-agreement.js';

const repos: GitRepoFixture[] = [];
const opened: GitRepo[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});
afterAll(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
});

async function newRepo(): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  return repo;
}

async function subjectOf(repo: GitRepoFixture, base: string, head: string, extra: { ignore?: string[]; findCopies?: boolean } = {}) {
  const git = await GitRepo.open(repo.dir);
  opened.push(git);
  return changeSubject(git, { base, head, ...extra });
}

/** Commits `setup`, then `change`, and returns both SHAs. */
async function range(repo: GitRepoFixture, setup: () => Promise<void>, change: () => Promise<void>) {
  await setup();
  const base = await repo.commit('base');
  await change();
  const head = await repo.commit('head');
  return { base, head };
}

const lines = (n: number, tag = 'line') => Array.from({ length: n }, (_, i) => `${tag} ${i + 1}\n`).join('');
const statusOf = (files: readonly ChangedFile[], path: string) => files.find((f) => f.path === path);

describe('changeSubject against real git', () => {
  it('a modified file: counts, added lines and commentable lines of known hunks', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      () => repo.write('f.txt', lines(20)),
      () => repo.write('f.txt', lines(20).replace('line 5\n', 'line five\n').replace('line 15\n', 'line 15\nnew a\nnew b\n')),
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    const f = statusOf(subject.files, 'f.txt');
    expect(f).toMatchObject({ status: 'modified', additions: 3, deletions: 1, binary: false });
    expect(f?.addedLines).toEqual([5, 16, 17]);
    // Hunk 1: @@ -2,7 +2,7 @@ → head lines 2..8; hunk 2: @@ -13,6 +13,8 @@ → head lines 13..20.
    expect(f?.commentableLines).toEqual([2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('added, deleted and empty files', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      () => repo.write('gone.txt', lines(4)),
      async () => {
        await repo.remove('gone.txt');
        await repo.write('new.txt', lines(3, 'fresh'));
        await repo.write('empty.txt', '');
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    expect(statusOf(subject.files, 'new.txt')).toMatchObject({
      status: 'added',
      additions: 3,
      addedLines: [1, 2, 3],
      commentableLines: [1, 2, 3],
    });
    expect(statusOf(subject.files, 'gone.txt')).toMatchObject({ status: 'deleted', deletions: 4, addedLines: [], commentableLines: [] });
    expect(statusOf(subject.files, 'empty.txt')).toMatchObject({ status: 'added', additions: 0, binary: false, commentableLines: [] });

    // In one change with the addition, git would pair an empty deletion with it as a rename.
    await repo.remove('empty.txt');
    const later = await repo.commit('drop the empty file');
    const dropped = await subjectOf(repo, head, later);
    await expectAgreesWithGit(repo, head, later, dropped.subject.files);
    expect(dropped.subject.files).toEqual([expect.objectContaining({ path: 'empty.txt', status: 'deleted', deletions: 0 })]);
  });

  it('renames with and without content change, and copies with -C', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      async () => {
        await repo.write('same.txt', lines(10, 'same'));
        await repo.write('edited.txt', lines(10, 'edited'));
        await repo.write('src.txt', lines(10, 'src'));
      },
      async () => {
        await repo.move('same.txt', 'moved/same.txt');
        await repo.move('edited.txt', 'moved/edited.txt');
        await repo.write('moved/edited.txt', lines(10, 'edited') + 'one more\n');
        await repo.write('src.txt', lines(10, 'src') + 'src tail\n'); // -C looks for copy sources among modified files
        await repo.write('copy.txt', lines(10, 'src') + 'copy tail\n');
      },
    );
    const renames = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, renames.subject.files);
    expect(statusOf(renames.subject.files, 'moved/same.txt')).toMatchObject({
      status: 'renamed',
      oldPath: 'same.txt',
      additions: 0,
      deletions: 0,
    });
    expect(statusOf(renames.subject.files, 'moved/edited.txt')).toMatchObject({
      status: 'renamed',
      oldPath: 'edited.txt',
      additions: 1,
      addedLines: [11],
    });
    expect(statusOf(renames.subject.files, 'copy.txt')?.status).toBe('added');

    const copies = await subjectOf(repo, base, head, { findCopies: true });
    await expectAgreesWithGit(repo, base, head, copies.subject.files, ['-C']);
    expect(statusOf(copies.subject.files, 'copy.txt')).toMatchObject({
      status: 'copied',
      oldPath: 'src.txt',
      additions: 1,
      addedLines: [11],
    });
  });

  it('binary files: added, modified, deleted, renamed unchanged and mode-only counts are 0, as numstat prints -', async () => {
    const repo = await newRepo();
    const blob = (n: number) => Uint8Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? 0 : (i * n) % 256));
    const { base, head } = await range(
      repo,
      async () => {
        await repo.write('mod.bin', blob(3));
        await repo.write('del.bin', blob(5));
        await repo.write('ren.bin', blob(7));
        await repo.write('mode.bin', blob(9));
      },
      async () => {
        await repo.write('mod.bin', blob(4));
        await repo.remove('del.bin');
        await repo.move('ren.bin', 'renamed.bin');
        await repo.chmod('mode.bin', 0o755);
        await repo.write('add.bin', blob(11));
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    for (const f of subject.files) expect(f, f.path).toMatchObject({ binary: true, additions: 0, deletions: 0, commentableLines: [] });
    expect(subject.files.map((f) => `${f.status} ${f.path}`).sort()).toEqual([
      'added add.bin',
      'deleted del.bin',
      'modified mod.bin',
      'modified mode.bin',
      'renamed renamed.bin',
    ]);
  });

  it('mode-only change, missing final newline, CRLF content', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      async () => {
        await repo.write('run.sh', '#!/bin/sh\necho hi\n');
        await repo.write('no-eol.txt', 'a\nb');
        await repo.write('drop-eol.txt', 'x\ny\n');
        await repo.write('crlf.txt', 'one\r\ntwo\r\nthree\r\n');
      },
      async () => {
        await repo.chmod('run.sh', 0o755);
        await repo.write('no-eol.txt', 'a\nb\nc');
        await repo.write('drop-eol.txt', 'x\ny');
        // A lone \r is not a line end for git: "2a\r2b" stays one line.
        await repo.write('crlf.txt', 'one\r\n2a\r2b\r\nthree\r\nfour\r\n');
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    expect(statusOf(subject.files, 'run.sh')).toMatchObject({
      status: 'modified',
      additions: 0,
      deletions: 0,
      binary: false,
      commentableLines: [],
    });
    expect(statusOf(subject.files, 'no-eol.txt')).toMatchObject({ additions: 2, deletions: 1, addedLines: [2, 3] });
    expect(statusOf(subject.files, 'drop-eol.txt')).toMatchObject({ additions: 1, deletions: 1, addedLines: [2] });
    expect(statusOf(subject.files, 'crlf.txt')).toMatchObject({
      additions: 2,
      deletions: 1,
      addedLines: [2, 4],
      commentableLines: [1, 2, 3, 4],
    });
  });

  it('quoted and non-ASCII paths, and names that look like diff prefixes', async () => {
    const repo = await newRepo();
    const names = [
      'tést.txt',
      'sp ace.txt',
      'tab\there.txt',
      'quo"te.txt',
      'back\\slash.txt',
      '日本語/ファイル.md',
      'a/b/c.txt',
      'x b/a b/y.txt',
      'new\nline.txt',
    ];
    const { base, head } = await range(
      repo,
      async () => {
        for (const n of names) await repo.write(n, lines(3, n));
        await repo.write('old näme.txt', lines(5));
      },
      async () => {
        for (const n of names.slice(0, 6)) await repo.write(n, lines(3, n) + 'more\n');
        await repo.chmod('a/b/c.txt', 0o755); // mode-only: the path comes from the `diff --git` line alone
        await repo.chmod('x b/a b/y.txt', 0o755);
        await repo.remove('new\nline.txt');
        await repo.move('old näme.txt', 'ñew "näme".txt');
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    expect(subject.files.map((f) => f.path).sort()).toEqual([...names, 'ñew "näme".txt'].sort());
    expect(statusOf(subject.files, 'ñew "näme".txt')).toMatchObject({ status: 'renamed', oldPath: 'old näme.txt' });
    expect(statusOf(subject.files, 'tést.txt')).toMatchObject({ additions: 1, addedLines: [4] });
    expect(statusOf(subject.files, 'x b/a b/y.txt')).toMatchObject({ status: 'modified', additions: 0 });
    expect(statusOf(subject.files, 'new\nline.txt')).toMatchObject({ status: 'deleted', deletions: 6 }); // the tag holds a newline too
  });

  it('submodule pointers: added, moved and removed count like numstat (1/0, 1/1, 0/1)', async () => {
    const repo = await newRepo();
    const [s1, s2, s3] = ['1'.repeat(40), '2'.repeat(40), '3'.repeat(40)];
    const { base, head } = await range(
      repo,
      async () => {
        await repo.write('README.md', 'hi\n');
        await repo.submodule('lib/moved', s1);
        await repo.submodule('lib/gone', s1);
      },
      async () => {
        await repo.submodule('lib/moved', s2);
        await repo.git('rm', '-q', '--cached', 'lib/gone');
        await repo.remove('lib/gone');
        await repo.submodule('lib/new', s3);
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    expect(statusOf(subject.files, 'lib/moved')).toMatchObject({ status: 'modified', additions: 1, deletions: 1, addedLines: [1] });
    expect(statusOf(subject.files, 'lib/new')).toMatchObject({ status: 'added', additions: 1 });
    expect(statusOf(subject.files, 'lib/gone')).toMatchObject({ status: 'deleted', deletions: 1 });
  });

  it('file ↔ symlink is one type change, as numstat and --name-status (T) see it', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      async () => {
        await repo.write('to-link', lines(3));
        await repo.symlink('to-file', 'target-a');
        await repo.symlink('retarget', 'target-a');
      },
      async () => {
        await repo.symlink('to-link', 'to-file');
        await repo.remove('to-file');
        await repo.write('to-file', lines(2));
        await repo.symlink('retarget', 'target-b');
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    await expectAgreesWithGit(repo, base, head, subject.files);
    expect(statusOf(subject.files, 'to-link')).toMatchObject({ status: 'typechange', additions: 1, deletions: 3, addedLines: [1] });
    expect(statusOf(subject.files, 'to-file')).toMatchObject({ status: 'typechange', additions: 2, deletions: 1, addedLines: [1, 2] });
    expect(statusOf(subject.files, 'retarget')).toMatchObject({ status: 'modified', additions: 1, deletions: 1 });
    expect(subject.files).toHaveLength(3);
  });

  it('a hostile git config (noprefix, mnemonic prefixes, colour, no context, raw paths) changes nothing', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      async () => {
        await repo.write('tést file.txt', 'a\n\nb\n' + lines(10));
        await repo.submodule('sub', '1'.repeat(40));
      },
      async () => {
        await repo.write('tést file.txt', 'a\n\nB\n' + lines(10));
        await repo.submodule('sub', '2'.repeat(40));
      },
    );
    const plain = await subjectOf(repo, base, head);
    for (const [key, value] of [
      ['diff.noprefix', 'true'],
      ['diff.mnemonicPrefix', 'true'],
      ['color.ui', 'always'],
      ['diff.context', '0'],
      ['diff.suppressBlankEmpty', 'true'],
      ['core.quotePath', 'false'],
      ['diff.submodule', 'log'],
      ['diff.renames', 'false'],
      ['diff.algorithm', 'histogram'],
      ['diff.relative', 'true'],
    ] as const) {
      await repo.git('config', key, value);
    }
    const hostile = await subjectOf(repo, base, head);
    expect(hostile.subject.files).toEqual(plain.subject.files);
    expect(statusOf(plain.subject.files, 'tést file.txt')?.commentableLines).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('merge-base semantics: what the base branch gained after head branched off is not in the change', async () => {
    const repo = await newRepo();
    await repo.write('shared.txt', lines(3));
    const fork = await repo.commit('fork point');
    await repo.branch('feature');
    await repo.write('feature.txt', 'feature\n');
    const head = await repo.commit('feature work');
    await repo.checkout('main');
    await repo.write('only-on-main.txt', 'main moved on\n');
    await repo.write('shared.txt', lines(3) + 'main edit\n');
    const mainTip = await repo.commit('main moves on');

    const change = await subjectOf(repo, 'main', 'feature');
    expect(change).toMatchObject({ baseSha: mainTip, headSha: head, mergeBaseSha: fork });
    expect(change.subject.files.map((f) => f.path)).toEqual(['feature.txt']);
    await expectAgreesWithGit(repo, fork, head, change.subject.files);
  });

  it('ignore globs mark paths ignored (dot files included) but keep them in the file list', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      () => repo.write('src/a.ts', 'a\n'),
      async () => {
        await repo.write('src/a.ts', 'b\n');
        await repo.write('dist/out.js', 'x\n');
        await repo.write('.cache/x.lock', 'y\n');
      },
    );
    const { subject } = await subjectOf(repo, base, head, { ignore: ['dist/**', '**/*.lock'] });
    expect(subject.files).toHaveLength(3);
    expect(['src/a.ts', 'dist/out.js', '.cache/x.lock'].map((p) => subject.isIgnored(p))).toEqual([false, true, true]);
  });
});

describe('the head FileReader', () => {
  it('lists and reads files at head: text, binary bytes; missing, deleted, symlinks and submodules are absent', async () => {
    const repo = await newRepo();
    const binary = Uint8Array.from([0, 1, 2, 255, 0, 10, 13, 128]);
    const big = lines(20_000, 'big'); // larger than one pipe chunk
    const { base, head } = await range(
      repo,
      () => repo.write('deleted.txt', 'bye\n'),
      async () => {
        await repo.remove('deleted.txt');
        await repo.write('dir/text.txt', 'héllo\r\nworld\n');
        await repo.write('img.bin', binary);
        await repo.write('big.txt', big);
        await repo.symlink('link', 'dir/text.txt');
        await repo.submodule('sub', '1'.repeat(40));
      },
    );
    // Later commits must not leak into the reader of `head`.
    await repo.write('dir/text.txt', 'changed after head\n');
    await repo.commit('after');

    const { subject } = await subjectOf(repo, base, head);
    expect([...(await subject.head.listTree())].sort()).toEqual(['big.txt', 'dir/text.txt', 'img.bin']);
    const decode = (b: Uint8Array | undefined) => (b === undefined ? undefined : new TextDecoder().decode(b));
    const reads = await Promise.all(
      ['dir/text.txt', 'img.bin', 'big.txt', 'nope.txt', 'deleted.txt', 'sub', 'dir', 'link'].map((p) => subject.head.read(p)),
    );
    expect(decode(reads[0])).toBe('héllo\r\nworld\n');
    expect(reads[1]).toEqual(binary);
    expect(decode(reads[2])).toBe(big);
    expect(reads.slice(3)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('a symlink inside the repository is checked as the file it points at, under its own path (spec §7)', async () => {
    const repo = await newRepo();
    const { base, head } = await range(
      repo,
      () => repo.write('lib/real.js', 'export const real = 1;\n'),
      async () => {
        await repo.symlink('src/link.js', '../lib/real.js');
        await repo.write('src/ok.js', 'export const ok = 2;\n');
      },
    );
    const { subject } = await subjectOf(repo, base, head);
    // The diff's file list still agrees with git, the link included.
    await expectAgreesWithGit(repo, base, head, subject.files);
    expect(statusOf(subject.files, 'src/link.js')).toMatchObject({ status: 'added', additions: 1 });
    expect([...(await subject.head.listTree())].sort()).toEqual(['lib/real.js', 'src/ok.js']);
    expect(await subject.head.read('src/link.js')).toBeUndefined();
    // The syntax gate on src/**/*.js reads the link as lib/real.js's source, not "../lib/real.js" as JavaScript.
    const ctx = checkContext(subject);
    const selected = await ctx.select({ files: 'src/**/*.js' }, 'changed');
    expect(selected.map((f) => [f.path, f.text])).toEqual([
      ['src/link.js', 'export const real = 1;\n'],
      ['src/ok.js', 'export const ok = 2;\n'],
    ]);
    const outcome = await runCheck(CheckSpecSchema.parse({ kind: 'syntax', files: 'src/**/*.js' }), ctx);
    expect(outcome).toMatchObject({ status: 'pass' });
  });

  it('readFileAt reads the assertions file at a commit; a missing path or a directory is undefined', async () => {
    const repo = await newRepo();
    await repo.write('.github/critic-gate.yml', 'version: 1\n');
    const first = await repo.commit('config');
    await repo.write('.github/critic-gate.yml', 'version: 2\n');
    await repo.commit('weaker config');
    const git = await GitRepo.open(repo.dir);
    try {
      expect(new TextDecoder().decode(await git.readFileAt(first, '.github/critic-gate.yml'))).toBe('version: 1\n');
      expect(new TextDecoder().decode(await git.readFileAt(first, './.github/critic-gate.yml'))).toBe('version: 1\n');
      expect(await git.readFileAt(first, '.github/missing.yml')).toBeUndefined();
      expect(await git.readFileAt(first, '.github')).toBeUndefined();
    } finally {
      await git.close();
    }
  });
});

describe('the working tree', () => {
  it('uncommittedCount: 0 when clean; staged, unstaged and untracked entries each count once, a staged rename too', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', lines(5));
    await repo.write('b.txt', lines(5, 'b'));
    await repo.write('.gitignore', 'ignored.log\n');
    await repo.commit('base');
    const git = await GitRepo.open(repo.dir);
    opened.push(git);
    expect(await git.uncommittedCount()).toBe(0);
    await repo.write('ignored.log', 'never counted\n');
    expect(await git.uncommittedCount()).toBe(0);
    await repo.write('a.txt', lines(6));
    await repo.git('mv', 'b.txt', 'c.txt');
    await repo.write('new dir/one.txt', '1\n');
    await repo.write('new dir/two.txt', '2\n');
    // a.txt modified, b.txt → c.txt renamed (one entry, two paths), the untracked folder once.
    expect(await git.uncommittedCount()).toBe(3);
  });
});

describe('opening a repository with the revisions a command names', () => {
  it('resolves them in the one process that opens it, and tells each error as resolving alone would', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', 'a\n');
    const base = await repo.commit('base');
    await repo.branch('feature');
    await repo.write('a.txt', 'b\n');
    const head = await repo.commit('head');
    await repo.git('tag', '-a', '-m', 'annotated', 'v1', base);

    const git = await GitRepo.open(repo.dir, ['main', 'v1', 'feature', 'HEAD']);
    opened.push(git);
    // Resolved once: the branch moving during the run does not change what this run judges.
    await repo.git('update-ref', 'refs/heads/feature', base);
    expect(await git.resolveCommit('feature')).toBe(head);
    expect(await git.resolveCommit('v1')).toBe(base);
    expect(await git.resolveCommit('HEAD')).toBe(head);
    expect(await git.topLevel()).toBe(await repo.git('rev-parse', '--show-toplevel').then((s) => s.trim()));

    // A name that does not resolve, or a range that is not one commit: opened anyway, and the error is its own.
    const partly = await GitRepo.open(repo.dir, ['main', 'no-such-branch', 'main..feature']);
    opened.push(partly);
    expect(await partly.resolveCommit('main')).toBe(base);
    await expect(partly.resolveCommit('no-such-branch')).rejects.toMatchObject({ reason: 'unknown-ref' });
    await expect(partly.resolveCommit('main..feature')).rejects.toMatchObject({ reason: 'unknown-ref' });
  });

  it('a mistyped branch gets a "did you mean" with the closest branch or tag (issue 38 part 6), and a far one none', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', 'root\n');
    await repo.commit('root');
    const git = await GitRepo.open(repo.dir, []);
    opened.push(git);
    await expect(git.resolveCommit('mian')).rejects.toMatchObject({
      reason: 'unknown-ref',
      message: expect.stringMatching(/did you mean main\?$/),
    });
    await expect(git.resolveCommit('release-2031')).rejects.toMatchObject({ message: expect.not.stringContaining('did you mean') });
  });

  it('learns the merge base in that process too, the one git merge-base gives; with two (criss-cross) it asks merge-base', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', 'root\n');
    await repo.commit('root');
    await repo.branch('feature');
    await repo.write('f.txt', 'feature\n');
    const feature1 = await repo.commit('feature 1');
    await repo.checkout('main');
    await repo.write('m.txt', 'main\n');
    await repo.commit('main 1');
    const simple = await GitRepo.open(repo.dir, ['main', 'feature'], ['main', 'feature']);
    const expected = (await repo.git('merge-base', 'main', 'feature')).trim();
    // Closed, it starts no git: the merge base was learnt when it opened.
    await simple.close();
    expect(await simple.mergeBase('main', 'feature')).toBe(expected);

    // Criss-cross: each branch merges the other's first commit, so they have two merge bases.
    const main1 = await repo.sha('main');
    await repo.git('merge', '--no-ff', '-q', '-m', 'main takes feature 1', feature1);
    await repo.checkout('feature');
    await repo.git('merge', '--no-ff', '-q', '-m', 'feature takes main 1', main1);
    await repo.write('f2.txt', 'more\n');
    await repo.commit('feature 2');
    expect((await repo.git('merge-base', '--all', 'main', 'feature')).trim().split('\n')).toHaveLength(2);
    const criss = await GitRepo.open(repo.dir, ['main', 'feature'], ['main', 'feature']);
    opened.push(criss);
    expect(await criss.mergeBase('main', 'feature')).toBe((await repo.git('merge-base', 'main', 'feature')).trim());
  });
});

describe('reading ahead', () => {
  it('a file read ahead reads as it would have; links, folders and missing paths are not read ahead', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', 'alpha\n');
    await repo.write('same.txt', 'alpha\n');
    await repo.write('dir/b.txt', 'beta\n');
    await repo.symlink('link.txt', 'a.txt');
    const head = await repo.commit('files');
    const git = await GitRepo.open(repo.dir);
    opened.push(git);
    const plain = git.fileReader(head);
    const ahead = git.fileReader(head);
    const paths = ['a.txt', 'same.txt', 'dir/b.txt', 'link.txt', 'dir', 'missing.txt'];
    ahead.prefetch(paths);
    const text = async (reader: typeof plain, path: string) => {
      const bytes = await reader.read(path);
      return bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8');
    };
    for (const path of paths) {
      expect(await text(ahead, path), path).toEqual(await text(plain, path));
      // Handed out once; read again, it is read again, the same.
      expect(await text(ahead, path), path).toEqual(await text(plain, path));
    }
    expect(await text(ahead, 'dir/b.txt')).toBe('beta\n');
    expect(await text(ahead, 'a.txt')).toBe('alpha\n');
    expect(await text(ahead, 'link.txt')).toBeUndefined();
  });

  it('reads ahead only the blobs that fit the bound, known by size before reading, and skips files binary by name', async () => {
    const repo = await newRepo();
    const bound = 1000;
    // Huge ones first and between: a bound checked only after reading would let them all in.
    await repo.write('a-huge.txt', 'h'.repeat(bound + 1));
    await repo.write('b-small.txt', 'small b\n');
    await repo.write('c-huge.txt', 'H'.repeat(bound * 3));
    await repo.write('d-small.txt', 'small d\n');
    await repo.write('e-fits.txt', 'f'.repeat(bound - 20)); // with b and d: 996 bytes
    await repo.write('f-small.txt', 'small f\n'); // the bound is nearly used up: this one no longer fits
    await repo.write('g-same.txt', 'small b\n'); // b's blob again: read once, so it costs nothing more
    await repo.write('img.png', '\x89PNG small\n');
    const head = await repo.commit('files');
    const paths = ['a-huge.txt', 'b-small.txt', 'c-huge.txt', 'd-small.txt', 'e-fits.txt', 'f-small.txt', 'g-same.txt', 'img.png'];

    const plain = await GitRepo.open(repo.dir);
    opened.push(plain);
    const reference = plain.fileReader(head);
    const expected = new Map<string, string | undefined>();
    for (const path of paths) expected.set(path, Buffer.from((await reference.read(path)) ?? []).toString('utf8'));

    const git = await GitRepo.open(repo.dir);
    const ahead = git.fileReader(head, bound);
    await ahead.prefetch(paths);
    // Closed, the repository reads nothing more: only what was read ahead can still be read.
    await git.close();
    const readAhead: string[] = [];
    for (const path of paths) {
      const bytes = await ahead.read(path).catch(() => undefined);
      if (bytes === undefined) continue;
      readAhead.push(path);
      expect(Buffer.from(bytes).toString('utf8'), path).toBe(expected.get(path));
    }
    expect(readAhead).toEqual(['b-small.txt', 'd-small.txt', 'e-fits.txt', 'g-same.txt']);

    // Every file still reads as it does without reading ahead, the huge ones included.
    const again = await GitRepo.open(repo.dir);
    opened.push(again);
    const reader = again.fileReader(head, bound);
    void reader.prefetch(paths);
    for (const path of paths) expect(Buffer.from((await reader.read(path)) ?? []).toString('utf8'), path).toBe(expected.get(path));
  });
});

/** A reader of `head` once the patch from `base` is read, its repository closed: it hands out only what it kept. */
async function readerAfterPatch(dir: string, base: string, head: string) {
  const git = await GitRepo.open(dir);
  const reader = git.fileReader(head);
  await reader.listTree();
  await git.diff(base, head);
  await git.close();
  return reader;
}

describe('added files from the patch', () => {
  it("hands out an added file's bytes from the patch when git's id of them is the blob's, and reads any other from git", async () => {
    const repo = await newRepo();
    await repo.write('old.txt', 'old\n');
    const base = await repo.commit('base');
    const texts: Record<string, string | Uint8Array> = {
      'crlf.txt': 'one\r\ntwo\r\n',
      'no-newline.txt': 'a\n\nlast é',
      'blank-last.txt': 'a\n\n',
      'empty.txt': '',
      'dup-1.txt': 'same\n',
      'dup-2.txt': 'same\n',
    };
    for (const [path, text] of Object.entries(texts)) await repo.write(path, text);
    // Not UTF-8: the patch as read decodes é's one byte lossily, so its rebuilt id differs.
    await repo.write('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    await repo.write('old.txt', 'old\nnew\n');
    const head = await repo.commit('head');

    // Closed, the repository reads nothing more: what still reads came from the patch.
    const reader = await readerAfterPatch(repo.dir, base, head);
    for (const [path, text] of Object.entries(texts)) {
      expect(Buffer.from((await reader.read(path))!).toString('utf8'), path).toBe(text);
    }
    await expect(reader.read('latin1.txt')).rejects.toThrow(/closed/);
    await expect(reader.read('old.txt')).rejects.toThrow(/closed/);

    // Open, every file reads as git has it; one text at two paths is the same bytes (what is derived from them is shared).
    const again = await GitRepo.open(repo.dir);
    opened.push(again);
    const fresh = again.fileReader(head);
    await again.diff(base, head);
    const dup = await fresh.read('dup-1.txt');
    expect(await fresh.read('dup-2.txt')).toBe(dup);
    for (const path of [...Object.keys(texts), 'latin1.txt', 'old.txt']) {
      const bytes = await fresh.read(path);
      expect(Buffer.from(bytes!).equals(await repo.gitBytes('cat-file', 'blob', `${head}:${path}`)), path).toBe(true);
    }
  });
});

describe('one text added at many paths', () => {
  it('is handed out from the patch for every path that holds it, as git has it, beside a text of its own', async () => {
    const repo = await newRepo();
    await repo.write('old.txt', 'old\n');
    const base = await repo.commit('base');
    const same = lines(30, 'shared');
    for (let i = 0; i < 5; i++) await repo.write(`copies/c${i}.txt`, same);
    await repo.write('own.txt', lines(3, 'own'));
    const head = await repo.commit('head');

    // Closed, the repository reads nothing more: every copy and the other file come from the patch.
    const reader = await readerAfterPatch(repo.dir, base, head);
    const copies = await Promise.all([0, 1, 2, 3, 4].map((i) => reader.read(`copies/c${i}.txt`)));
    for (const bytes of copies) expect(Buffer.from(bytes!).toString('utf8')).toBe(same);
    // The very same bytes for each path (rebuilt once, by the blob id the patch names), not five equal copies.
    expect(new Set(copies).size).toBe(1);
    expect(Buffer.from((await reader.read('own.txt'))!).toString('utf8')).toBe(lines(3, 'own'));
  });
});

describe('the patch file', () => {
  it('git writes the patch to a private temporary file, which is gone once the patch is read', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', lines(3));
    const base = await repo.commit('base');
    await repo.write('a.txt', lines(4));
    const head = await repo.commit('head');
    const tmp = await mkdtemp(join(tmpdir(), 'critic-gate-tmp-'));
    const before = process.env['TMPDIR'];
    process.env['TMPDIR'] = tmp;
    try {
      const git = await GitRepo.open(repo.dir);
      opened.push(git);
      const files = await git.diff(base, head);
      expect(files.map((f) => [f.path, f.additions, f.deletions])).toEqual([['a.txt', 1, 0]]);
      expect(await readdir(tmp)).toEqual([]);

      // Nowhere to write it: a git error that says what to do, so the run fails closed with a reason.
      process.env['TMPDIR'] = join(tmp, 'no-such-folder');
      const other = await GitRepo.open(repo.dir);
      opened.push(other);
      await expect(other.diff(base, head)).rejects.toMatchObject({
        name: 'GitError',
        message: expect.stringMatching(/set TMPDIR to a writable folder/),
      });
    } finally {
      if (before === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = before;
      await rm(tmp, { recursive: true, force: true });
    }
  });
});

describe('the patch, read as git writes it', () => {
  /**
   * A `git` first on PATH that passes everything to the real one but the patch: that it writes in two
   * halves with a pause between, and then exits with `exit` (after `fatal: simulated` when not 0).
   */
  async function withSlowPatchWriter<T>(exit: number, body: () => Promise<T>): Promise<T> {
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const bin = await mkdtemp(join(tmpdir(), 'critic-gate-slow-git-'));
    const script = [
      '#!/bin/sh',
      'out=',
      'for a in "$@"; do case "$a" in --output=*) out="${a#--output=}";; esac; done',
      `[ -z "$out" ] && exec '${realGit}' "$@"`,
      `'${realGit}' "$@" || exit $?`,
      'cp "$out" "$out.whole"; size=$(wc -c < "$out.whole"); half=$((size / 2))',
      'head -c "$half" "$out.whole" > "$out"; sleep 0.3',
      exit === 0 ? 'tail -c +"$((half + 1))" "$out.whole" >> "$out"' : `echo 'fatal: simulated' >&2; exit ${exit}`,
      'rm -f "$out.whole"',
    ].join('\n');
    await writeFile(join(bin, 'git'), `${script}\n`);
    await chmod(join(bin, 'git'), 0o755);
    const before = process.env['PATH'];
    process.env['PATH'] = `${bin}:${before ?? ''}`;
    try {
      return await body();
    } finally {
      process.env['PATH'] = before;
      await rm(bin, { recursive: true, force: true });
    }
  }

  async function changeOfManyLines(): Promise<{ repo: GitRepoFixture; base: string; head: string }> {
    const repo = await newRepo();
    await repo.write('a.txt', lines(3));
    const base = await repo.commit('base');
    await repo.write('a.txt', lines(400));
    for (let i = 0; i < 40; i++) await repo.write(`added/f${i}.txt`, `${i}\n${lines(50)}`);
    return { repo, base, head: await repo.commit('head') };
  }

  it('a patch git is still writing is parsed to the same files as a finished one', async () => {
    const { repo, base, head } = await changeOfManyLines();
    const reference = await GitRepo.open(repo.dir);
    opened.push(reference);
    const expected = await reference.diff(base, head);
    const files = await withSlowPatchWriter(0, async () => {
      const git = await GitRepo.open(repo.dir);
      opened.push(git);
      return git.diff(base, head);
    });
    expect(files).toEqual(expected);
    expect(files).toHaveLength(41);
  });

  it("a git that fails halfway through the patch fails the diff with git's own message, never with the half it wrote", async () => {
    const { repo, base, head } = await changeOfManyLines();
    const failure = withSlowPatchWriter(128, async () => {
      const git = await GitRepo.open(repo.dir);
      opened.push(git);
      return git.diff(base, head);
    });
    await expect(failure).rejects.toMatchObject({
      name: 'GitError',
      message: expect.stringMatching(/git diff .* failed in .*: simulated/),
    });
  });
});

describe('closing a repository', () => {
  it('starts no git after close: a run that failed early does not go on with the patch it started ahead', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', lines(3));
    const base = await repo.commit('base');
    await repo.write('a.txt', lines(4));
    const head = await repo.commit('head');
    const git = await GitRepo.open(repo.dir);
    await git.close();
    await expect(git.diff(base, head)).rejects.toMatchObject({ name: 'GitError', message: expect.stringContaining('was closed') });
    await expect(git.changedPaths(base, head)).rejects.toMatchObject({ name: 'GitError' });
  });
});

describe('git errors are typed and name what was asked', () => {
  it('a directory that does not exist, and one that is not a repository', async () => {
    const repo = await newRepo();
    const missing = `${repo.dir}/no-such-dir`;
    await expect(GitRepo.open(missing)).rejects.toMatchObject({
      name: 'GitError',
      reason: 'not-a-repo',
      exitCode: 4,
      message: expect.stringContaining(missing),
    });
    const plain = await createGitRepo();
    repos.push(plain);
    await plain.remove('.git');
    await expect(GitRepo.open(plain.dir)).rejects.toMatchObject({
      reason: 'not-a-repo',
      message: expect.stringContaining(plain.dir),
    });
  });

  it('an unknown ref, an option-looking ref, and unrelated histories', async () => {
    const repo = await newRepo();
    await repo.write('a.txt', 'a\n');
    await repo.commit('a');
    const git = await GitRepo.open(repo.dir);
    opened.push(git);
    const unknown = changeSubject(git, { base: 'main', head: 'no-such-branch' });
    await expect(unknown).rejects.toBeInstanceOf(GitError);
    await expect(unknown).rejects.toMatchObject({
      reason: 'unknown-ref',
      message: expect.stringMatching(/"no-such-branch".*critic-gate-git-/),
    });
    await expect(changeSubject(git, { base: '--output=/tmp/x', head: 'main' })).rejects.toMatchObject({ reason: 'unknown-ref' });

    await repo.git('checkout', '-q', '--orphan', 'island');
    await repo.write('b.txt', 'b\n');
    await repo.commit('unrelated');
    await expect(changeSubject(git, { base: 'main', head: 'island' })).rejects.toMatchObject({
      reason: 'no-merge-base',
      message: expect.stringContaining('no common ancestor'),
    });
  });
});

it('the helper gives stable SHAs', async () => {
  const make = async () => {
    const repo = await newRepo();
    await repo.write('a.txt', 'a\n');
    await repo.commit('one');
    await repo.write('a.txt', 'b\n');
    return repo.commit('two');
  };
  const [x, y] = [await make(), await make()];
  expect(x).toMatch(/^[0-9a-f]{40}$/);
  expect(x).toBe(y);
});
