/**
 * What Node offers for its own modules' compiled code: `module.enableCompileCache`, there on every
 * Node critic-gate runs on (22.12 and later; @types/node 20 does not declare it yet).
 */
export interface ModuleCompileCache {
    enableCompileCache: (dir: string) => unknown;
}
/**
 * Where compiled code may be kept across runs, set once by the CLI or the Action when its cache
 * directory is settled (and by a syntax worker from what its pool passed it). Undefined: nowhere.
 * Node keeps its modules' compiled code there too, so the modules loaded after this call (a
 * command's own) compile from the cache on the next run.
 */
export declare function useCodeCache(dir: string | undefined, runtime?: ModuleCompileCache): void;
export declare function codeCache(): string | undefined;
/** The libraries the build writes to dist/vendor/, by file name and the package each comes from. */
export declare const VENDORED: {
    readonly typescript: "typescript";
    readonly re2js: "re2js";
};
export type VendoredName = keyof typeof VENDORED;
export interface LoadedVendored<T> {
    exports: T;
    /**
     * Call once the library has done its first work: the cache then holds those functions too,
     * which V8 compiles only when they first run. Does nothing when there is no cache to write.
     */
    keep(): void;
}
export declare function loadVendored<T>(name: VendoredName): LoadedVendored<T>;
