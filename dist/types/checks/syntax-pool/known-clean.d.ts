/**
 * The syntax check's part of the known-clean cache (known-clean.ts): a file that parsed whole, with
 * nothing to warn about, is kept under its text and everything else its verdict depends on, and the
 * next run hands back the same verdict without parsing it.
 *
 * The key names the parser that would decide before anything is parsed (the oxc-parser version; the
 * Python interpreter's exact version and the project's declared Python), with the file's language,
 * what its path says (extension, `.d.ts`) and the check's options. A key is put only when the fresh
 * verdict is exactly the one a hit hands back: whatever else decided that file (a fallback parser,
 * an interpreter older than the project declares) leaves nothing in the cache.
 */
import type { SelectedFile } from '../define.js';
import { type KnownClean } from '../known-clean.js';
import { type FileOptions, type FileVerdict, type TextFacts } from './file.js';
import { type ParserIdentity } from '../../syntax/parse-code.js';
/** A file's key and the verdict a hit stands for. */
export interface SyntaxClean {
    key: string;
    verdict: FileVerdict;
}
/** The key and the verdict of a clean parse of `f`, or undefined where no such verdict is kept. */
export declare function syntaxClean(f: SelectedFile, options: FileOptions): Promise<SyntaxClean | undefined>;
/**
 * syntaxClean of a text known by its facts and digest (textDigest), as the blob index knows a file
 * it has not read (KnownClean.textOfBlob): the same key and verdict as for the text itself.
 */
export declare function syntaxCleanOf(f: TextFacts, digest: string, options: FileOptions): Promise<SyntaxClean | undefined>;
/** The parser a file's key names, and its key and verdict once that parser is known. */
export interface SyntaxCleanParts {
    /** The parser that would decide (its identity is asked once per parser and setting, not per file). */
    parser: Promise<ParserIdentity | undefined>;
    clean(digest: string, parser: ParserIdentity): SyntaxClean | undefined;
}
/**
 * syntaxCleanOf in two steps: what needs no wait, then the key once the parser is known. A run
 * that looks up thousands of files awaits their few parsers together, not one per file.
 * Undefined where the file's language is unknown.
 */
export declare function syntaxCleanParts(f: TextFacts, options: FileOptions): SyntaxCleanParts | undefined;
/**
 * `judge(f)`'s verdict, or the one kept for `f`'s bytes: a hit is never parsed; a fresh verdict that
 * is exactly the clean one is kept for the next run.
 */
export declare function judgedWithKnownClean(known: KnownClean | undefined, f: SelectedFile, options: FileOptions, judge: () => Promise<FileVerdict>): Promise<FileVerdict>;
