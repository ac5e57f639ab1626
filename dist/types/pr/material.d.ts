import type { CheckContext } from '../checks/define.js';
import type { MaterialFile } from '../judge/types.js';
import type { ChangedFile } from '../subject/types.js';
/**
 * The order the judge reads a change in, most relevant first, so that what the context
 * cannot hold is what matters least: files some assertion names, then by size of change,
 * lockfiles and generated files last.
 */
export declare function relevanceOrder(files: readonly ChangedFile[], assertionGlobs: readonly string[]): ChangedFile[];
/**
 * What the judge is shown of a change: for every changed text file, the head-side lines
 * of its hunks (added lines and their context), numbered as in the file.
 */
export declare function changeMaterial(ctx: CheckContext, assertionGlobs: readonly string[]): Promise<MaterialFile[]>;
