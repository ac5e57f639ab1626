/**
 * The known-clean cache (issue 41): which file texts a deterministic check has already found clean,
 * kept in the run's cache directory so that a repeated run (an agent's stop hook, a developer's
 * `critic-gate pr` on a growing branch) does not parse and scan the same bytes again.
 *
 * What it holds is only a set of keys, each the SHA-256 of a text together with the checker that
 * found it clean, that checker's version and everything the verdict depends on besides the text (the
 * parser and its version, the Python interpreter's version, the declared language version, the
 * check's options). A key is put only for a clean verdict a fresh run would compute again from the
 * same bytes: never a verdict of the run, never a failure, never anything the judge said. A key that
 * is not found is a miss, and a miss is the fresh computation, so a lost, corrupt or deleted store
 * costs time, never a verdict.
 *
 * On disk (`known-clean/` in the cache directory): segment files of keys, one written per run that
 * found something new. Each is written to a temporary file in the same directory and renamed, and
 * ends with the SHA-256 of what precedes it: a segment that does not check out (cut short, edited,
 * unreadable) is left unread, its keys all misses. The directory is the front end's cache directory,
 * which is refused inside the checkout (judge/cache-location.ts): a change cannot plant keys there.
 * Reading one file of a few hundred kilobytes costs far less than asking the file system once per
 * file of a large change.
 */

import { join } from 'node:path';
import { KeyedSegments } from '../subject/keyed-segments.js';
import { TextKeyedMap } from '../subject/text-keyed.js';
import { VERSION } from '../contract/version.js';

/** What a check asks: whether a key is known clean, and that a key it has just found clean is. */
export interface KnownClean {
  has(key: string): Promise<boolean>;
  put(key: string): void;
  /**
   * The text an earlier run read at `path` from git's blob `oid` (textDigest of it, and its number
   * of lines), so that a check can look its keys up without reading the bytes: the same blob at the
   * same path is read as the same text. Undefined when no run kept it.
   */
  textOfBlob?(path: string, oid: string): Promise<BlobText | undefined>;
  /** Keeps what reading `path` from blob `oid` gave as text, for textOfBlob. */
  putTextOfBlob?(path: string, oid: string, text: BlobText): void;
}

/** A text as the blob index keeps it: its digest (textDigest) and how many lines it has. */
export interface BlobText {
  digest: string;
  lines: number;
}

/**
 * Bumped whenever what a check calls clean changes for some bytes with the same parser: keys made
 * by an earlier logic are then never found. critic-gate's own version is in every key as well, so
 * a release never reads what an older one kept (a cache directory outlives upgrades).
 */
export const KNOWN_CLEAN_FORMAT = 1;

const HEADER = `critic-gate known-clean ${KNOWN_CLEAN_FORMAT}`;
const KEY = /^[0-9a-f]{64}$/;
const TRAILER = /^end ([0-9a-f]{64})$/;
/** Segments past this many are merged into one on the next write. */
const MAX_SEGMENTS = 8;
/** Keys kept when segments are merged, the most recent first: a bound on what each run reads. */
const MAX_KEYS = 200_000;

const sha256 = (data: string): string => process.getBuiltinModule('node:crypto').createHash('sha256').update(data).digest('hex');

// Several checks key the same text (syntax, tripwires, placeholders): it is hashed once per run.
// Past a bound on the text it has seen, the memo starts over rather than grow without end.
const MEMO_CHARS = 64 * 1024 * 1024;
// Keyed as a TextKeyedMap: V8 hashes a long string by its length alone.
const digests = new TextKeyedMap<string>();
let memoChars = 0;

/** SHA-256 of the text's UTF-8 bytes: the file's own bytes for a UTF-8 file, the decoded text for the others. */
export function textDigest(text: string): string {
  let digest = digests.get(text);
  if (digest === undefined) {
    if (memoChars + text.length > MEMO_CHARS) {
      digests.clear();
      memoChars = 0;
    }
    digest = sha256(text);
    digests.set(text, digest);
    memoChars += text.length;
  }
  return digest;
}

/**
 * The key of `text` as judged by `checker` with `parts`: everything besides the text that decides
 * the verdict (parser and version, interpreter, options). Equal keys only for equal inputs.
 */
export function knownCleanKey(checker: string, version: string, parts: Readonly<Record<string, unknown>>, text: string): string {
  return knownCleanKeyOfDigest(checker, version, parts, textDigest(text));
}

/** knownCleanKey of the text whose textDigest is `digest`: the same key, with no text at hand. */
export function knownCleanKeyOfDigest(checker: string, version: string, parts: Readonly<Record<string, unknown>>, digest: string): string {
  return sha256(JSON.stringify([HEADER, VERSION, version, checker, parts, digest]));
}

