/**
 * The exports of a CommonJS package loaded with `import()`, however it arrived. Node's own loader
 * gives named exports beside `default`; esbuild's bundle (split into chunks) gives only `default`,
 * holding `module.exports`; a package compiled from ES modules may nest them once more. Whichever
 * object holds `key` is the package's exports; none holding it is an error that names the package,
 * never an `undefined` that fails far away.
 */
export function cjsExports<T extends object>(mod: unknown, key: keyof T & string, name: string): T {
  let candidate: unknown = mod;
  // At most module namespace → module.exports → a compiled `exports.default`.
  for (let depth = 0; depth < 3; depth++) {
    if (typeof candidate !== 'object' && typeof candidate !== 'function') break;
    if (candidate === null) break;
    if (key in candidate && (candidate as Record<string, unknown>)[key] !== undefined) return candidate as T;
    candidate = (candidate as { default?: unknown }).default;
  }
  throw new Error(`${name} did not load: its exports have no \`${key}\``);
}
