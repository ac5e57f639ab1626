/**
 * Placeholder markers: a `TODO`, `FIXME` or `XXX` (or a "not implemented") left in a *comment*.
 * A word in code is no placeholder (`placeholder?: string`, Go's `context.TODO()`,
 * `self.placeholder`), nor is a marker inside a string. Each language's comment syntax is known
 * by the file's extension; a file of no known type is read as prose, where only a marker word
 * standing on its own counts (not one joined to code: `.TODO(`, `TODO_LIST`).
 */
export interface PlaceholderComment {
    /** 1-based line and column (UTF-16 units) of the marker. */
    line: number;
    column: number;
    /** `TODO`, `FIXME`, `XXX`, `not implemented`. */
    marker: string;
    /** The comment's text from the marker on, trimmed: what the marker says. */
    text: string;
    /** What identifies this marker across versions of the file: its text with white space collapsed. */
    key: string;
}
/**
 * What of a path chooses its comment syntax: its name, lower-cased (by the name itself or its
 * extension); the rest is the text's #! line. A cache of what a file's comments hold keys on it.
 */
export declare const commentSyntaxKey: (path: string) => string;
/** Whether the text may hold a marker at all: most files hold none and need no scan. */
export declare function mayHoldMarker(text: string): boolean;
/** The marker comments of a file, in order. */
export declare function placeholderComments(path: string, text: string): PlaceholderComment[];
