import { realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isInside } from '../subject/path-inside.js';

/**
 * Whether a judgement cache directory lies inside the checkout being judged (spec §8, cache).
 * Whatever is in the checkout the change could have committed, so a cache there could hold
 * forged "earlier judgements" that are reused as the model's answers. The Action (a `cache-dir`
 * in GITHUB_WORKSPACE) and the CLI (`--cache-dir` in the repository of `pr`) both refuse it;
 * each says so in the words of its own option.
 *
 * Both paths are compared as written and after resolving symlinks (of the deepest part that
 * exists), so a link from outside into the checkout, or a checkout reached through a link, is
 * caught too. `cacheDir` is absolute (see `absoluteCacheDir`).
 */
export function cacheDirInsideCheckout(cacheDir: string, checkout: string): boolean {
  return isInside(cacheDir, checkout) || isInside(real(cacheDir), real(checkout));
}

/** The directory as used: absolute, so a later change of working directory cannot move it. */
export const absoluteCacheDir = (cacheDir: string, cwd: string): string => resolve(cwd, cacheDir);

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
