import { type GrammarName } from './grammars.js';
import type { ExactReport } from './types.js';
export declare const TREE_SITTER = "tree-sitter";
/** 1-based, inclusive line range. */
export interface LineSpan {
    first: number;
    last: number;
}
export declare const hasPhpTag: (text: string) => boolean;
/** Parses with tree-sitter: approximate (error-tolerant, built for editors), named `tree-sitter` in the evidence. */
export declare function parseWithGrammar(text: string, name: GrammarName): Promise<ExactReport>;
/** Where a text's comments and string literals are: [start, end) offsets into the text, outermost only. */
export declare function literalRanges(text: string, name: GrammarName): Promise<Array<[number, number]>>;
/**
 * For each span, whether one string or comment of the code encloses it, opening on an
 * earlier line and closing on a later one: a fenced example in a docstring, not a fence of
 * a markdown answer. Languages without a tree-sitter grammar enclose nothing.
 */
export declare function spansInsideLiterals(text: string, name: GrammarName, spans: readonly LineSpan[]): Promise<boolean[]>;
