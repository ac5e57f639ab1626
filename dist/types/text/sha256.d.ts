/**
 * SHA-256 of `data` (a string as its UTF-8 bytes), hex unless asked for base64. One call of
 * node:crypto's `hash`, not a `createHash` object per digest: the caches key thousands of short
 * strings a run, where that object cost more than the digest (measured: several times, cold).
 * node:crypto loads on the first digest, not at import: a run that hashes nothing never loads it.
 */
export declare function sha256(data: string | Uint8Array, encoding?: 'hex' | 'base64'): string;
