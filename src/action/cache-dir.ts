import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { InputError } from './inputs.js';

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
export function cacheDirOutsideWorkspace(cacheDir: string | undefined, workspace: string | undefined, cwd = process.cwd()): string | undefined {
  if (cacheDir === undefined) return undefined;
  const absolute = resolve(cwd, cacheDir);
  if (!workspace) return absolute;
  const inside = (dir: string, root: string): boolean => {
    const rel = relative(root, dir);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  const root = resolve(cwd, workspace);
  if (inside(absolute, root) || inside(real(absolute), real(root))) {
    throw new InputError(
      `input "cache-dir": "${cacheDir}" resolves inside GITHUB_WORKSPACE, the pull request's checkout, where the change itself could plant cache entries; use a directory outside the workspace (e.g. under RUNNER_TEMP)`,
    );
  }
  return absolute;
}

/** The path with every existing ancestor's symlinks resolved; the part that does not exist yet is kept as written. */
function real(path: string): string {
  let head = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return resolve(realpathSync(head), ...rest);
    } catch {
      const up = dirname(head);
      if (up === head) return path;
      rest.unshift(head.slice(up.length).replace(/^[/\\]+/, ''));
      head = up;
    }
  }
}
