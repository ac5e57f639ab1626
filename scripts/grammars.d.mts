/** [source path relative to the repository root, file name under dist/grammars/] of every wasm file the parser loads. */
export declare const GRAMMAR_FILES: ReadonlyArray<readonly [string, string]>;
