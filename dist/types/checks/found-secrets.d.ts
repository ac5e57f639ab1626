/**
 * The credentials `no-secrets` found in this run (spec §16). A finding shows a secret masked, and
 * nothing the run writes may repeat its bytes: the judge's material is masked with them
 * (core/masked-material.ts), and the front end's redactor learns them as registered secrets
 * through `onFound`, so a line another check quotes, or a model's answer, is redacted too.
 */
/** How a found secret is shown: its first 4 characters, then `…`. */
export declare const MASK_KEEP = 4;
export declare function maskSecret(secret: string): string;
/** `text` with `secret` (and each line of it) shown masked. */
export declare function maskIn(text: string, secret: string): string;
export declare class FoundSecrets {
    private readonly onFound?;
    private readonly found;
    constructor(onFound?: ((secret: string) => void) | undefined);
    add(secret: string): void;
    get size(): number;
    /** `text` with every secret found so far shown masked. */
    mask(text: string): string;
}
