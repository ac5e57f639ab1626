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
/** How long to wait for a growing file's writer to add more before looking again. */
const POLL_MS = 5;

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
export async function* decodedPieces(path: string, options: PieceOptions = {}): AsyncGenerator<string> {
  const { readBytes = READ_BYTES, pieceBytes = PIECE_BYTES } = options;
  const writer = followed(options.writerDone);
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafeSlow(readBytes);
    const decoder = new StringDecoder('utf8');
    for (;;) {
      // Asked before reading: a writer done by now wrote every byte this read can see.
      const writerWasDone = writer.done;
      const { bytesRead } = await file.read(buffer, 0, readBytes, null);
      if (bytesRead === 0) {
        if (writerWasDone) break;
        await writer.more();
        continue;
      }
      // Each piece is decoded (copied) before the buffer is read into again.
      for (let at = 0; at < bytesRead; at += pieceBytes) yield decoder.write(buffer.subarray(at, Math.min(bytesRead, at + pieceBytes)));
    }
    const rest = decoder.end();
    if (rest !== '') yield rest;
  } finally {
    await file.close();
  }
}

/** Whether the writer is done, and a wait for it to be done or to have had a moment to write more. */
function followed(writerDone: Promise<unknown> | undefined): { readonly done: boolean; more(): Promise<unknown> } {
  if (writerDone === undefined) return { done: true, more: () => Promise.resolve() };
  let done = false;
  // Its outcome is its owner's to report: here it only says that nothing more will be written.
  const ended = writerDone.then(
    () => (done = true),
    () => (done = true),
  );
  return {
    get done() {
      return done;
    },
    more: () => Promise.race([ended, new Promise((resolve) => setTimeout(resolve, POLL_MS))]),
  };
}
