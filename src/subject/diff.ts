/**
 * A pure parser of `git diff -p` output (and of the hunk-only `patch` the GitHub API returns).
 *
 * It expects the output of the flags in `DIFF_ARGS` (src/subject/git.ts): explicit `a/` and `b/`
 * prefixes, C-quoted paths (`core.quotePath=true`), no colour. `--no-prefix` is tempting, but then
 * a path that itself starts with `a/` cannot be told from a prefixed one, and the `diff --git`
 * line of a path containing ` b/` becomes ambiguous; with fixed prefixes the line is `a/X b/X`
 * and X is recovered by length when nothing better names the file.
 *
 * Line by line, with no regular expressions: hunk bodies are counted by the numbers in their
 * `@@` header, so a content line such as `--- x` or `diff --git` is never mistaken for a header,
 * and for content lines only the first character is looked at (nothing is sliced or copied).
 * Only `\n` ends a line: a `\r` before it is content, exactly as git counts it.
 */
import type { ChangedFile, FileStatus } from './types.js';
import type { AddedText } from './patch-text.js';
import { clip } from '../text/clip.js';

/** The diff did not have the shape git gives it. Names the 1-based line of the input. */
export class DiffParseError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`diff line ${line}: ${message}`);
    this.name = 'DiffParseError';
  }
}

/** What the hunks of one file add up to. */
export interface HunkStats {
  additions: number;
  deletions: number;
  addedLines: number[];
  commentableLines: number[];
}

/** One file as the patch shows it; `ChangedFile` plus the modes, which tell a type change. */
export interface DiffFile extends ChangedFile {
  oldMode?: string;
  newMode?: string;
}

const PLUS = 43; // '+'
const MINUS = 45; // '-'
const SPACE = 32; // ' '
const BACKSLASH = 92; // '\'

interface FileDraft {
  headerLine: string;
  status: FileStatus;
  oldName?: string | undefined;
  newName?: string | undefined;
  renameFrom?: string;
  renameTo?: string;
  oldMode?: string;
  newMode?: string;
  /** The head blob's full id from the `index` line (`--full-index`), if it has one. */
  newBlob?: string | undefined;
  binary: boolean;
  stats: HunkStats;
  hunks: number;
  /** The `+` lines of a file whose one hunk holds its whole head text; undefined once it cannot. */
  added?: AddedTextCollector | undefined;
}

type State = 'before' | 'header' | 'hunk' | 'binary-patch';

const newStats = (): HunkStats => ({ additions: 0, deletions: 0, addedLines: [], commentableLines: [] });

/** Counts the body of hunks. Shared by whole diffs and by GitHub's hunk-only `patch`. */
class HunkReader {
  oldLeft = 0;
  newLeft = 0;
  private nextNew = 0;

  constructor(private stats: HunkStats) {}

  /** Whether the hunk just started holds every line of the head text: `@@ -0,0 +1,N @@`. */
  get wholeHead(): boolean {
    return this.oldLeft === 0 && this.nextNew <= 1;
  }

  get open(): boolean {
    return this.oldLeft > 0 || this.newLeft > 0;
  }

  reset(stats: HunkStats): void {
    this.stats = stats;
    this.oldLeft = 0;
    this.newLeft = 0;
  }

  /** `@@ -a[,b] +c[,d] @@ ...` */
  start(line: string, lineNo: number): void {
    const h = parseHunkHeader(line);
    if (h === undefined) throw new DiffParseError(`malformed hunk header: ${quoted(line)}`, lineNo);
    this.oldLeft = h.oldCount;
    this.newLeft = h.newCount;
    this.nextNew = h.newStart;
  }

