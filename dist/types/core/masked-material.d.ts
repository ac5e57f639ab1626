import type { FoundSecrets } from '../checks/found-secrets.js';
import type { MaterialFile } from '../judge/types.js';
/**
 * The judge's material with every credential `no-secrets` found shown masked (spec §16): the model
 * never reads a secret, so no answer, quote or review built from one can repeat it. A masked line
 * is wholly the author's claim (issue 44): its columns no longer match the file, and a line that
 * holds a credential is no evidence that anything was met.
 */
export declare function maskedMaterial(files: readonly MaterialFile[], secrets: FoundSecrets | undefined): MaterialFile[];
