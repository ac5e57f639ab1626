/**
 * A file's text in pieces, for a parser fed chunk by chunk (the patch git writes, diff.ts).
 *
 * Read into one buffer, used again, and decoded in slices of 32 KB. A string of over 128 KB is a
 * large object in V8: it gets pages of its own, which the kernel maps and zeroes anew for each one.
 * Decoding a 7.7 MB patch in 1 MB pieces cost about 40 ms that way, in 32 KB pieces about 2 ms:
 * small strings are made in the young generation, whose pages are reused.
 */
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';

const READ_BYTES = 256 * 1024;
const PIECE_BYTES = 32 * 1024;

/**
 * The text of the file at `path`, decoded as UTF-8 exactly as a stream with `encoding: 'utf8'`
 * decodes it (a character split between pieces is whole in one of them; a byte that is not UTF-8
 * becomes U+FFFD). Sizes are parameters for tests.
 */
export async function* decodedPieces(path: string, readBytes = READ_BYTES, pieceBytes = PIECE_BYTES): AsyncGenerator<string> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafeSlow(readBytes);
    const decoder = new StringDecoder('utf8');
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, readBytes, null);
      if (bytesRead === 0) break;
      // Each piece is decoded (copied) before the buffer is read into again.
      for (let at = 0; at < bytesRead; at += pieceBytes) yield decoder.write(buffer.subarray(at, Math.min(bytesRead, at + pieceBytes)));
    }
    const rest = decoder.end();
    if (rest !== '') yield rest;
  } finally {
    await file.close();
  }
}
