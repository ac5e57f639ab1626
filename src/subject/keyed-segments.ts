/**
 * A store of values by key in a folder of the cache directory, for what a run may reuse from an
 * earlier one when it is a pure function of its key: the diff summaries (diff-summaries.ts), the
 * known-clean set and its blob index (checks/known-clean.ts). Nothing read from it is ever needed:
 * a key not found is a miss, and a miss is the fresh computation, so a lost, corrupt or deleted
 * store costs time, never a result.
 *
 * On disk: segment files of `key value` lines, one written per run that found something new. Each
 * is written to a temporary file in the same folder and renamed, and ends with the SHA-256 of what
 * precedes it: a segment that does not check out (cut short, edited, unreadable) is left unread,
 * its keys all misses. Keys are 64 hex digits (a SHA-256 of everything the value depends on); a
 * value is one line of printable ASCII.
 *
 * One cache directory serves every repository a developer runs critic-gate in (the default is per
 * user), so a store may be scoped: its segments are named by the scope (storeScope, of the
 * repository), and a run reads, merges and bounds only its own. Unscoped, a run reading the store
 * would read every project's entries each time, up to the bound on each store.
 */
import { sha256 } from '../text/sha256.js';

const KEY = /^[0-9a-f]{64}$/;
const VALUE = /^[\x21-\x7e]+$/;
const TRAILER = /^end ([0-9a-f]{64})$/;
const SEGMENT = /^seg-[0-9a-z-]+\.txt$/;
const SCOPE = /^[0-9a-f]{16}$/;

/** The scope of the stores of the repository (or anything else) `identity` names: a short digest of it. */
export function storeScope(identity: string): string {
  return sha256(identity).slice(0, 16);
}

/** A segment's entries, or none when it does not check out. */
export function segmentEntries(header: string, content: string): Map<string, string> {
  const entries = new Map<string, string>();
  const lines = content.split('\n');
  // The last line is empty (the trailer ends with a newline), the one before it the trailer.
  if (lines.length < 3 || lines.pop() !== '' || lines[0] !== header) return entries;
  const last = lines.pop() ?? '';
  const trailer = TRAILER.exec(last);
  // The body is the content before the trailer line (which ends it with a newline): hashed as read.
  if (trailer === null || sha256(content.slice(0, content.length - last.length - 1)) !== trailer[1]) return entries;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const space = line.indexOf(' ');
    const key = line.slice(0, space);
    const value = line.slice(space + 1);
    if (space < 0 || !KEY.test(key) || !VALUE.test(value)) return new Map();
    entries.set(key, value);
  }
  return entries;
}

/** A segment holding `entries`, as segmentEntries reads it. */
export function segmentOfEntries(header: string, entries: Iterable<readonly [string, string]>): string {
  const lines = [header];
  for (const [k, v] of entries) lines.push(`${k} ${v}`);
  const body = `${lines.join('\n')}\n`;
  return `${body}end ${sha256(body)}\n`;
}

export interface KeyedSegmentsOptions {
  /** The first line of every segment: a store of another format (or another kind) is never read. */
  header: string;
  /** Segments past this many are merged into one on the next write. */
  maxSegments?: number;
  /** Entries kept when segments are merged, the most recent first. */
  maxEntries?: number;
  /** Whose entries these are (storeScope): only segments of this scope are read, merged and bounded. */
  scope?: string | undefined;
}

/** What the store holds once read: a key's value, found at once (this run's own entries included). */
export interface KeyedTable {
  get(key: string): string | undefined;
}

/** The store in a folder: read whole on first use, written once when the run is done (`flush`). */
export class KeyedSegments {
  private loaded: Promise<{ entries: Map<string, string>; segments: string[] }> | undefined;
  private read: Promise<KeyedTable> | undefined;
  private readonly added = new Map<string, string>();
  private readonly header: string;
  private readonly maxSegments: number;
  private readonly maxEntries: number;
  /** The start of this store's segment names: `seg-` and the scope, if any. */
  private readonly prefix: string;

