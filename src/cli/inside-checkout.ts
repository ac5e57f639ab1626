import { resolve } from 'node:path';
import { isInside } from '../subject/path-inside.js';
import { absoluteCacheDir, cacheDirInsideCheckout } from '../judge/cache-location.js';
import { UsageError, type JudgeFlags } from './args.js';
import type { CliIo } from './io.js';

/**
 * What the commands that read a checkout (`pr`, `test`) keep inside it, and what they refuse to:
 * a file is read only from inside the repository's folder, and the cache directory never lies in it.
 */

/** A repository-relative path's bytes in the working tree; undefined when missing or outside the repository. */
export async function readInside(topLevel: string, path: string): Promise<Uint8Array | undefined> {
  const absolute = resolve(topLevel, path);
  if (!isInside(absolute, topLevel) || absolute === topLevel) return undefined;
  const { readFile } = await import('node:fs/promises');
  return readFile(absolute).catch(() => undefined);
}

/**
 * The judge flags with the cache directory made absolute, or refused when it lies inside the
 * repository being judged: the change could have committed forged earlier judgements there (the
 * rule: judge/cache-location.ts). A directory the user named is an error (exit 4), as the Action's
 * `cache-dir` is; the default one (a repository at $HOME holding .cache/) is not theirs to fix, so
 * it is left unused and the run says so.
 */
export function judgeFlagsFor(flags: JudgeFlags, topLevel: string, cwd: string, io: CliIo): JudgeFlags {
  if (flags.cacheDir === undefined) return flags;
  const cacheDir = absoluteCacheDir(flags.cacheDir, cwd);
  if (!cacheDirInsideCheckout(cacheDir, topLevel)) return { ...flags, cacheDir };
  if (flags.cacheDirFrom === 'default') {
    io.stderr(
      `critic-gate: note: the default cache directory ${cacheDir} is inside the repository being judged, where the change could plant entries; judgements are not cached on disk (set --cache-dir elsewhere)\n`,
    );
    return { ...flags, cacheDir: undefined };
  }
  throw new UsageError(
    `${flags.cacheDirFrom}: "${flags.cacheDir}" resolves inside the repository being judged (${topLevel}), where the change itself could plant cache entries; use a directory outside it`,
  );
}
