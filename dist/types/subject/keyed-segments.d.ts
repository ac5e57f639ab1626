/** The scope of the stores of the repository (or anything else) `identity` names: a short digest of it. */
export declare function storeScope(identity: string): string;
/** A segment's entries, or none when it does not check out. */
export declare function segmentEntries(header: string, content: string): Map<string, string>;
/** A segment holding `entries`, as segmentEntries reads it. */
export declare function segmentOfEntries(header: string, entries: Iterable<readonly [string, string]>): string;
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
export declare class KeyedSegments {
    private readonly dir;
    private loaded;
    private read;
    private readonly added;
    private readonly header;
    private readonly maxSegments;
    private readonly maxEntries;
    /** The start of this store's segment names: `seg-` and the scope, if any. */
    private readonly prefix;
    constructor(dir: string, options: KeyedSegmentsOptions);
    /** Starts reading the store now, for a caller that will ask soon. */
    preload(): void;
    /**
     * The store as read: one wait for the whole store, then each key at once (a promise per key was
     * most of a repeated run's lookups, and its garbage).
     */
    table(): Promise<KeyedTable>;
    put(key: string, value: string): void;
    /**
     * Writes what this run found and the store did not hold yet as a segment of its own; merges the
     * segments into one when there are many. Never throws: a store that cannot be written costs the
     * next run its time, nothing else.
     */
    flush(): Promise<void>;
    /** Whether the segment `name` is this store's: of its scope, or, unscoped, of none. */
    private owns;
    private load;
}
