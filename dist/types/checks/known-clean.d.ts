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
/**
 * What a check asks: whether a key is known clean, and that a key it has just found clean is. The
 * store is read once (`cleanSet`, `blobTexts`) and then asked synchronously: a large change asks
 * thousands of times, and a promise per question was most of a repeated run's work.
 */
export interface KnownClean {
    /** The clean set as read. */
    cleanSet(): Promise<CleanSet>;
    put(key: string): void;
    /**
     * The blob index as read: the text an earlier run read at a path from git's blob (textDigest of
     * it, and its number of lines), so that a check can look its keys up without reading the bytes:
     * the same blob at the same path is read as the same text. Absent: no index is kept.
     */
    blobTexts?(): Promise<BlobTexts>;
    /** Keeps what reading `path` from blob `oid` gave as text, for blobTexts. */
    putTextOfBlob?(path: string, oid: string, text: BlobText): void;
}
/** The clean set, read. */
export interface CleanSet {
    has(key: string): boolean;
}
/** The blob index, read: undefined where no run kept the text of that blob at that path. */
export interface BlobTexts {
    textOf(path: string, oid: string): BlobText | undefined;
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
export declare const KNOWN_CLEAN_FORMAT = 3;
/** SHA-256 of the text's UTF-8 bytes: the file's own bytes for a UTF-8 file, the decoded text for the others. */
export declare function textDigest(text: string): string;
/**
 * The key of `text` as judged by `checker` with `parts`: everything besides the text that decides
 * the verdict (parser and version, interpreter, options). Equal keys only for equal inputs.
 */
export declare function knownCleanKey(checker: string, version: string, parts: Readonly<Record<string, unknown>>, text: string): string;
/**
 * knownCleanKey of the text whose textDigest is `digest`: the same key, with no text at hand. The
 * SHA-256 of the checker's digest (HEADER, critic-gate's version, the checker, its version and
 * parts) and the text's: two digests of fixed length, so no two inputs share a key.
 */
export declare function knownCleanKeyOfDigest(checker: string, version: string, parts: Readonly<Record<string, unknown>>, digest: string): string;
/** What a check asks of the run to know a file clean by its blob: the clean set, and the texts an earlier run read from the blobs. */
export interface KnownCleanLookup {
    knownClean?: KnownClean | undefined;
    knownTexts?(paths: readonly string[]): Promise<readonly (BlobText | undefined)[]>;
}
/**
 * For each of `paths`, whether `checker` found its text clean before, known by the blob it is read
 * from (KnownClean.blobTexts), without reading it: `partsOf` gives the key's parts for a path.
 * False where no run kept the blob's text, or the run keeps no clean set.
 */
export declare function knownCleanByBlob(run: KnownCleanLookup, paths: readonly string[], checker: string, version: string, partsOf: (path: string) => Readonly<Record<string, unknown>>): Promise<boolean[]>;
/** The keys a segment file of the clean set holds, or none when it does not check out (what a test or a person reads). */
export declare function knownCleanKeysOf(segment: string): string[];
/** A segment file of the clean set holding `keys`, as the store writes it. */
export declare function knownCleanSegmentOf(keys: Iterable<string>): string;
/** The store in a directory: read whole on first use, written once at the end of the run (`flush`). */
export declare class KnownCleanDirectory implements KnownClean {
    /** The keys found clean, each with the one value CLEAN: a set kept as a store of values by key. */
    private readonly clean;
    /** The blob index (blobTexts), in a folder of its own. */
    private readonly blobs;
    private cleanKeys;
    private blobIndex;
    /** Keys found, and looked for but not found: how a test (and the bench) tells the store was read. */
    hits: number;
    misses: number;
    /** `scope`: the repository's (storeScope), when the directory serves several. */
    constructor(dir: string, scope?: string);
    blobTexts(): Promise<BlobTexts>;
    putTextOfBlob(path: string, oid: string, text: BlobText): void;
    cleanSet(): Promise<CleanSet>;
    put(key: string): void;
    /** Writes what this run learnt; never throws (a store that cannot be written costs the next run its time). */
    flush(): Promise<void>;
}