  constructor(
    private readonly dir: string,
    options: KeyedSegmentsOptions,
  ) {
    this.header = options.header;
    this.maxSegments = options.maxSegments ?? 8;
    this.maxEntries = options.maxEntries ?? 200_000;
    const scope = options.scope;
    if (scope !== undefined && !SCOPE.test(scope)) throw new Error(`a store's scope is 16 hex digits, not ${JSON.stringify(scope)}`);
    this.prefix = scope === undefined ? 'seg-' : `seg-${scope}-`;
  }

  /** Starts reading the store now, for a caller that will ask soon. */
  preload(): void {
    this.load().catch(() => undefined);
  }

  /**
   * The store as read: one wait for the whole store, then each key at once (a promise per key was
   * most of a repeated run's lookups, and its garbage).
   */
  table(): Promise<KeyedTable> {
    this.read ??= this.load().then(({ entries }) => ({ get: (key: string) => entries.get(key) ?? this.added.get(key) }));
    return this.read;
  }

  put(key: string, value: string): void {
    if (KEY.test(key) && VALUE.test(value)) this.added.set(key, value);
  }

  /**
   * Writes what this run found and the store did not hold yet as a segment of its own; merges the
   * segments into one when there are many. Never throws: a store that cannot be written costs the
   * next run its time, nothing else.
   */
  async flush(): Promise<void> {
    try {
      const { entries, segments } = await this.load();
      const fresh = [...this.added].filter(([k, v]) => entries.get(k) !== v);
      if (fresh.length === 0) return;
      const { mkdir, rename, unlink, writeFile } = await import('node:fs/promises');
      const { join } = await import('node:path');
      await mkdir(this.dir, { recursive: true });
      const merge = segments.length + 1 > this.maxSegments;
      // Merged: this run's entries first, then those read (newest segment first), up to the bound;
      // for a key in both, this run's value (a Map built from both would keep the first place and the last value).
      const renewed = new Set(fresh.map(([k]) => k));
      const written = merge ? [...fresh, ...[...entries].filter(([k]) => !renewed.has(k))].slice(0, this.maxEntries) : fresh;
      const name = `${this.prefix}${Date.now().toString(36)}-${process.pid.toString(36)}-${Math.random().toString(36).slice(2, 10)}.txt`;
      const tmp = join(this.dir, `.${name}.tmp`);
      // Written aside and renamed: a reader never sees half a segment.
      await writeFile(tmp, segmentOfEntries(this.header, written), 'utf8');
      await rename(tmp, join(this.dir, name));
      if (merge) await Promise.all(segments.map((s) => unlink(join(this.dir, s)).catch(() => undefined)));
      for (const [k, v] of fresh) entries.set(k, v);
      this.added.clear();
    } catch {
      // Nothing to do: the next run computes afresh what this one could not keep.
    }
  }

  /** Whether the segment `name` is this store's: of its scope, or, unscoped, of none. */
  private owns(name: string): boolean {
    if (!name.startsWith(this.prefix)) return false;
    // An unscoped name is `seg-<time>-<pid>-<random>.txt`; a scoped one has the scope before those.
    return this.prefix !== 'seg-' || name.split('-').length === 4;
  }

  private load(): Promise<{ entries: Map<string, string>; segments: string[] }> {
    this.loaded ??= (async () => {
      const { readdir, readFile, stat } = await import('node:fs/promises');
      const { join } = await import('node:path');
      const names = (await readdir(this.dir).catch(() => [] as string[])).filter((n) => SEGMENT.test(n) && this.owns(n));
      const read = await Promise.all(
        names.map(async (name) => {
          try {
            const path = join(this.dir, name);
            const [content, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
            return { name, entries: segmentEntries(this.header, content), at: info.mtimeMs };
          } catch {
            return { name, entries: new Map<string, string>(), at: 0 };
          }
        }),
      );
      // Newest first: where two segments disagree (they never should), the newer one is read.
      read.sort((a, b) => b.at - a.at);
      // The newest segment's entries are the start (most often the only segment, after a merge).
      const entries = read[0]?.entries ?? new Map<string, string>();
      for (const segment of read.slice(1)) for (const [k, v] of segment.entries) if (!entries.has(k)) entries.set(k, v);
      return { entries, segments: read.map((s) => s.name) };
    })();
    return this.loaded;
  }
}
