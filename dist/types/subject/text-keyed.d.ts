/** Whether `text` is long enough to be keyed by its digest: exposed for the test that holds the bound to V8's. */
export declare const keyedByDigest: (text: string) => boolean;
/** A map keyed on whole texts that stays linear however many texts share a length. */
export declare class TextKeyedMap<V> {
    private readonly short;
    private readonly long;
    private slot;
    get(text: string): V | undefined;
    has(text: string): boolean;
    set(text: string, value: V): this;
    delete(text: string): boolean;
    clear(): void;
    get size(): number;
}
/** A set of whole texts, linear however many share a length. */
export declare class TextKeyedSet {
    private readonly map;
    constructor(texts?: Iterable<string>);
    has(text: string): boolean;
    add(text: string): this;
}