/** The blob index's key: critic-gate's version (how bytes are read as text), the path and the blob. */
const blobKey = (path: string, oid: string): string => sha256(JSON.stringify([`${HEADER} blob text`, VERSION, path, oid]));
const BLOB_TEXT = /^([0-9a-f]{64}):(\d+)$/;

/** A segment's keys, or none when it does not check out. */
export function segmentKeys(content: string): string[] {
  const lines = content.split('\n');
  // The last line is empty (the trailer ends with a newline), the one before it the trailer.
  if (lines.length < 3 || lines.pop() !== '' || lines[0] !== HEADER) return [];
  const trailer = TRAILER.exec(lines.pop() ?? '');
  if (trailer === null || sha256(`${lines.join('\n')}\n`) !== trailer[1]) return [];
  const keys = lines.slice(1);
  return keys.every((k) => KEY.test(k)) ? keys : [];
}

/** A segment holding `keys`, as segmentKeys reads it. */
export function segmentOf(keys: Iterable<string>): string {
  const body = `${[HEADER, ...keys].join('\n')}\n`;
  return `${body}end ${sha256(body)}\n`;
}

const SEGMENT = /^seg-[0-9a-z-]+\.txt$/;

/** The store in a directory: read whole on first use, written once at the end of the run (`flush`). */
export class KnownCleanDirectory implements KnownClean {
  private loaded: Promise<{ keys: Set<string>; segments: string[] }> | undefined;
  private readonly added = new Set<string>();
  /** The blob index (textOfBlob), in a folder of its own: a store of values by key. */
  private readonly blobs: KeyedSegments;
  /** Keys found, and looked for but not found: how a test (and the bench) tells the store was read. */
  hits = 0;
  misses = 0;

  constructor(private readonly dir: string) {
    this.blobs = new KeyedSegments(join(dir, 'blobs'), { header: `${HEADER} blob texts` });
  }

  async textOfBlob(path: string, oid: string): Promise<BlobText | undefined> {
    const m = BLOB_TEXT.exec((await this.blobs.get(blobKey(path, oid))) ?? '');
    return m === null ? undefined : { digest: m[1]!, lines: Number(m[2]) };
  }

  putTextOfBlob(path: string, oid: string, text: BlobText): void {
    this.blobs.put(blobKey(path, oid), `${text.digest}:${text.lines}`);
  }

  async has(key: string): Promise<boolean> {
    const { keys } = await this.load();
    const known = keys.has(key) || this.added.has(key);
    if (known) this.hits++;
    else this.misses++;
    return known;
  }

  put(key: string): void {
    if (KEY.test(key)) this.added.add(key);
  }

  /**
   * Writes what this run found clean and did not know yet as a segment of its own; merges the
   * segments into one when there are many. Never throws: a store that cannot be written costs the
   * next run its time, nothing else.
   */
  async flush(): Promise<void> {
    await this.blobs.flush();
    try {
      const { keys, segments } = await this.load();
      const fresh = [...this.added].filter((k) => !keys.has(k));
      if (fresh.length === 0) return;
      const { mkdir, rename, unlink, writeFile } = await import('node:fs/promises');
      const { join } = await import('node:path');
      await mkdir(this.dir, { recursive: true });
      const merge = segments.length + 1 > MAX_SEGMENTS;
      // Merged: this run's keys first, then those read (newest segment first), up to the bound.
      const written = merge ? [...new Set([...fresh, ...keys])].slice(0, MAX_KEYS) : fresh;
      const name = `seg-${Date.now().toString(36)}-${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 10)}.txt`;
      const tmp = join(this.dir, `.${name}.tmp`);
      // Written aside and renamed: a reader never sees half a segment.
      await writeFile(tmp, segmentOf(written), 'utf8');
      await rename(tmp, join(this.dir, name));
      // A run reading a merged segment as it goes finds its keys in the merged one, or misses them.
      if (merge) await Promise.all(segments.map((s) => unlink(join(this.dir, s)).catch(() => undefined)));
      for (const k of fresh) keys.add(k);
      this.added.clear();
    } catch {
      // Nothing to do: the next run computes afresh what this one could not keep.
    }
  }

  private load(): Promise<{ keys: Set<string>; segments: string[] }> {
    this.loaded ??= (async () => {
      const { readdir, readFile, stat } = await import('node:fs/promises');
      const { join } = await import('node:path');
      const names = (await readdir(this.dir).catch(() => [] as string[])).filter((n) => SEGMENT.test(n));
      const read = await Promise.all(
        names.map(async (name) => {
          try {
            const path = join(this.dir, name);
            const [content, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
            return { name, keys: segmentKeys(content), at: info.mtimeMs };
          } catch {
            return { name, keys: [] as string[], at: 0 };
          }
        }),
      );
      read.sort((a, b) => b.at - a.at);
      const keys = new Set<string>();
      for (const segment of read) for (const k of segment.keys) keys.add(k);
      return { keys, segments: read.map((s) => s.name) };
    })();
    return this.loaded;
  }
}
