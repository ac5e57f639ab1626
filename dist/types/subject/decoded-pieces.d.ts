export interface PieceOptions {
    /**
     * The file is still being written by another process, which is done when this settles: the file
     * is read on as it grows (looking again every few milliseconds when it has nothing new) and ends
     * only once the writer is done and every byte it wrote has been read.
     */
    writerDone?: Promise<unknown> | undefined;
    /** Sizes, for tests. */
    readBytes?: number;
    pieceBytes?: number;
}
/**
 * The text of the file at `path`, decoded as UTF-8 exactly as a stream with `encoding: 'utf8'`
 * decodes it (a character split between pieces is whole in one of them; a byte that is not UTF-8
 * becomes U+FFFD).
 */
export declare function decodedPieces(path: string, options?: PieceOptions): AsyncGenerator<string>;
