/**
 * The text of the file at `path`, decoded as UTF-8 exactly as a stream with `encoding: 'utf8'`
 * decodes it (a character split between pieces is whole in one of them; a byte that is not UTF-8
 * becomes U+FFFD). Sizes are parameters for tests.
 */
export declare function decodedPieces(path: string, readBytes?: number, pieceBytes?: number): AsyncGenerator<string>;
