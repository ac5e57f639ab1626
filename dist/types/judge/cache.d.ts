/**
 * The judgement cache (spec §8). A key covers everything that decides an answer: the backend,
 * the model's identity, the sampling options and the exact messages and schema. Entries are
 * untrusted: one that does not parse, or whose key does not match, is a miss; and a hit is
 * only ever an answer, whose evidence is verified again against the current material.
 */
export interface CacheKeyParts {
    backend: string;
    /** The model as the server identifies it (a digest where it gives one). */
    identity: string;
    options: Record<string, unknown>;
    messages: readonly {
        role: string;
        content: string;
    }[];
    format: unknown;
}
export declare const cacheKey: (parts: CacheKeyParts) => string;
export declare const CACHE_KEY: RegExp;
export interface JudgementCache {
    get(key: string): Promise<string | undefined>;
    set(key: string, answer: string): Promise<void>;
}
/**
 * Entries seeded from an earlier run (the review marker) and everything this run used, so the
 * next run's marker carries them on. Only the entries of this run are carried: a cache that only
 * ever grew would outgrow the marker.
 */
export declare class MemoryCache implements JudgementCache {
    private readonly seeded;
    private readonly used;
    constructor(seed?: Readonly<Record<string, string>>);
    get(key: string): Promise<string | undefined>;
    set(key: string, answer: string): Promise<void>;
    /** What this run judged or reused, for the next run. */
    entries(): Record<string, string>;
}
/** One JSON file per key in a directory (`cache-dir`, or under XDG_CACHE_HOME for the CLI). */
export declare class DirectoryCache implements JudgementCache {
    private readonly dir;
    constructor(dir: string);
    get(key: string): Promise<string | undefined>;
    set(key: string, answer: string): Promise<void>;
}
/** Reads from each layer in turn; writes to all. */
export declare function layeredCache(...layers: readonly (JudgementCache | undefined)[]): JudgementCache | undefined;
