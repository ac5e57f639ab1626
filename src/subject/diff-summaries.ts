/**
 * Issue 41: the patch read only for the files an earlier run has not summed up. What the patch
 * gives a changed file (its added and removed line counts, whether git calls it binary, the head
 * lines it adds and those a review comment may target) is a pure function of the two blobs git
 * compares, their modes and paths, and what decides how git compares them: git's own version, its
 * config (the diff algorithm's heuristics, a diff driver's `binary`) and the attributes files it
 * reads (`-diff`). Every one of those is in the key; the blobs are named by git's object ids, which
 * `git diff --raw` lists in milliseconds, long before a patch is through.
 *
 * A repeated run (an agent's stop hook, a developer's `critic-gate pr` on a growing branch) then
 * reads `--raw`, finds each pair's summary in the cache directory (`diff/`), and asks git for the
 * patch of the pairs it has not seen only. What is kept is only what a fresh patch says of the
 * same pair: never a verdict.
 */
import { VERSION } from '../contract/version.js';
import type { DiffFile } from './diff.js';
import type { FileStatus } from './types.js';

/** One file of `git diff --raw -z`: modes, blob ids, status letter and paths. */
export interface RawEntry {
  oldMode: string;
  newMode: string;
  oldOid: string;
  newOid: string;
  /** The status letter: A, M, D, R, C, T (a rename's or copy's score dropped). */
  letter: string;
  path: string;
  /** A rename's or copy's source. */
  oldPath?: string | undefined;
}

/** Bumped when what a summary holds, or how it is read, changes. */
export const DIFF_SUMMARY_FORMAT = 1;

const STATUS: Readonly<Record<string, FileStatus>> = {
  A: 'added',
  M: 'modified',
  D: 'deleted',
  R: 'renamed',
  C: 'copied',
  T: 'typechange',
};

/**
 * `git diff --raw -z`: `:<old mode> <new mode> <old oid> <new oid> <status>` NUL `<path>` NUL,
 * with a second path after a rename or copy. Undefined when the output has another shape, or names
 * a status a patch never shows (unmerged, unknown): the caller then reads the whole patch.
 */
export function parseRawDiff(output: string): RawEntry[] | undefined {
  const fields = output.split('\0');
  const entries: RawEntry[] = [];
  let i = 0;
  while (i < fields.length) {
    const head = fields[i]!;
    if (head === '' && i === fields.length - 1) break;
    const parts = head.split(' ');
    if (parts.length !== 5 || !head.startsWith(':')) return undefined;
    const [oldMode, newMode, oldOid, newOid, status] = [parts[0]!.slice(1), parts[1]!, parts[2]!, parts[3]!, parts[4]!];
    const letter = status.charAt(0);
    if (STATUS[letter] === undefined || !OID.test(oldOid) || !OID.test(newOid)) return undefined;
    const paired = letter === 'R' || letter === 'C';
    const first = fields[i + 1];
    const second = paired ? fields[i + 2] : undefined;
    if (first === undefined || (paired && second === undefined)) return undefined;
    entries.push(
      paired
        ? { oldMode, newMode, oldOid, newOid, letter, path: second!, oldPath: first }
        : { oldMode, newMode, oldOid, newOid, letter, path: first },
    );
    i += paired ? 3 : 2;
  }
  return entries;
}

const OID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** The status a patch gives the file `--raw` lists as `entry`. */
export const statusOf = (entry: RawEntry): FileStatus => STATUS[entry.letter]!;

/**
 * What the key of `entry` holds besides the setting (`setting`: git's version, config and
 * attributes, see GitRepo): the two blobs, their modes and both paths (attributes go by path).
 */
export function summaryKeyParts(setting: string, entry: RawEntry): string {
  return JSON.stringify([
    'critic-gate diff summary',
    DIFF_SUMMARY_FORMAT,
    // How a patch is read into counts and lines is code: a release never reads what an older one kept.
    VERSION,
    setting,
    entry.letter,
    entry.oldMode,
    entry.newMode,
    entry.oldOid,
    entry.newOid,
    entry.oldPath ?? entry.path,
    entry.path,
  ]);
}

/**
 * Sections of git's config that never decide a patch between two commits: where git fetches from
 * and with which credentials, and who commits. A CI checkout writes a fresh token into them on
 * every job (actions/checkout: `http.<url>.extraheader`, or a file of its own named by
 * `includeIf`), which would make every summary a miss. Every other section stays in the key.
 */
