/** [source path relative to the repository root, file name under dist/grammars/] of every wasm file the parser loads. */
export declare const GRAMMAR_FILES: ReadonlyArray<readonly [string, string]>;
/** The file name of web-tree-sitter's runtime, the one wasm file shipped uncompressed. */
export declare const RUNTIME_FILE: string;
/** Writes every wasm file into `dir` as a bundle ships it (grammars as NAME.wasm.br); `root` is the repository. */
export declare function writeGrammars(dir: string, root?: string): Promise<void>;
