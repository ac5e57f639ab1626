/**
 * Lines a change moves rather than writes, as git's `--color-moved` sees them: blocks of at least
 * 20 alphanumeric characters removed in one place and added in another (between files, or within
 * one). Git marks them with the colours it is given; this reads those marks back, per file.
 */
import { readPath } from './diff.js';

/**
 * Every colour of git's diff, as GitRepo.movedLines sets them: the moved lines in theirs, every
 * other line in one of its own, so no config can paint a plain line as moved.
 */
export const DIFF_COLOURS = {
  newMoved: 'blue',
  oldMoved: 'magenta',
  newMovedAlternative: 'blue',
  oldMovedAlternative: 'magenta',
  newMovedDimmed: 'blue',
  oldMovedDimmed: 'magenta',
  newMovedAlternativeDimmed: 'blue',
  oldMovedAlternativeDimmed: 'magenta',
  new: 'green',
  old: 'red',
  context: 'normal',
  meta: 'bold',
  frag: 'cyan',
  func: 'normal',
  commit: 'yellow',
  whitespace: 'normal',
} as const;
const NEW_MOVED = '\x1b[34m+';
const OLD_MOVED = '\x1b[35m-';

const ANSI = /\x1b\[[0-9;]*m/g;

/** `+++ b/path` / `--- a/path` (possibly C-quoted); undefined for /dev/null. */
function headerPath(value: string, prefix: string): string | undefined {
  if (value === '/dev/null') return undefined;
  // A name with a space ends in a tab (`+++ b/a b.txt\t`), so that a reader can tell where it ends.
  const raw = value.startsWith('"') ? readPath(value, 0, 0).path : value.replace(/\t$/, '');
  return raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
}

/**
 * Per file (its head path; the old path for a deleted one), how many of its added and removed
 * lines git marked as moved, from `git diff --color=always --color-moved` output.
 */
export function parseMovedLines(text: string): Map<string, number> {
  const moved = new Map<string, number>();
  let oldPath: string | undefined;
  let path: string | undefined;
  let inHunk = false;
  for (const line of text.split('\n')) {
    if (line.startsWith(NEW_MOVED) || line.startsWith(OLD_MOVED)) {
      const key = path ?? oldPath;
      if (inHunk && key !== undefined) moved.set(key, (moved.get(key) ?? 0) + 1);
      continue;
    }
    const plain = line.replace(ANSI, '');
    if (plain.startsWith('diff --git ')) {
      [oldPath, path, inHunk] = [undefined, undefined, false];
    } else if (!inHunk && plain.startsWith('--- ')) oldPath = headerPath(plain.slice(4), 'a/');
    else if (!inHunk && plain.startsWith('+++ ')) path = headerPath(plain.slice(4), 'b/');
    else if (plain.startsWith('@@')) inHunk = true;
  }
  return moved;
}
