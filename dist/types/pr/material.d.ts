import type { CheckContext } from '../checks/define.js';
import type { MaterialFile } from '../judge/types.js';
import type { ChangedFile } from '../subject/types.js';
/**
 * The order the judge reads a change in, most relevant first, so that what the context cannot
 * hold is what matters least. Files the assertions name come first, taken in turns — each
 * assertion's biggest change, then each one's next — so that one assertion's large files cannot
 * crowd out another's; then the other files by size of change; lockfiles and generated files last.
 */
export declare function relevanceOrder(files: readonly ChangedFile[], assertionGlobs: readonly (readonly string[])[]): ChangedFile[];
/**
 * What the judge is shown of a change: for every changed text file, the head-side lines
 * of its hunks (added lines and their context), numbered as in the file; all of a file whose hunks are unknown.
 */
export declare function changeMaterial(ctx: CheckContext, assertionGlobs: readonly (readonly string[])[]): Promise<MaterialFile[]>;
