import type { Line } from '../../subject/types.js';
import type { MaterialFile } from '../types.js';
import { singleLine } from '../../text/single-line.js';

/**
 * How material is written into the prompt. Pure text functions, shared by the prompt and the
 * context fitting so that what is counted is exactly what is sent.
 *
 * The fence is fixed, not random: every material line begins with its number and `| `, and
 * every other line inside begins with `### ` or `[`, so no file content can start a line with
 * the closing fence and break out of the block.
 */
export const MATERIAL_BEGIN = '<<<MATERIAL';
export const MATERIAL_END = 'MATERIAL>>>';

/** Characters a tokenizer or a reader may take for a line break; shown as a space (quotes compare white space normalised). */
const LINE_BREAKING = /[\r\n\v\f\u0085\u2028\u2029]/g;

/** The width of the line-number column: `   42| code` for files under 100000 lines. */
export function numberWidth(files: readonly MaterialFile[]): number {
  let max = 0;
  for (const f of files) for (const l of f.lines) max = Math.max(max, l.n);
  return Math.max(5, String(max).length);
}

/** One line of untrusted text as the prompt shows it: anything a reader may take for a line break becomes a space. */
export const lineSafe = (text: string): string => text.replace(LINE_BREAKING, ' ');

export const renderLine = (line: Line, width: number): string => `${String(line.n).padStart(width)}| ${lineSafe(line.text)}`;

/** Marks lines that are not part of the material (between two hunks of a change), so the model does not read them as adjacent. */
export const renderGap = (width: number): string => `${'...'.padStart(width)}|`;

/** A path as shown in headers, notes and the assertion list: one line, whatever it holds (single-line.ts). */
export const showPath = (path: string): string => singleLine(path);

export const renderHeader = (path: string): string => `### ${showPath(path)}`;

export const EMPTY_FILE_NOTE = '[empty file]';

/** What is said where a file was cut to fit the model's context. */
export const cutNote = (path: string, first: number, last: number): string =>
  `[lines ${first === last ? first : `${first}-${last}`} of ${showPath(path)} not shown]`;

const LISTED_DROPS = 5;

/** Paths for a note or a message: the first few, and how many more. */
export function listPaths(paths: readonly string[]): string {
  const listed = paths.slice(0, LISTED_DROPS).map(showPath);
  const more = paths.length > LISTED_DROPS ? `, and ${paths.length - LISTED_DROPS} more` : '';
  return `${listed.join(', ')}${more}`;
}

/** What is said where whole files were left out to fit the model's context. */
export function droppedNote(paths: readonly string[]): string {
  return `[not shown: ${paths.length === 1 ? 'the file' : `${paths.length} files`} ${listPaths(paths)}]`;
}
