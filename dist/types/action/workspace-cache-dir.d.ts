/**
 * The Action's `cache-dir`, refused when it lies inside GITHUB_WORKSPACE: the workspace is the
 * pull request's checkout (the rule and its reason: judge/cache-location.ts). Refusing is
 * fail-closed; ignoring it with a warning would let a workflow believe a cache is in use that is not.
 * Returns the absolute directory.
 */
export declare function cacheDirOutsideWorkspace(cacheDir: string | undefined, workspace: string | undefined, cwd?: string): string | undefined;
