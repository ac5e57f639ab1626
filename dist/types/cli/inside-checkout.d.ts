import { type JudgeFlags } from './args.js';
import type { CliIo } from './io.js';
/**
 * What the commands that read a checkout (`pr`, `test`) keep inside it, and what they refuse to:
 * a file is read only from inside the repository's folder, and the cache directory never lies in it.
 */
/** A repository-relative path's bytes in the working tree; undefined when missing or outside the repository. */
export declare function readInside(topLevel: string, path: string): Promise<Uint8Array | undefined>;
/**
 * The judge flags with the cache directory made absolute, or refused when it lies inside the
 * repository being judged: the change could have committed forged earlier judgements there (the
 * rule: judge/cache-location.ts). A directory the user named is an error (exit 4), as the Action's
 * `cache-dir` is; the default one (a repository at $HOME holding .cache/) is not theirs to fix, so
 * it is left unused and the run says so.
 */
export declare function judgeFlagsFor(flags: JudgeFlags, topLevel: string, cwd: string, io: CliIo): JudgeFlags;
