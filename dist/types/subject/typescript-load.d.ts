/**
 * TypeScript's compiler, loaded from its own CommonJS file through a V8 code cache (vendored.ts):
 * imported as a module, Node would first scan all of its 6–9 MB for exports and V8 compile it,
 * about a third of a second of CPU on every run that meets a `.ts` file; from the cache, about
 * 25 ms of compiling are left.
 */
import type TypeScript from 'typescript';
export type TsModule = typeof TypeScript;
export interface LoadedTypeScript {
    ts: TsModule;
    /** Call after the first parse: the cache then holds the parser's functions too. */
    keep(): void;
}
export declare function loadTypeScript(): LoadedTypeScript;
