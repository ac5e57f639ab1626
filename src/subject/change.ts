/** The subject of a change in a local repository: a git range turned into a `Subject`. */
import picomatch from 'picomatch';
import type * as z from '../contract/zod.js';
import type { SubjectFileSchema } from '../contract/result.js';
import type { GitRepo } from './git.js';
import { GLOB_OPTIONS } from './glob-bound.js';
import { isBinary } from './text.js';
import type { ChangedFile, FileReader, Subject } from './types.js';

export interface ChangeOptions {
  /** The branch (or any revision) the change is meant for. */
  base: string;
  /** The revision holding the change. */
  head: string;
  /** Config `ignore` globs: never checked, never shown to the judge. */
  ignore?: readonly string[];
  /** Detect copies as well as renames (off: spec §3 compares against `--numstat -M`). */
  findCopies?: boolean;
  /**
   * Told the changed paths `ignore` keeps as soon as git has compared the trees, while the patch
   * is still being read: time enough to start what judging those files will need (a parser, an interpreter).
   */
  onPaths?: ((paths: readonly string[]) => void) | undefined;
  /** Read the changed files ahead, while git writes the patch (default); false when nothing will read them. */
  readAhead?: boolean | undefined;
  /** Take what earlier patches said of a pair of blobs from the repository's summaries (GitRepo.keepDiffSummaries). */
  summaries?: boolean | undefined;
}

export interface ChangeSubject {
  /** Reads through the repository it was made from: valid until the caller closes that repository. */
  subject: Subject;
  baseSha: string;
  headSha: string;
  /** What the change is compared against: merge-base(base, head), as for a pull request. */
  mergeBaseSha: string;
}

/**
 * The change from `base` to `head` in an open repository. The caller opened it and closes it: the
 * CLI also reads the config and the commit messages through it, so one `git cat-file` process
 * serves every read and a revision resolved once is not resolved again.
 */
export async function changeSubject(repo: GitRepo, options: ChangeOptions): Promise<ChangeSubject> {
  const baseP = repo.resolveCommit(options.base);
  const headP = repo.resolveCommit(options.head);
  headP.catch(() => undefined);
  const [baseSha, headSha] = [await baseP, await headP];
  // Pull request semantics: what base gained after head branched off is not part of the change.
  const mergeBaseSha = await repo.mergeBase(baseSha, headSha);
  const head = repo.fileReader(headSha);
  if (options.readAhead === false) repo.forgoPatchTexts();
  const onPaths = options.onPaths;
  const isIgnored = ignoreMatcher(options.ignore ?? []);
  // None of this is needed to read the patch, and all of it runs while git writes it: the
  // changed files are read and their parsers start. An added file is not read ahead: the patch
  // holds its whole text, which the reader hands out once git's id of it checks (patch-text.ts).
  const diff = repo.diff(mergeBaseSha, headSha, { findCopies: options.findCopies ?? false, summaries: options.summaries === true });
  diff.catch(() => undefined); // awaited below
  // With summaries, only the files no earlier run summed up are read ahead and warmed up for, as
  // soon as the store has answered: the bytes of the others were seen before, and a check that
  // knows them clean by their blob (checks/known-clean.ts) does not read them at all.
  const missedP = options.summaries === true ? repo.missedPaths(mergeBaseSha, headSha) : Promise.resolve(undefined);
  Promise.all([repo.changedPaths(mergeBaseSha, headSha), missedP])
    .then(([{ paths, added }, missed]) => {
      const kept = (missed ?? paths).filter((p) => !isIgnored(p));
      if (options.readAhead !== false) void head.prefetch(kept.filter((p) => !added.has(p)));
      onPaths?.(kept);
    })
    .catch(() => undefined);
  head.listTree().catch(() => undefined);
  const parsed = await diff;
  const files = await settleBinary(parsed, head);
  const subject: Subject = {
    files,
    head: {
      listTree: () => head.listTree(),
      read: (path) => head.read(path),
      specials: () => head.specials(),
      blobIds: () => head.blobIds(),
    },
    base: repo.fileReader(mergeBaseSha),
    isIgnored,
    history: () => repo.history(mergeBaseSha, headSha),
    movedLines: (paths) => repo.movedLines(mergeBaseSha, headSha, paths),
  };
  return { subject, baseSha, headSha, mergeBaseSha };
}

/** A predicate for config `ignore` globs, matched like every other user glob. */
export function ignoreMatcher(globs: readonly string[]): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  const isMatch = picomatch([...globs], GLOB_OPTIONS);
  return (path) => isMatch(path);
}

/**
 * A file whose patch shows no content at all (a pure rename or copy, a mode change) never says
 * whether it is binary, yet `--numstat` prints `-` for a binary one. Git's own test decides
 * here: a NUL in the first 8000 bytes of the head blob, the same test git applies to the patch,
 * which it writes apart from the work tree (GitRepo.diff): no `.gitattributes` `-diff` of the
 * change's makes a file binary there either.
 */
export async function settleBinary(files: readonly ChangedFile[], head: FileReader): Promise<ChangedFile[]> {
  const settled = [...files];
  // Only the silent files are read (a few, if any): no promise for each of a large change's files.
  const reads: Promise<void>[] = [];
  for (const [i, file] of files.entries()) {
    const silent = !file.binary && file.additions === 0 && file.deletions === 0 && file.commentableLines.length === 0;
    if (!silent || file.status === 'deleted') continue;
    reads.push(
      head.read(file.path).then((bytes) => {
        if (bytes !== undefined && isBinary(bytes)) settled[i] = { ...file, binary: true };
      }),
    );
  }
  await Promise.all(reads);
  return settled;
}

export type SubjectFileEntry = z.infer<typeof SubjectFileSchema>;

/** Spec §3 `subject.files`: one entry per changed file; a binary file's counts are 0. */
export function subjectFilesForResult(files: readonly ChangedFile[]): SubjectFileEntry[] {
  return files.map((f) => ({
    path: f.path,
    ...(f.oldPath !== undefined ? { old_path: f.oldPath } : {}),
    status: f.status,
    additions: f.binary ? 0 : f.additions,
    deletions: f.binary ? 0 : f.deletions,
    binary: f.binary,
  }));
}
