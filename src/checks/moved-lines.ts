/**
 * Lines a change moves rather than writes (issue 38): the same text deleted in one place and added
 * in another, within a file or between files, as git's `--color-moved` shows them. A size limit is
 * about what a reviewer must read anew; a block moved whole, or tests split into two files, is not
 * that. Whole-file renames need nothing here: git counts only their edited lines already.
 */
import type { CheckContext } from './define.js';
import type { ChangedFile } from '../subject/types.js';
import { toLines } from '../subject/text.js';

/** Shorter lines (`}`, blank, `end`) are too common to say that anything moved. */
const MIN_MOVED_CHARS = 12;

const key = (text: string): string | undefined => {
  const t = text.trim();
  return t.length >= MIN_MOVED_CHARS ? t : undefined;
};

function count(into: Map<string, number>, text: string, by: number): void {
  const k = key(text);
  if (k !== undefined) into.set(k, (into.get(k) ?? 0) + by);
}

/**
 * How many of the change's added lines it also deleted elsewhere (each such pair is one added and
 * one deleted line that moved). A file's deleted lines are its base lines its head no longer has.
 */
export async function movedLineCount(ctx: CheckContext, files: readonly ChangedFile[]): Promise<number> {
  const added = new Map<string, number>();
  const deleted = new Map<string, number>();
  for (const f of files) {
    const base = f.status === 'added' ? undefined : await ctx.readBase(f.path);
    const head = f.status === 'deleted' ? undefined : await ctx.read(f.path);
    const headLines = head === undefined || head.binary ? [] : toLines(head.text);
    const byNumber = new Map(headLines.map((l) => [l.n, l.text]));
    // A line's text kept by the file is in both trees; what the head has beyond that was added,
    // what the base has beyond it was deleted: deleted = base − head + added, text by text.
    const fileAdded = new Map<string, number>();
    for (const n of f.addedLines) count(fileAdded, byNumber.get(n) ?? '', 1);
    const lost = new Map(fileAdded);
    for (const l of toLines(base ?? '')) count(lost, l.text, 1);
    for (const l of headLines) count(lost, l.text, -1);
    for (const [text, n] of fileAdded) added.set(text, (added.get(text) ?? 0) + n);
    for (const [text, n] of lost) if (n > 0) deleted.set(text, (deleted.get(text) ?? 0) + n);
  }
  let moved = 0;
  for (const [text, n] of added) moved += Math.min(n, deleted.get(text) ?? 0);
  return moved;
}