  /** One body line, identified by its first character (-1 for an empty line). */
  take(first: number, lineNo: number): void {
    const s = this.stats;
    if (first === PLUS) {
      if (this.newLeft === 0) throw new DiffParseError('more added lines than the hunk header says', lineNo);
      s.additions++;
      s.addedLines.push(this.nextNew);
      s.commentableLines.push(this.nextNew);
      this.nextNew++;
      this.newLeft--;
    } else if (first === MINUS) {
      if (this.oldLeft === 0) throw new DiffParseError('more removed lines than the hunk header says', lineNo);
      s.deletions++;
      this.oldLeft--;
    } else if (first === SPACE || first === -1) {
      // An empty line is a blank context line when `diff.suppressBlankEmpty` is set.
      if (this.oldLeft === 0 || this.newLeft === 0) {
        throw new DiffParseError('more context lines than the hunk header says', lineNo);
      }
      s.commentableLines.push(this.nextNew);
      this.nextNew++;
      this.oldLeft--;
      this.newLeft--;
    } else if (first !== BACKSLASH) {
      // `\ No newline at end of file` counts as nothing; anything else means the hunk ended early.
      throw new DiffParseError(
        `hunk ended early: ${this.oldLeft} removed/context and ${this.newLeft} added/context lines still expected`,
        lineNo,
      );
    }
  }
}

/**
 * Parses a whole diff fed in chunks of any size (a chunk may end mid-line), so the git edge can
 * stream a large diff without ever holding it as one string.
 */
export interface DiffParserOptions {
  /**
   * Told, as each file ends, the `+` lines of a file whose patch holds all of its head text (an
   * added file), so the reader need not read it from git again. Files longer than
   * `maxAddedChars` characters are not kept.
   */
  onAddedText?: ((path: string, text: AddedText) => void) | undefined;
  maxAddedChars?: number;
}

export class DiffParser {
  private readonly files: DiffFile[] = [];
  private draft: FileDraft | undefined;
  private state: State = 'before';
  private readonly hunks = new HunkReader(newStats());
  private partial = '';
  private lineNo = 0;

  constructor(private readonly options: DiffParserOptions = {}) {}

  push(chunk: string): void {
    let start = 0;
    if (this.partial !== '') {
      const nl = chunk.indexOf('\n');
      if (nl < 0) {
        this.partial += chunk;
        return;
      }
      const line = this.partial + chunk.slice(0, nl);
      this.partial = '';
      this.feed(line, 0, line.length);
      start = nl + 1;
    }
    for (;;) {
      const nl = chunk.indexOf('\n', start);
      if (nl < 0) break;
      this.feed(chunk, start, nl);
      start = nl + 1;
    }
    if (start < chunk.length) this.partial = chunk.slice(start);
  }

  /** The files, in diff order. A type change (shown by git as a deletion then an addition) is one entry. */
  end(): DiffFile[] {
    if (this.partial !== '') {
      const line = this.partial;
      this.partial = '';
      this.feed(line, 0, line.length);
    }
    if (this.hunks.open) throw new DiffParseError('the diff ends inside a hunk', this.lineNo);
    this.finishFile();
    return this.files;
  }

  private feed(text: string, start: number, end: number): void {
    this.lineNo++;
    const first = start < end ? text.charCodeAt(start) : -1;
    if (this.state === 'hunk' && this.hunks.open) {
      this.hunks.take(first, this.lineNo);
      const added = this.draft?.added;
      if (added !== undefined && !added.line(text, start, end, first) && this.draft) this.draft.added = undefined;
      return;
    }
    const line = text.slice(start, end);
    if (line.startsWith('diff --git ')) {
      this.finishFile();
      this.draft = { headerLine: line, status: 'modified', binary: false, stats: newStats(), hunks: 0 };
      this.hunks.reset(this.draft.stats);
      this.state = 'header';
      return;
    }
    const draft = this.draft;
    if (draft === undefined || this.state === 'before') return; // anything before the first file (a commit header) is not ours
    if (this.state === 'binary-patch') return; // base85 data until the next file
    if (line.startsWith('@@')) {
      if (line.startsWith('@@@')) throw new DiffParseError('combined (merge) diffs are not supported', this.lineNo);
      this.hunks.start(line, this.lineNo);
      this.state = 'hunk';
      draft.hunks++;
      const keep = this.options.onAddedText !== undefined && draft.hunks === 1 && this.hunks.wholeHead;
      draft.added = keep ? new AddedTextCollector(this.options.maxAddedChars ?? Infinity) : undefined;
      return;
    }
    if (this.state === 'hunk') {
      if (first === BACKSLASH) {
        // `\ No newline at end of file` after the last line of a hunk
        draft.added?.noNewline();
        return;
      }
      throw new DiffParseError(`unexpected line after a hunk: ${quoted(line)}`, this.lineNo);
    }
    this.header(draft, line);
  }

