/** The tree-sitter grammars (wasm) the approximate parser loads; constants only, so importing them loads no parser. */
/** A wasm file the parser needs: its name under dist/grammars/ and where it lives in node_modules. */
export interface WasmFile {
    file: string;
    specifier: string;
}
/** The tree-sitter grammar of each language, by canonical name. scripts/grammars.mjs writes the same files into dist, compressed. */
export declare const GRAMMARS: {
    readonly bash: WasmFile;
    readonly c: {
        readonly file: "tree-sitter-c.wasm";
        readonly specifier: "tree-sitter-c/tree-sitter-c.wasm";
    };
    readonly cpp: WasmFile;
    readonly csharp: WasmFile;
    readonly css: WasmFile;
    readonly go: WasmFile;
    readonly java: WasmFile;
    readonly javascript: WasmFile;
    readonly php: WasmFile;
    readonly powershell: WasmFile;
    readonly python: WasmFile;
    readonly ruby: WasmFile;
    readonly rust: WasmFile;
    readonly tsx: WasmFile;
    readonly typescript: WasmFile;
};
/** web-tree-sitter's own runtime, which Parser.init must be able to find inside the bundle too. */
export declare const RUNTIME_WASM: WasmFile;
export type GrammarName = keyof typeof GRAMMARS;
export declare const isGrammar: (name: string) => name is GrammarName;
