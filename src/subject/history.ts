/**
 * The commits of a change, one by one: what `max-churn` reads. Local git (`git log -p`) and the
 * GitHub API (a commit's files with their patches) both come down to the same lines of a patch.
 */
import { readPath } from './diff.js';
// Declared with the other subject types, which need them and import nothing themselves.
import type { CommitChange, CommitFileChange } from './types.js';

export type { CommitChange, CommitFileChange };

/** The added and removed lines of one file's hunks (GitHub's `patch` field, or a part of `git log -p`). */
export function patchLines(patch: string): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  let inHunk = false;
  for (const line of patch.split('\n')) {
    if (line.startsWith('@@')) inHunk = true;
    else if (!inHunk) continue;
    else if (line.startsWith('+')) added.push(line.slice(1).replace(/\r$/, ''));
    else if (line.startsWith('-')) removed.push(line.slice(1).replace(/\r$/, ''));
    else if (line.startsWith('diff ')) inHunk = false;
  }
  return { added, removed };
}

/** `+++ b/path` / `--- a/path` (possibly C-quoted); undefined for /dev/null. */
function headerPath(value: string, prefix: string): string | undefined {
  if (value === '/dev/null') return undefined;
  const raw = value.startsWith('"') ? readPath(value, 0, 0).path : value.split('\t')[0]!;
  return raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
}

/** One file's section of a commit's patch: from its `diff --git` line to the next. */
function fileChange(section: string): CommitFileChange | undefined {
  const lines = section.split('\n');
  let path: string | undefined;
  let oldPath: string | undefined;
  for (const line of lines) {
    if (line.startsWith('@@')) break;
    if (line.startsWith('+++ ')) path = headerPath(line.slice(4), 'b/');
    else if (line.startsWith('--- ')) oldPath = headerPath(line.slice(4), 'a/');
  }
  const name = path ?? oldPath;
  if (name === undefined) return undefined;
  return { path: name, ...patchLines(section) };
}

/** Splits `git log --format=%x00%H%x01%s -p` output into commits, oldest first as git printed them. */
export function parseGitLog(text: string): CommitChange[] {
  const commits: CommitChange[] = [];
  for (const record of text.split('\0')) {
    if (record.trim() === '') continue;
    const sep = record.indexOf('\x01');
    if (sep < 0) continue;
    const sha = record.slice(0, sep).trim();
    const rest = record.slice(sep + 1);
    const nl = rest.indexOf('\n');
    const subject = (nl < 0 ? rest : rest.slice(0, nl)).trim();
    const body = nl < 0 ? '' : rest.slice(nl + 1);
    const sections = body.split(/^(?=diff --git )/m).filter((s) => s.startsWith('diff --git '));
    const files = sections.map(fileChange).filter((f): f is CommitFileChange => f !== undefined);
    commits.push({ sha, subject, files });
  }
  return commits;
}
