import type * as z from '../contract/zod.js';
import type { SubjectFileSchema } from '../contract/result.js';
import type { GitRepo } from './git.js';
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
export declare function changeSubject(repo: GitRepo, options: ChangeOptions): Promise<ChangeSubject>;
/** A predicate for config `ignore` globs, matched like every other user glob. */
export declare function ignoreMatcher(globs: readonly string[]): (path: string) => boolean;
/**
 * A file whose patch shows no content at all (a pure rename or copy, a mode change) never says
 * whether it is binary, yet `--numstat` prints `-` for a binary one. Git's own test decides
 * here: a NUL in the first 8000 bytes of the head blob, the same test git applies to the patch,
 * which it writes apart from the work tree (GitRepo.diff): no `.gitattributes` `-diff` of the
 * change's makes a file binary there either.
 */
export declare function settleBinary(files: readonly ChangedFile[], head: FileReader): Promise<ChangedFile[]>;
export type SubjectFileEntry = z.infer<typeof SubjectFileSchema>;
/** Spec §3 `subject.files`: one entry per changed file; a binary file's counts are 0. */
export declare function subjectFilesForResult(files: readonly ChangedFile[]): SubjectFileEntry[];
