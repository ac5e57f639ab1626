import type { PythonRequirement } from './python-version.js';
export { GRAMMARS, RUNTIME_WASM, type WasmFile } from './grammars.js';
export type SyntaxReport = {
    ok: true;
    language: string;
    parser: string;
    approximate: boolean;
    fallback?: string;
} | {
    ok: false;
    language: string;
    parser: string;
    approximate: boolean;
    fallback?: string;
    line: number;
    column: number;
    message: string;
} | {
    ok: false;
    language: string;
    unsupported: true;
}
/** `exact` was asked for and no exact parser is at hand; `install` says what to install (or do). */
 | {
    ok: false;
    language: string;
    noExact: string;
    install: string;
}
/** No parser at all here, exact or approximate, and none was demanded: named as not checked, a warning (spec §7). */
 | {
    ok: false;
    language: string;
    notChecked: string;
    install: string;
}
/** The parser at hand is older than the project declares, and refused the text: the runner's setup is at fault (issue 26, item 10). */
 | {
    ok: false;
    language: string;
    setup: string;
    needs: string;
};
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
export interface ParseOptions {
    /** The Python interpreter to ask (the check's `python`); default CRITIC_GATE_PYTHON, else `python3`. */
    python?: string | undefined;
    /** Only an exact parser may decide: without one the report is `noExact` instead of a tree-sitter verdict. */
    exact?: boolean | undefined;
    /** The file's extension, when there is one: `.mjs` is a module, `.cjs` a script, anything else may be either. */
    extension?: string | undefined;
    /** A TypeScript declaration file (`.d.ts`, `.d.mts`, `.d.cts`): declarations without bodies are what it holds. */
    declaration?: boolean | undefined;
    /** The Python the project declares (`requires-python`, `.python-version`, `python_requires`) for this file. */
    pythonRequires?: PythonRequirement | undefined;
    /**
     * The run's cache directory, where a parser loaded for this text keeps its compiled code
     * (subject/vendored.ts); none: compiled here, kept nowhere. It changes no verdict.
     */
    codeCacheDir?: string | undefined;
}
/** Languages whose exact parser is another process: their files are best sent from one thread, which waits without working. */
export declare function parsedOutOfProcess(language: string | undefined): boolean;
/**
 * Loads `language`'s in-process parser now (JavaScript, TypeScript), so that the first file finds
 * it ready; `codeCacheDir` as in ParseOptions.
 */
export declare function preloadParser(language: string, codeCacheDir: string | undefined): Promise<void>;
/**
 * Parses `text` as `language` (a canonical name or an alias) with the most exact parser at hand.
 * Returns the first syntax error (1-based line and column) with the parser's own message, or
 * `unsupported` when there is no parser for the language. Rejects when an exact parser failed
 * to judge (timed out, crashed): that is no verdict either way.
 */
export declare function parseCode(text: string, language: string, options?: ParseOptions): Promise<SyntaxReport>;
/** A parser as a known-clean key names it: `note` as the evidence does (parserNote), `build` its exact version. */
export interface ParserIdentity {
    note: string;
    build: string;
}
/**
 * The parser that would decide `language` for these options, where the known-clean cache may keep
 * its clean verdicts (checks/known-clean.ts): `note` as the evidence names it (parserNote), `build`
 * its exact version. Only parsers whose identity is known before a text is parsed: oxc-parser
 * (JavaScript, TypeScript) and CPython; undefined for every other parser, whose verdicts are not kept.
 */
export declare function parserIdentity(language: string, options: ParseOptions): Promise<ParserIdentity | undefined>;
/** How the evidence names the parser that decided: `python 3.11`, `typescript 5.9`, `approximate (tree-sitter)`. */
export declare function parserNote(report: Extract<SyntaxReport, {
    parser: string;
}>): string;
export type { LineSpan } from './tree-sitter.js';
/**
 * For each span, whether one string or comment of the code encloses it, opening on an
 * earlier line and closing on a later one: a fenced example in a docstring, not a fence of
 * a markdown answer. Languages without a tree-sitter grammar enclose nothing.
 */
export declare function spansInsideLiterals(text: string, language: string, spans: readonly {
    first: number;
    last: number;
}[]): Promise<boolean[]>;
/**
 * Issue 44: where a code file's comments, docstrings and string literals are, as [start, end)
 * offsets of `text`, or undefined for a language without a grammar (prose, data). The code has
 * passed its exact parser before the judge sees it, so tree-sitter's tree is the code's own here:
 * it is used as a lexer, never to decide syntax.
 */
export declare function commentAndStringRanges(text: string, language: string): Promise<Array<[number, number]> | undefined>;
