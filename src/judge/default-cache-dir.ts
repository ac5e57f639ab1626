import { join } from 'node:path';

/**
 * The CLI's default cache directory: `$XDG_CACHE_HOME/critic-gate`, else `$HOME/.cache/critic-gate`;
 * none without either. A file of its own: the CLI's argument parser needs it, and must not load
 * the cache's schema (zod) for `--version`.
 */
export function defaultCacheDir(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const xdg = env['XDG_CACHE_HOME'];
  if (xdg) return join(xdg, 'critic-gate');
  const home = env['HOME'] || env['USERPROFILE'];
  return home ? join(home, '.cache', 'critic-gate') : undefined;
}
