/**
 * A head file's bytes rebuilt from the patch, for a file whose patch holds all of its head text
 * (an added file: one hunk `@@ -0,0 +1,N @@`). Reading such a file from git again would cost a
 * `cat-file` request and the bytes through a pipe; the patch has them already.
 *
 * The rebuild is only a candidate: the reader hands it out only when git's object id of it equals
 * the head blob's id (`verifiedBlob`). A patch decoded lossily (bytes that are not UTF-8), a file
 * git shows as binary or through a `-diff` attribute, anything this code gets wrong: its id differs,
 * and the file is read from git as before. Never a different byte.
 */
import { createHash } from 'node:crypto';

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

const utf8 = new TextEncoder();
const PLUS = 43; // '+'
const NEWLINE = 10; // '\n'

/**
 * The head text's bytes: each line without its leading `+`, and without the last `\n` when git said
 * there was none. Undefined when a line does not start with `+` (not an added file's hunk after all).
 * Works on the encoded bytes: `+` and `\n` are single bytes that never occur inside a UTF-8 sequence.
 */
export function rebuildAdded(text: AddedText): Uint8Array | undefined {
  const joined = text.pieces.length === 1 ? text.pieces[0]! : text.pieces.join('');
  // A buffer of its own: Buffer.from takes a small text from the shared 8 KB pool, and a text held
  // until read would keep a whole slab alive.
  const bytes = utf8.encode(joined);
  let w = 0;
  let lineStart = true;
  for (let r = 0; r < bytes.length; r++) {
    const b = bytes[r]!;
    if (lineStart) {
      if (b !== PLUS) return undefined;
      lineStart = false;
      continue;
    }
    bytes[w++] = b;
    if (b === NEWLINE) lineStart = true;
  }
  if (!lineStart) return undefined; // every line the parser kept ends with `\n`
  if (text.noFinalNewline) {
    if (w === 0) return undefined;
    w--;
  }
  return bytes.subarray(0, w);
}

/** Git's object id of a blob holding `bytes`: SHA-1, or SHA-256 in a repository that uses it (64 hex digits). */
export function gitBlobId(bytes: Uint8Array, oidLength: number): string {
  const hash = createHash(oidLength === 64 ? 'sha256' : 'sha1');
  hash.update(`blob ${bytes.length}\0`);
  hash.update(bytes);
  return hash.digest('hex');
}

/** `bytes` when they are exactly the blob `oid` names, else undefined. */
export function verifiedBlob(bytes: Uint8Array, oid: string): Uint8Array | undefined {
  if (oid.length !== 40 && oid.length !== 64) return undefined;
  return gitBlobId(bytes, oid.length) === oid ? bytes : undefined;
}
