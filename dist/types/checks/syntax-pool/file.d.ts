import type { Finding } from '../../contract/location.js';
import { type CheckOutcome } from '../../contract/outcome.js';
import type { SelectedFile } from '../define.js';
import { type ParseOptions } from '../../syntax/parse-code.js';
import type { PythonRequirement } from '../../syntax/python-version.js';
/** What the syntax check found in one file. */
export type FileVerdict = 
/**
 * Parsed, or refused only by an approximate parser: its errors are `warnings`, each a place and
 * the parser's message, which never fail the gate on their own (spec §7).
 */
{
    kind: 'parsed';
    evidence: string;
    languages: string[];
    warnings?: Finding[];
    warningFix?: string;
}
/** Where the file fails and the parser's message (spec §13: one finding per failing file), and how to fix it. */
 | {
    kind: 'failed';
    finding: Finding;
    fix: string;
}
/** The file could not be judged for a reason of the setup, not of the file (spec §5: exit 4). */
 | {
    kind: 'not-judged';
    outcome: CheckOutcome;
}
/** Not checked: no language known (`template` unset), or a data file that is a template (`template` says why). */
 | {
    kind: 'skipped';
    template?: string;
};
export interface FileOptions {
    /** The language the check's config (or the critic input's schema.language) names. */
    language: string | undefined;
    /**
     * Set for a file that must be judged even when nothing names its language — the worker
     * output (`output`, no extension) or a file the config names by exact path. Its fenced
     * blocks are then the only way to know what it holds.
     */
    mustCheck: boolean;
    /** Set for the worker output: an empty output is no code at all, while an empty source file in a repository is fine. */
    emptyFails: boolean;
    /** The check's `message`, which replaces the fix. */
    message: string | undefined;
    /** The check's `python`: the interpreter that decides Python. */
    python?: string | undefined;
    /** `parser: exact`: a language without an exact parser here fails instead of being judged approximately. */
    exact?: boolean | undefined;
    /** The Python the project declares for this file (python-version.ts). */
    pythonRequires?: PythonRequirement | undefined;
    /** The run's cache directory, where a parser loaded for this file keeps its compiled code (CheckContext.codeCacheDir). */
    codeCacheDir?: string | undefined;
}
export declare function parseOptions(options: FileOptions, path?: string): ParseOptions;
/**
 * Judges one file. Code parses as a whole. Only a file whose name does not say its language
 * (the worker output, a markdown file) may be a markdown answer when it does not parse as a
 * whole: then its fenced blocks are judged instead — unless a fence sits inside a string or
 * comment of the code (a docstring's example), in which case it is the code it is.
 */
export declare function checkFile(f: SelectedFile, options: FileOptions): Promise<FileVerdict>;
/**
 * What `checkFile` says of a file that parses whole in `language` with the parser the evidence
 * names `note`: the verdict the known-clean cache hands back (syntax-pool/known-clean.ts). Undefined
 * where checkFile would not judge the file whole in that language.
 */
export declare function parsedWholeVerdict(f: SelectedFile, options: FileOptions, note: string): FileVerdict | undefined;
/** What parsedWholeVerdict reads of a file: the known-clean cache knows it of a blob without its text. */
export interface TextFacts {
    path: string;
    lines: number;
    /** Whether the text is blank (only asked when an empty text fails). */
    blank(): boolean;
    /** The language its #! line names (only asked when neither the options nor the path name one). */
    shebang(): string | undefined;
}
export declare const textFacts: (f: SelectedFile) => TextFacts;
/** parsedWholeVerdict of a file known by its facts. */
export declare function parsedWholeVerdictOf(f: TextFacts, options: FileOptions, note: string): FileVerdict | undefined;