  private header(d: FileDraft, line: string): void {
    const at = this.lineNo;
    if (line.startsWith('--- ')) d.oldName = prefixedName(line.slice(4), 'a/', at);
    else if (line.startsWith('+++ ')) d.newName = prefixedName(line.slice(4), 'b/', at);
    else if (line.startsWith('new file mode ')) {
      d.status = 'added';
      d.newMode = line.slice(14);
    } else if (line.startsWith('deleted file mode ')) {
      d.status = 'deleted';
      d.oldMode = line.slice(18);
    } else if (line.startsWith('old mode ')) d.oldMode = line.slice(9);
    else if (line.startsWith('new mode ')) d.newMode = line.slice(9);
    else if (line.startsWith('rename from ')) {
      d.status = 'renamed';
      d.renameFrom = unquotePath(line.slice(12), at);
    } else if (line.startsWith('rename to ')) d.renameTo = unquotePath(line.slice(10), at);
    else if (line.startsWith('copy from ')) {
      d.status = 'copied';
      d.renameFrom = unquotePath(line.slice(10), at);
    } else if (line.startsWith('copy to ')) d.renameTo = unquotePath(line.slice(8), at);
    else if (line.startsWith('index ')) d.newBlob = fullNewBlob(line);
    else if (line.startsWith('Binary files ')) d.binary = true;
    else if (line === 'GIT binary patch') {
      d.binary = true;
      this.state = 'binary-patch';
    }
    // `index`, `similarity index`, `dissimilarity index` and any future extended header: nothing to take.
  }

  private finishFile(): void {
    const d = this.draft;
    this.draft = undefined;
    if (d === undefined) return;
    const file = toDiffFile(d, this.lineNo);
    this.keepAddedText(d, file);
    const prev = this.files[this.files.length - 1];
    // git splits a change between file, symlink and submodule into a deletion followed by an
    // addition of the same path; `--numstat` and `--name-status` report one type change (T).
    if (prev !== undefined && prev.status === 'deleted' && file.status === 'added' && prev.path === file.path) {
      this.files[this.files.length - 1] = typeChange(prev, file);
      return;
    }
    this.files.push(file);
  }

  private keepAddedText(d: FileDraft, file: DiffFile): void {
    const tell = this.options.onAddedText;
    if (tell === undefined || d.binary) return;
    // An added empty file has no hunk: its head text is empty.
    if (d.hunks === 0 && d.status === 'added') tell(file.path, { pieces: [], noFinalNewline: false, blob: d.newBlob });
    else if (d.hunks === 1 && d.added !== undefined) {
      const text = d.added.text();
      if (text !== undefined) tell(file.path, { ...text, blob: d.newBlob });
    }
  }
}

/**
 * Keeps an added file's `+` lines as runs of the patch text they came in (a slice per run, not a
 * string per line), each line still with its `+` and `\n`: patch-text.ts rebuilds the bytes.
 */
class AddedTextCollector {
  private readonly pieces: string[] = [];
  private chars = 0;
  private run: string | undefined;
  private runStart = 0;
  private runEnd = 0;
  private ended = false;
  private broken = false;

  constructor(private readonly maxChars: number) {}

  /** One body line of the hunk; false when the file can no longer be kept. */
  line(text: string, start: number, end: number, first: number): boolean {
    if (first === BACKSLASH) {
      this.noNewline();
      return !this.broken;
    }
    if (first !== PLUS || this.ended) return false;
    this.chars += end - start + 1;
    if (this.chars > this.maxChars) return false;
    if (this.run === text && this.runEnd === start) this.runEnd = end + 1;
    else {
      this.flush();
      this.run = text;
      this.runStart = start;
      this.runEnd = end + 1;
    }
    return true;
  }

  noNewline(): void {
    if (this.ended) this.broken = true;
    this.ended = true;
  }

  text(): AddedText | undefined {
    this.flush();
    return this.broken ? undefined : { pieces: this.pieces, noFinalNewline: this.ended };
  }

