/**
 * The exports of a CommonJS package loaded with `import()`, however it arrived. Node's own loader
 * gives named exports beside `default`; esbuild's bundle (split into chunks) gives only `default`,
 * holding `module.exports`; a package compiled from ES modules may nest them once more. Whichever
 * object holds `key` is the package's exports; none holding it is an error that names the package,
 * never an `undefined` that fails far away.
 */
export declare function cjsExports<T extends object>(mod: unknown, key: keyof T & string, name: string): T;
