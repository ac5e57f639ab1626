/**
 * RE2 (re2js), the linear-time engine config and schema patterns run on, loaded on the first
 * pattern that needs it (vendored.ts): most configs' patterns are plain text and never do.
 */
import type { RE2JS } from 're2js';
import { loadVendored } from './vendored.js';

export type Re2 = typeof RE2JS;
export type Re2Pattern = RE2JS;

// Loaded once per process, as an imported module would be: the engine is the same whoever asks.
let engine: Re2 | undefined;

/**
 * The engine, loaded on first call, its compiled code read from and kept in `codeCacheDir` (the
 * caller's run's cache directory; undefined: nowhere). A later call, whatever its directory,
 * finds it loaded: there is nothing left to compile, so nothing to keep. A library that does not
 * load throws here, apart from any pattern: that is critic-gate's own failure, never to be
 * reported as the pattern's fault.
 */
export function re2(codeCacheDir: string | undefined): Re2 {
  if (engine === undefined) {
    const loaded = loadVendored<{ RE2JS: Re2 }>('re2js', codeCacheDir);
    engine = loaded.exports.RE2JS;
    // Once the caller's first compile (this same turn) is done, so the cache holds the compiler too.
    queueMicrotask(loaded.keep);
  }
  return engine;
}
