import type { FoundSecrets } from '../checks/found-secrets.js';
import type { MaterialFile } from '../judge/types.js';

/**
 * The judge's material with every credential `no-secrets` found shown masked (spec §16): the model
 * never reads a secret, so no answer, quote or review built from one can repeat it. A masked line
 * is wholly the author's claim (issue 44): its columns no longer match the file, and a line that
 * holds a credential is no evidence that anything was met.
 */
export function maskedMaterial(files: readonly MaterialFile[], secrets: FoundSecrets | undefined): MaterialFile[] {
  if (secrets === undefined || secrets.size === 0) return [...files];
  return files.map((file) => {
    let claims: Map<number, Array<readonly [number, number]>> | undefined;
    const lines = file.lines.map((line) => {
      const text = secrets.mask(line.text);
      if (text === line.text) return line;
      claims ??= new Map([...(file.claims ?? new Map<number, readonly (readonly [number, number])[]>())].map(([n, c]) => [n, [...c]]));
      claims.set(line.n, [[0, text.length]]);
      return { n: line.n, text };
    });
    return claims === undefined ? file : { ...file, lines, claims };
  });
}
