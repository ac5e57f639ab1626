/**
 * The GitHub API's "list pull request files" items as `ChangedFile`s (pure; fetching them is the
 * HTTP layer's job). The `patch` of each item is read with the same hunk parser as a local diff.
 */
import { DiffParseError, parseHunks } from './diff.js';
import type { ChangedFile, FileStatus } from './types.js';

/** The fields of one item of `GET /repos/{owner}/{repo}/pulls/{n}/files` this module reads. */
export interface PullRequestFileItem {
  filename: string;
  previous_filename?: string | undefined;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions: number;
  deletions: number;
  changes: number;
  patch?: string | undefined;
}

export interface ApiChangedFile extends ChangedFile {
  /**
   * False when GitHub sent no usable `patch` (a binary file, a diff too large to show, a pure
   * rename or mode change): `addedLines` and `commentableLines` are then empty because they are
   * unknown, not because nothing was added. A check reading `scope: added` sees none of such a
   * file; a caller that must not miss added lines reads the file whole or asks git instead.
   */
  linesKnown: boolean;
}

/**
 * GitHub's seven statuses are git's seven status letters spelled out: A added, D removed,
 * M modified, R renamed, C copied, T changed, U unchanged. So `changed` is a type change (file,
 * symlink, submodule); a mode change alone is `modified`, as in git. `unchanged` has no line
 * to count: it is kept as a modification of nothing, so the file list still matches GitHub's.
 */
const STATUS: Record<PullRequestFileItem['status'], FileStatus> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  changed: 'typechange',
  unchanged: 'modified',
};

export function changedFileFromApi(item: PullRequestFileItem): ApiChangedFile {
  const status = STATUS[item.status];
  const base = { path: item.filename, status, additions: item.additions, deletions: item.deletions };
  const withOld = item.previous_filename !== undefined ? { oldPath: item.previous_filename } : {};
  const hunks = item.patch === undefined || item.patch === '' ? undefined : tryHunks(item.patch);
  if (hunks !== undefined) {
    return { ...base, ...withOld, binary: false, addedLines: hunks.addedLines, commentableLines: hunks.commentableLines, linesKnown: true };
  }
  // No patch. GitHub counts no lines for a binary file, and counts the lines of one too large to
  // show; with no count and no patch the file is taken as binary unless it is a rename or copy,
  // where GitHub shows no patch because the content did not change.
  const binary = item.changes === 0 && status !== 'renamed' && status !== 'copied';
  return { ...base, ...withOld, binary, addedLines: [], commentableLines: [], linesKnown: false };
}

export function changedFilesFromApi(items: readonly PullRequestFileItem[]): ApiChangedFile[] {
  return items.map(changedFileFromApi);
}

/** A patch GitHub cut short does not add up: its lines are then as unknown as a missing patch. */
function tryHunks(patch: string): ReturnType<typeof parseHunks> | undefined {
  try {
    return parseHunks(patch);
  } catch (err) {
    if (err instanceof DiffParseError) return undefined;
    throw err;
  }
}