  private flush(): void {
    const run = this.run;
    if (run === undefined) return;
    this.run = undefined;
    // A line joined across two chunks, or the input's last line, has no `\n` after it in `run`.
    this.pieces.push(this.runEnd > run.length ? `${run.slice(this.runStart)}\n` : run.slice(this.runStart, this.runEnd));
  }
}

/** `index <old>..<new>[ <mode>]`: the new id when it is a full one (40 or 64 hex digits), else undefined. */
function fullNewBlob(line: string): string | undefined {
  const dots = line.indexOf('..', 6);
  if (dots < 0) return undefined;
  const space = line.indexOf(' ', dots + 2);
  const id = line.slice(dots + 2, space < 0 ? line.length : space);
  return FULL_BLOB.test(id) ? id : undefined;
}

const FULL_BLOB = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

function toDiffFile(d: FileDraft, lineNo: number): DiffFile {
  const renamed = d.status === 'renamed' || d.status === 'copied';
  let path: string | undefined;
  let oldPath: string | undefined;
  if (renamed) {
    path = d.renameTo;
    oldPath = d.renameFrom;
  } else {
    path = d.newName ?? d.oldName ?? samePathFromHeader(d.headerLine, lineNo);
  }
  if (path === undefined || (renamed && oldPath === undefined)) {
    throw new DiffParseError(`cannot tell the path of the file that starts with: ${quoted(d.headerLine)}`, lineNo);
  }
  const s = d.stats;
  const file: DiffFile = {
    path,
    status: d.status,
    // A binary file's counts are 0 (spec §3), as `--numstat` prints `-`.
    additions: d.binary ? 0 : s.additions,
    deletions: d.binary ? 0 : s.deletions,
    binary: d.binary,
    addedLines: s.addedLines,
    commentableLines: s.commentableLines,
  };
  if (oldPath !== undefined) file.oldPath = oldPath;
  if (d.oldMode !== undefined) file.oldMode = d.oldMode;
  if (d.newMode !== undefined) file.newMode = d.newMode;
  return file;
}

function typeChange(deleted: DiffFile, added: DiffFile): DiffFile {
  const binary = deleted.binary || added.binary;
  const file: DiffFile = {
    path: added.path,
    status: 'typechange',
    additions: binary ? 0 : added.additions,
    deletions: binary ? 0 : deleted.deletions,
    binary,
    addedLines: added.addedLines,
    commentableLines: added.commentableLines,
  };
  if (deleted.oldMode !== undefined) file.oldMode = deleted.oldMode;
  if (added.newMode !== undefined) file.newMode = added.newMode;
  return file;
}

/** Parses a complete diff held in one string. */
export function parseDiff(text: string): DiffFile[] {
  const parser = new DiffParser();
  parser.push(text);
  return parser.end();
}

/**
 * Parses the hunks of one file with no file header: the `patch` field of the GitHub API's
 * "list pull request files" items.
 */
export function parseHunks(patch: string): HunkStats {
  const stats = newStats();
  const hunks = new HunkReader(stats);
  let lineNo = 0;
  let start = 0;
  const take = (end: number): void => {
    lineNo++;
    const first = start < end ? patch.charCodeAt(start) : -1;
    if (hunks.open) hunks.take(first, lineNo);
    else if (patch.startsWith('@@', start)) hunks.start(patch.slice(start, end), lineNo);
    else if (first !== BACKSLASH && !(first === -1 && end === patch.length)) {
      throw new DiffParseError(`expected a hunk header: ${quoted(patch.slice(start, end))}`, lineNo);
    }
  };
  for (;;) {
    const nl = patch.indexOf('\n', start);
    if (nl < 0) break;
    take(nl);
    start = nl + 1;
  }
  if (start < patch.length) take(patch.length);
  if (hunks.open) throw new DiffParseError('the patch ends inside a hunk', lineNo);
  return stats;
}

interface HunkHeader {
  oldCount: number;
  newStart: number;
  newCount: number;
}

