/**
 * `git patch-id --stable` of a change: the same id for the same edits wherever they sit, line
 * numbers and white space aside. A merge-queue entry whose change has the pull request's own
 * patch-id holds exactly the change that was judged (spec §14); when other entries ahead touched
 * the same lines, the id differs and the entry is judged again.
 *
 * `range` is what `git diff` compares: `base...head` for a pull request (from the merge base),
 * `base..head` for a queue entry (its own commits). Undefined whenever git cannot tell — no
 * repository, a commit not fetched, an empty change — so reuse is refused, never guessed.
 * The diff is asked with the subject's own pinned options, so the runner's git config (a
 * `diff.context`, an external diff) cannot make the pull request's id and the entry's disagree.
 */
export declare function patchIdOf(dir: string | undefined, range: string): Promise<string | undefined>;
