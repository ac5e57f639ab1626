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
}
/** The store in a folder: read whole on first use, written once when the run is done (`flush`). */
export declare class KeyedSegments {
    private readonly dir;
    private loaded;
    private readonly added;
    private readonly header;
    private readonly maxSegments;
    private readonly maxEntries;
    constructor(dir: string, options: KeyedSegmentsOptions);
    /** Starts reading the store now, for a caller that will ask soon. */
    preload(): void;
    get(key: string): Promise<string | undefined>;
    put(key: string, value: string): void;
    /**
     * Writes what this run found and the store did not hold yet as a segment of its own; merges the
     * segments into one when there are many. Never throws: a store that cannot be written costs the
     * next run its time, nothing else.
     */
    flush(): Promise<void>;
    private load;
}