const NOT_DIFF_SECTIONS = new Set(['http', 'credential', 'url', 'include', 'includeif', 'remote', 'branch', 'user', 'safe']);

/**
 * The part of `git config --list -z` (`key` LF `value`, NUL after each) that may decide a patch:
 * every entry but those of NOT_DIFF_SECTIONS, in git's order. An included file's values are listed
 * under their own keys, so leaving out the `include` entries leaves out only where they came from.
 */
export function diffConfig(listed: string): string {
  return listed
    .split('\0')
    .filter((entry) => !NOT_DIFF_SECTIONS.has(entry.slice(0, entry.search(/[.\n]|$/)).toLowerCase()))
    .join('\0');
}

/** Ascending line numbers as runs: `start+count` joined by commas (`-` for none). */
function runsOf(lines: readonly number[]): string {
  if (lines.length === 0) return '-';
  const out: string[] = [];
  let start = lines[0]!;
  let count = 1;
  for (let i = 1; i < lines.length; i++) {
    const n = lines[i]!;
    if (n === start + count) count++;
    else {
      out.push(`${start}+${count}`);
      start = n;
      count = 1;
    }
  }
  out.push(`${start}+${count}`);
  return out.join(',');
}

/**
 * The line numbers `runs` (runsOf) stands for, or undefined when it is not such a list: read into
 * an array of its final size, as a large change's summaries hold hundreds of thousands of lines.
 */
function linesOf(runs: string): number[] | undefined {
  if (runs === '-') return [];
  const parts = runs.split(',');
  const bounds = new Array<number>(parts.length * 2);
  let total = 0;
  let last = 0;
  for (let i = 0; i < parts.length; i++) {
    const m = RUN.exec(parts[i]!);
    if (m === null) return undefined;
    const [start, count] = [Number(m[1]), Number(m[2])];
    if (start <= last || count < 1) return undefined;
    bounds[2 * i] = start;
    bounds[2 * i + 1] = count;
    total += count;
    if (total > MAX_LINES) return undefined;
    last = start + count - 1;
  }
  const lines = new Array<number>(total);
  let at = 0;
  for (let b = 0; b < bounds.length; b += 2) for (let n = bounds[b]!, end = n + bounds[b + 1]!; n < end; n++) lines[at++] = n;
  return lines;
}

const RUN = /^(\d{1,15})\+(\d{1,15})$/;
/** More lines than any file git diffs as text has: a summary that says so is not one this code wrote. */
const MAX_LINES = 1 << 24;

/** What the patch says of one file, as one line: `additions;deletions;binary;added runs;commentable runs`. */
export function encodeSummary(file: DiffFile): string {
  return [file.additions, file.deletions, file.binary ? 1 : 0, runsOf(file.addedLines), runsOf(file.commentableLines)].join(';');
}

/** The file `entry` names with what its summary says, or undefined when the summary does not read back. */
export function fileOfSummary(entry: RawEntry, summary: string): DiffFile | undefined {
  const parts = summary.split(';');
  if (parts.length !== 5 || !/^\d+$/.test(parts[0]!) || !/^\d+$/.test(parts[1]!) || !/^[01]$/.test(parts[2]!)) return undefined;
  const addedLines = linesOf(parts[3]!);
  // Where every added line is commentable (an added file: all of them) the two runs are equal: read
  // once, one array for both. Nothing changes a file's lines once it is read.
  const commentableLines = parts[4] === parts[3] ? addedLines : linesOf(parts[4]!);
  if (addedLines === undefined || commentableLines === undefined) return undefined;
  const file: DiffFile = {
    path: entry.path,
    status: statusOf(entry),
    additions: Number(parts[0]),
    deletions: Number(parts[1]),
    binary: parts[2] === '1',
    addedLines,
    commentableLines,
  };
  if (entry.oldPath !== undefined) file.oldPath = entry.oldPath;
  // The modes a patch's header shows: an added file's new mode, a deleted one's old mode, both when they differ.
  if (file.status === 'added') file.newMode = entry.newMode;
  else if (file.status === 'deleted') file.oldMode = entry.oldMode;
  else if (entry.oldMode !== entry.newMode) {
    file.oldMode = entry.oldMode;
    file.newMode = entry.newMode;
  }
  return file;
}

/** Whether the patch's `file` is the file `--raw` lists as `entry`: the same paths and status. */
export const sameFile = (entry: RawEntry, file: DiffFile): boolean =>
  file.path === entry.path && file.oldPath === entry.oldPath && file.status === statusOf(entry);
