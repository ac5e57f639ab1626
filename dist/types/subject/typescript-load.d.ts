import type TypeScript from 'typescript';
export type TsModule = typeof TypeScript;
/**
 * Where compiled code may be kept across runs, set once by the CLI or the Action when its cache
 * directory is settled (and by a syntax worker from what its pool passed it). Undefined: nowhere.
 */
export declare function useCodeCache(dir: string | undefined): void;
export declare function codeCache(): string | undefined;
export interface LoadedTypeScript {
    ts: TsModule;
    /**
     * Call after the first parse: the cache then holds the parser's functions too, which V8
     * compiles only when they first run. Does nothing when there is no cache to write.
     */
    keep(): void;
}
export declare function loadTypeScript(): LoadedTypeScript;
