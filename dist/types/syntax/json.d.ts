export type JsonParse = {
    ok: true;
    value: unknown;
} | {
    ok: false;
    message: string;
    line: number;
    column: number;
};
/**
 * Strict RFC 8259 parsing (no comments, no trailing commas, no BOM, no NaN) with the error's
 * line and column. JSON.parse decides validity; where it fails, a small scanner of our own
 * finds the place and says what is wrong, because V8's messages differ between Node versions
 * and often carry no position at all (`Unexpected end of JSON input`).
 */
export declare function parseJson(text: string): JsonParse;
export interface JsonError {
    offset: number;
    message: string;
}
/** 1-based line and column (in UTF-16 units) of a string offset. */
export declare function lineAndColumn(text: string, offset: number): {
    line: number;
    column: number;
};
/** Where and why `text` is not strict JSON, or undefined when it is. */
export declare function findJsonError(text: string): JsonError | undefined;
/**
 * The offset where the value a JSON pointer (RFC 6901, `/items/0/name`) names begins, in
 * text known to be valid JSON; undefined when there is no such value.
 */
export declare function jsonPointerOffset(text: string, pointer: string): number | undefined;