/** `@@ -a[,b] +c[,d] @@`, read by hand: a count left out means 1. */
export function parseHunkHeader(line: string): HunkHeader | undefined {
  if (!line.startsWith('@@ -')) return undefined;
  let i = 4;
  const num = (): number | undefined => {
    const from = i;
    let n = 0;
    while (i < line.length) {
      const c = line.charCodeAt(i);
      if (c < 48 || c > 57) break;
      n = n * 10 + (c - 48);
      i++;
    }
    return i > from ? n : undefined;
  };
  const range = (): [number, number] | undefined => {
    const start = num();
    if (start === undefined) return undefined;
    if (line[i] !== ',') return [start, 1];
    i++;
    const count = num();
    return count === undefined ? undefined : [start, count];
  };
  const old = range();
  if (old === undefined || !line.startsWith(' +', i)) return undefined;
  i += 2;
  const neu = range();
  if (neu === undefined || !line.startsWith(' @@', i)) return undefined;
  return { oldCount: old[1], newStart: neu[0], newCount: neu[1] };
}

const utf8 = new TextDecoder('utf-8');
const utf8Encoder = new TextEncoder();

const C_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/**
 * Reads one path as git prints it: bare, or in double quotes with C escapes, where `\ooo`
 * octal escapes are the bytes of a UTF-8 name. Returns the path and where it ended in `s`.
 */
export function readPath(s: string, from: number, lineNo: number): { path: string; end: number } {
  if (s[from] !== '"') return { path: s.slice(from), end: s.length };
  const bytes: number[] = [];
  let i = from + 1;
  while (i < s.length) {
    const ch = s[i];
    if (ch === '"') return { path: utf8.decode(new Uint8Array(bytes)), end: i + 1 };
    if (ch !== '\\') {
      const code = s.codePointAt(i) ?? 0;
      // Raw non-ASCII (core.quotePath=false) is already text; re-encode it so the bytes stay in order.
      if (code < 0x80) bytes.push(code);
      else for (const b of utf8Encoder.encode(String.fromCodePoint(code))) bytes.push(b);
      i += code > 0xffff ? 2 : 1;
      continue;
    }
    const next = s[i + 1] ?? '';
    if (next >= '0' && next <= '7') {
      const oct = s.slice(i + 1, i + 4);
      if (!/^[0-7]{3}$/.test(oct)) throw new DiffParseError(`bad octal escape in path ${quoted(s)}`, lineNo);
      bytes.push(parseInt(oct, 8));
      i += 4;
      continue;
    }
    const byte = C_ESCAPES[next];
    if (byte === undefined) throw new DiffParseError(`unknown escape \\${next} in path ${quoted(s)}`, lineNo);
    bytes.push(byte);
    i += 2;
  }
  throw new DiffParseError(`unterminated quoted path ${quoted(s)}`, lineNo);
}

/** A whole header value that is one path (`rename from …`). */
export function unquotePath(s: string, lineNo = 0): string {
  return readPath(s, 0, lineNo).path;
}

/** `--- a/path` / `+++ b/path`: undefined for /dev/null; the prefix and git's trailing tab removed. */
function prefixedName(value: string, prefix: string, lineNo: number): string | undefined {
  if (value === '/dev/null') return undefined;
  let path: string;
  if (value.startsWith('"')) path = readPath(value, 0, lineNo).path;
  else {
    // git appends a tab when the name has a space (for GNU patch); a bare name never holds a tab.
    const tab = value.indexOf('\t');
    path = tab < 0 ? value : value.slice(0, tab);
  }
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/**
 * The path of a file that is neither renamed nor has `---`/`+++` lines (a mode change, an
 * empty file, a binary file): both names on `diff --git a/X b/X` are the same X.
 */
function samePathFromHeader(line: string, lineNo: number): string | undefined {
  const rest = line.slice('diff --git '.length);
  if (rest.startsWith('"')) {
    const first = readPath(rest, 0, lineNo);
    return first.path.startsWith('a/') ? first.path.slice(2) : first.path;
  }
  const len = (rest.length - 5) / 2; // rest = "a/" + X + " b/" + X
  if (Number.isInteger(len) && len > 0 && rest.startsWith('a/') && rest.startsWith(' b/', 2 + len)) {
    const x = rest.slice(2, 2 + len);
    if (rest.slice(5 + len) === x) return x;
  }
  return undefined;
}

/** A piece of the input quoted in an error, short enough to read. */
const quoted = (s: string): string => JSON.stringify(clip(s, 80));
