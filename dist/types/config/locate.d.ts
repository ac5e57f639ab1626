import { type Document, type LineCounter } from 'yaml';
export interface Position {
    line: number;
    column: number;
}
export type Locator = (path: readonly PropertyKey[], key?: string) => Position | undefined;
/**
 * Maps a field path of the parsed value back to where it is written. A missing field is
 * placed at the nearest enclosing node that exists; an unknown field (`key`) at its key.
 */
export declare function yamlLocator(doc: Document, lineCounter: LineCounter): Locator;
