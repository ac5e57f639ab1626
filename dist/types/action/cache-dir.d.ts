/**
 * The Action's `cache-dir`, refused when it lies inside GITHUB_WORKSPACE (spec §8, cache): the
 * workspace is the pull request's checkout, so a PR could commit "earlier judgements" there and
 * have them reused as the model's answers. Refusing is fail-closed; ignoring it with a warning
 * would let a workflow believe a cache is in use that is not.
 *
 * Both paths are compared after resolving symlinks (of the deepest part that exists), so a link
 * from outside into the checkout, or a checkout reached through a link, is caught too.
 * Returns the absolute directory, so a later change of working directory cannot move it.
 */
export declare function cacheDirOutsideWorkspace(cacheDir: string | undefined, workspace: string | undefined, cwd?: string): string | undefined;
