/**
 * What Node offers for its own modules' compiled code: `module.enableCompileCache`, there on every
 * Node critic-gate runs on (22.12 and later; @types/node 20 does not declare it yet).
 */
export interface ModuleCompileCache {
    enableCompileCache: (dir: string) => unknown;
}
/**
 * Asks Node to keep its modules' compiled code in the cache directory too, so that the modules
 * loaded after this call (a command's own) compile from the cache on the next run. Node's compile
 * cache is one per process: the front end calls this once, where it settles its cache directory.
 * Undefined: nowhere.
 */
export declare function keepCompiledModules(dir: string | undefined, runtime?: ModuleCompileCache): void;
/** The libraries the build writes to dist/vendor/, by file name and the package each comes from. */
export declare const VENDORED: {
    readonly typescript: "typescript";
    readonly re2js: "re2js";
};
export type VendoredName = keyof typeof VENDORED;
/**
 * Data files the build copies to dist/vendor/ byte for byte, by their name there and the package
 * file each is. Read when first needed: bundled, a file's bytes are read, decoded and compiled at
 * every start of every command, whether or not the run needs it (the confusables table: 117 KB).
 */
export declare const VENDORED_DATA: {
    readonly 'unhomoglyph-data.json': "unhomoglyph/data.json";
};
export type VendoredDataName = keyof typeof VENDORED_DATA;
/** A vendored JSON file, parsed. Throws, saying which file and why, when it cannot be read. */
export declare function readVendoredJson(name: VendoredDataName): unknown;
export interface LoadedVendored<T> {
    exports: T;
    /**
     * Call once the library has done its first work: the cache then holds those functions too,
     * which V8 compiles only when they first run. Does nothing when there is no cache to write.
     */
    keep(): void;
}
/**
 * Loads the library, its compiled code read from and kept in `dir`: the cache directory of the
 * run that asks, as its front end settled it (undefined: compiled here, kept nowhere).
 */
export declare function loadVendored<T>(name: VendoredName, dir: string | undefined): LoadedVendored<T>;
