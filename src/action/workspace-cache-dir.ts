import { resolve } from 'node:path';
import { absoluteCacheDir, cacheDirInsideCheckout } from '../judge/cache-location.js';
import { InputError } from './inputs.js';

/**
 * The Action's `cache-dir`, refused when it lies inside GITHUB_WORKSPACE: the workspace is the
 * pull request's checkout (the rule and its reason: judge/cache-location.ts). Refusing is
 * fail-closed; ignoring it with a warning would let a workflow believe a cache is in use that is not.
 * Returns the absolute directory.
 */
export function cacheDirOutsideWorkspace(
  cacheDir: string | undefined,
  workspace: string | undefined,
  cwd = process.cwd(),
): string | undefined {
  if (cacheDir === undefined) return undefined;
  const absolute = absoluteCacheDir(cacheDir, cwd);
  if (workspace && cacheDirInsideCheckout(absolute, resolve(cwd, workspace))) {
    throw new InputError(
      `input "cache-dir": "${cacheDir}" resolves inside GITHUB_WORKSPACE, the pull request's checkout, where the change itself could plant cache entries; use a directory outside the workspace (e.g. under RUNNER_TEMP)`,
    );
  }
  return absolute;
}
