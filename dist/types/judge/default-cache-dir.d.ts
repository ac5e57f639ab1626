/**
 * The CLI's default cache directory: `$XDG_CACHE_HOME/critic-gate`, else `$HOME/.cache/critic-gate`;
 * none without either. A file of its own: the CLI's argument parser needs it, and must not load
 * the cache's schema (zod) for `--version`.
 */
export declare function defaultCacheDir(env: Readonly<Record<string, string | undefined>>): string | undefined;
