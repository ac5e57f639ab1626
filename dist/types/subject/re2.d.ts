/**
 * RE2 (re2js), the linear-time engine config and schema patterns run on, loaded on the first
 * pattern that needs it (vendored.ts): most configs' patterns are plain text and never do.
 */
import type { RE2JS } from 're2js';
export type Re2 = typeof RE2JS;
export type Re2Pattern = RE2JS;
/**
 * The engine, loaded on first call, its compiled code read from and kept in `codeCacheDir` (the
 * caller's run's cache directory; undefined: nowhere). A later call, whatever its directory,
 * finds it loaded: there is nothing left to compile, so nothing to keep. A library that does not
 * load throws here, apart from any pattern: that is critic-gate's own failure, never to be
 * reported as the pattern's fault.
 */
export declare function re2(codeCacheDir: string | undefined): Re2;
