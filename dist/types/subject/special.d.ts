import type { SpecialEntry, Unreadable } from './types.js';
/**
 * Above this a file is not read as text: decoding and splitting it would take the memory of the
 * runner, and no source file or config is this large.
 */
export declare const MAX_TEXT_BYTES: number;
export declare function binaryByName(path: string): boolean;
export type Resolved = {
    path: string;
} | {
    unreadable: Unreadable;
};
/**
 * Where a selected path leads: itself for a regular file, the file a symlink inside the
 * repository points at (through chains of symlinks), or why it leads to nothing a check can read.
 */
export declare function resolveSpecial(path: string, specials: ReadonlyMap<string, SpecialEntry>, exists: (path: string) => boolean): Resolved;
