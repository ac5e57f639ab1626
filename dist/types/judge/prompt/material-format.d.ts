import type { Line } from '../../subject/types.js';
import type { MaterialFile } from '../types.js';
/**
 * How material is written into the prompt. Pure text functions, shared by the prompt and the
 * context fitting so that what is counted is exactly what is sent.
 *
 * The fence is fixed, not random: every material line begins with its number and `| `, and
 * every other line inside begins with `### ` or `[`, so no file content can start a line with
 * the closing fence and break out of the block.
 */
export declare const MATERIAL_BEGIN = "<<<MATERIAL";
export declare const MATERIAL_END = "MATERIAL>>>";
/** The width of the line-number column: `   42| code` for files under 100000 lines. */
export declare function numberWidth(files: readonly MaterialFile[]): number;
/** One line of untrusted text as the prompt shows it: anything a reader may take for a line break becomes a space. */
export declare const lineSafe: (text: string) => string;
export declare const renderLine: (line: Line, width: number) => string;
/** Marks lines that are not part of the material (between two hunks of a change), so the model does not read them as adjacent. */
export declare const renderGap: (width: number) => string;
/** A path as shown in headers, notes and the assertion list: one line, whatever it holds (single-line.ts). */
export declare const showPath: (path: string) => string;
export declare const renderHeader: (path: string) => string;
export declare const EMPTY_FILE_NOTE = "[empty file]";
/** What is said where a file was cut to fit the model's context. */
export declare const cutNote: (path: string, first: number, last: number) => string;
/** Paths for a note or a message: the first few, and how many more. */
export declare function listPaths(paths: readonly string[]): string;
/** What is said where whole files were left out to fit the model's context. */
export declare function droppedNote(paths: readonly string[]): string;
