/** The `+` lines of one file's only hunk, as the patch holds them. */
export interface AddedText {
    /** Consecutive runs of patch lines, each line `+` then its text then `\n`. */
    pieces: readonly string[];
    /** The hunk ended with `\ No newline at end of file`: the last line has no `\n`. */
    noFinalNewline: boolean;
    /**
     * The head blob's id as the patch's `index` line names it, when it names it in full (git's
     * `--full-index`): the same id at two paths is one text, rebuilt once. Only a hint; what is
     * handed out is still checked against the tree's id.
     */
    blob?: string | undefined;
}
/**
 * The head text's bytes: each line without its leading `+`, and without the last `\n` when git said
 * there was none. Undefined when a line does not start with `+` (not an added file's hunk after all).
 * Works on the encoded bytes: `+` and `\n` are single bytes that never occur inside a UTF-8 sequence.
 */
export declare function rebuildAdded(text: AddedText): Uint8Array | undefined;
/** Git's object id of a blob holding `bytes`: SHA-1, or SHA-256 in a repository that uses it (64 hex digits). */
export declare function gitBlobId(bytes: Uint8Array, oidLength: number): string;
/** `bytes` when they are exactly the blob `oid` names, else undefined. */
export declare function verifiedBlob(bytes: Uint8Array, oid: string): Uint8Array | undefined;
