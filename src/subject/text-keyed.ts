import { sha256 } from '../text/sha256.js';

/**
 * V8 hashes a string of 16,384 characters or more by its length alone, so a Map or Set keyed on
 * long texts of one length keeps them all in one bucket, and every lookup compares against each:
 * a change of many equal-length large files (each differing late) would cost time quadratic in
 * their number. Long texts are keyed instead by a SHA-256 of their content, which no file can be
 * made to share with another; short ones stay keyed on themselves, in a map of their own, so a
 * short text can never pose as a long one's digest.
 */
const HASHED_FROM = 16_384;

// A lookup and the store after it (get, then set) ask for the same text: hashed once. Holds the
// last long text until the next one is hashed.
let lastText: string | undefined;
let lastDigest = '';
function digestOf(text: string): string {
  if (text !== lastText) {
    lastDigest = sha256(text, 'base64');
    lastText = text;
  }
  return lastDigest;
}

/** Whether `text` is long enough to be keyed by its digest: exposed for the test that holds the bound to V8's. */
export const keyedByDigest = (text: string): boolean => text.length >= HASHED_FROM;

/** A map keyed on whole texts that stays linear however many texts share a length. */
export class TextKeyedMap<V> {
  private readonly short = new Map<string, V>();
  private readonly long = new Map<string, V>();

  private slot(text: string): [Map<string, V>, string] {
    return keyedByDigest(text) ? [this.long, digestOf(text)] : [this.short, text];
  }

  get(text: string): V | undefined {
    const [map, key] = this.slot(text);
    return map.get(key);
  }

  has(text: string): boolean {
    const [map, key] = this.slot(text);
    return map.has(key);
  }

  set(text: string, value: V): this {
    const [map, key] = this.slot(text);
    map.set(key, value);
    return this;
  }

  delete(text: string): boolean {
    const [map, key] = this.slot(text);
    return map.delete(key);
  }

  clear(): void {
    this.short.clear();
    this.long.clear();
  }

  get size(): number {
    return this.short.size + this.long.size;
  }
}

/** A set of whole texts, linear however many share a length. */
export class TextKeyedSet {
  private readonly map = new TextKeyedMap<true>();

  constructor(texts: Iterable<string> = []) {
    for (const text of texts) this.add(text);
  }

  has(text: string): boolean {
    return this.map.has(text);
  }

  add(text: string): this {
    this.map.set(text, true);
    return this;
  }
}
