/**
 * The credentials `no-secrets` found in this run (spec §16). A finding shows a secret masked, and
 * nothing the run writes may repeat its bytes: the judge's material is masked with them
 * (core/masked-material.ts), and the front end's redactor learns them as registered secrets
 * through `onFound`, so a line another check quotes, or a model's answer, is redacted too.
 */

/** How a found secret is shown: its first 4 characters, then `…`. */
export const MASK_KEEP = 4;

export function maskSecret(secret: string): string {
  return `${[...secret].slice(0, MASK_KEEP).join('')}…`;
}

/** Values shorter than this are no credential: masking them would blank out ordinary words. */
const MIN_MASKED_CHARS = 6;

/** The secret and each of its lines (a private key spans many, and material shows them one a line), longest first. */
function partsOf(secret: string): string[] {
  const parts = new Set<string>();
  for (const part of [secret, ...secret.split(/\r?\n/)]) {
    const v = part.trim();
    if (v.length >= MIN_MASKED_CHARS) parts.add(v);
  }
  return [...parts].sort((a, b) => b.length - a.length);
}

/** `text` with `secret` (and each line of it) shown masked. */
export function maskIn(text: string, secret: string): string {
  let out = text;
  for (const part of partsOf(secret)) if (out.includes(part)) out = out.split(part).join(maskSecret(part));
  return out;
}

export class FoundSecrets {
  private readonly found = new Set<string>();

  constructor(private readonly onFound?: (secret: string) => void) {}

  add(secret: string): void {
    if (secret.trim().length < MIN_MASKED_CHARS || this.found.has(secret)) return;
    this.found.add(secret);
    this.onFound?.(secret);
  }

  get size(): number {
    return this.found.size;
  }

  /** `text` with every secret found so far shown masked. */
  mask(text: string): string {
    let out = text;
    for (const secret of this.found) out = maskIn(out, secret);
    return out;
  }
}
