/** The change parser checked against git's own account of the same range. */
import { expect } from 'vitest';
import { subjectFilesForResult } from '../../src/subject/change.js';
import type { ChangedFile, FileStatus } from '../../src/subject/types.js';
import { diffAccount, type GitRepoFixture } from './git-repo.js';

const LETTER: Record<FileStatus, string> = {
  added: 'A',
  modified: 'M',
  deleted: 'D',
  renamed: 'R',
  copied: 'C',
  typechange: 'T',
};

/** The parser's file list, statuses and counts must be git's own, for the same range and flags. */
export async function expectAgreesWithGit(repo: GitRepoFixture, base: string, head: string, files: readonly ChangedFile[], flags = ['-M']) {
  const { numstat: reference, statuses } = await diffAccount(repo, base, head, flags);
  const ours = subjectFilesForResult(files);
  const expected = reference.map((n) => ({
    path: n.path,
    ...(n.oldPath !== undefined ? { old_path: n.oldPath } : {}),
    additions: n.additions ?? 0,
    deletions: n.deletions ?? 0,
    binary: n.additions === undefined,
  }));
  const byPath = <T extends { path: string }>(list: T[]) => [...list].sort((a, b) => (a.path < b.path ? -1 : 1));
  expect(byPath(ours.map(({ status: _status, ...rest }) => rest))).toEqual(byPath(expected));
  expect(new Map(files.map((f) => [f.path, LETTER[f.status]]))).toEqual(statuses);
}
