import { type JsonParse } from './json.js';
/**
 * Paths whose tools read them as JSONC, by name and by their tool's convention. Matched on the
 * whole path (`**\/` at the front), so each holds wherever the project keeps it.
 */
export declare const JSONC_GLOBS: readonly string[];
/**
 * Which paths are read as JSONC: those of JSONC_GLOBS by their tool's convention, and those the
 * config names (`jsonc: [globs]` on the check).
 */
export declare function jsoncMatcher(extra?: readonly string[]): (path: string) => boolean;
/** JSONC: comments and trailing commas allowed, anything else as strict as JSON. The first error with its line and column. */
export declare function parseJsonc(text: string): JsonParse;
/** What a JSON-reading check parses a file as: JSONC where its tool reads JSONC, strict JSON elsewhere. */
export declare function parseJsonFile(text: string, jsonc: boolean): JsonParse & {
    dialect: 'JSON' | 'JSONC';
};
