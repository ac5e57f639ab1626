export type SyntaxReport = {
    ok: true;
    language: string;
} | {
    ok: false;
    language: string;
    line: number;
    column: number;
    message: string;
} | {
    ok: false;
    language: string;
    unsupported: true;
};
/** A wasm file the parser needs: its name under dist/grammars/ and where it lives in node_modules. */
export interface WasmFile {
    file: string;
    specifier: string;
}
/** The tree-sitter grammar of each language, by canonical name. scripts/grammars.mjs copies the same files into dist. */
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
/**
 * Every language parseCode accepts, by canonical name. `c-header` is a `.h` file, which may
 * be C or C++: it passes when either grammar accepts it.
 */
export declare const SUPPORTED_LANGUAGES: readonly string[];
/** The canonical name of a language or one of its aliases (case-insensitive), or undefined when there is no parser for it. */
export declare function canonicalLanguage(name: string): string | undefined;
/**
 * The language a path's extension names, or undefined. JSON and YAML are left out on
 * purpose: they have their own checks, and files such as tsconfig.json allow comments.
 */
export declare function languageOfPath(path: string): string | undefined;
/** The language a `#!` line names (`#!/usr/bin/env python3`, `#!/bin/sh`), or undefined. */
export declare function languageOfShebang(text: string): string | undefined;
/**
 * Parses `text` as `language` (a canonical name or an alias). Returns the first syntax error
 * (1-based line and column, in UTF-16 units) or `unsupported` when there is no parser for it.
 */
export declare function parseCode(text: string, language: string): Promise<SyntaxReport>;
/** 1-based, inclusive line range. */
export interface LineSpan {
    first: number;
    last: number;
}
/**
 * For each span, whether one string or comment of the code encloses it, opening on an
 * earlier line and closing on a later one: a fenced example in a docstring, not a fence of
 * a markdown answer. Languages without a tree-sitter grammar enclose nothing.
 */
export declare function spansInsideLiterals(text: string, language: string, spans: readonly LineSpan[]): Promise<boolean[]>;
