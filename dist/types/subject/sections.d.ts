import type { Line } from './types.js';
/** The line as a section title: markers, surrounding space and colons removed, lower-cased. */
export declare function sectionTitle(line: string): string;
/** The first line that opens the named section, or undefined. */
export declare function findSection(lines: readonly Line[], name: string): Line | undefined;
