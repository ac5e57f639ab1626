/**
 * RE2 (re2js), the linear-time engine config and schema patterns run on, loaded on the first
 * pattern that needs it (vendored.ts): most configs' patterns are plain text and never do.
 */
import type { RE2JS } from 're2js';
import { loadVendored } from './vendored.js';

export type Re2 = typeof RE2JS;
export type Re2Pattern = RE2JS;

let engine: Re2 | undefined;

/** Compiles `pattern` with RE2's flag bits; throws RE2's own error for what it cannot run. */
export function compileRe2(pattern: string, flags: (re2: Re2) => number = () => 0): Re2Pattern {
  if (engine === undefined) {
    const loaded = loadVendored<{ RE2JS: Re2 }>('re2js');
    engine = loaded.exports.RE2JS;
    try {
      return engine.compile(pattern, flags(engine));
    } finally {
      // After the first compile, so the cache holds the compiler's functions too.
      loaded.keep();
    }
  }
  return engine.compile(pattern, flags(engine));
}
