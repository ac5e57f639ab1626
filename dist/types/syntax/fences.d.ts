/** A fenced code block (```lang … ``` or ~~~lang … ~~~) of a markdown text. */
export interface FencedBlock {
    /** The first word of the info string (`python` in ```python title="x"), lower-cased; '' when the fence names none. */
    tag: string;
    /** 1-based line of the opening fence. */
    openLine: number;
    /** 1-based line of the closing fence; undefined when the block runs to the end of the text unclosed. */
    closeLine: number | undefined;
    /** 1-based line of the block's first content line (openLine + 1). */
    firstLine: number;
    /** The content, with the fence's own indentation removed from each line as CommonMark does. */
    body: string;
    /** Per content line, how many leading spaces were removed (to map a column back to the original line). */
    removedIndent: readonly number[];
}
/**
 * Finds the top-level fenced blocks, CommonMark style: a closing fence uses the same
 * character, is at least as long as the opening one and carries nothing else. Indentation
 * is allowed at any depth, since fences inside list items are indented.
 */
export declare function fencedBlocks(text: string): FencedBlock[];
