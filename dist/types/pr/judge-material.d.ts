import type { CheckContext } from '../checks/define.js';
import type { MaterialFile } from '../judge/types.js';
import type { UnshownFile } from '../core/plan.js';
import type { ChangedFile, Line } from '../subject/types.js';
/**
 * Issue 44: on the lines this change added to a code file, the columns inside a comment, docstring
 * or string literal — the author's claims about the code, which never verify a "met". Lines the
 * base already had verify as before. Prose and data files (no grammar) have none.
 */
export declare function authorClaims(path: string, text: string, lines: readonly Line[], added: (n: number) => boolean): Promise<Map<number, Array<[number, number]>> | undefined>;
/**
 * The order the judge reads a change in, most relevant first, so that what the context cannot
 * hold is what matters least. Files the assertions name come first, taken in turns — each
 * assertion's biggest change, then each one's next — so that one assertion's large files cannot
 * crowd out another's; then the other files by size of change; lockfiles and generated files last.
 */
export declare function relevanceOrder(files: readonly ChangedFile[], assertionGlobs: readonly (readonly string[])[]): ChangedFile[];
/**
 * The changed files an assertion sees only under a directory link's path (spec §7: the files
 * behind `src/plugins -> ../assets/data` are there as `src/plugins/…`, as the checks see them).
 * Taken from the checks' own view of the change, so a path the checks see the judge sees, even
 * when its real path is ignored. Only aliases some assertion's globs select, unless the same
 * globs select the real file among the material already: showing it twice would only cost context.
 */
export declare function aliasedForAssertions(ctx: CheckContext, assertionGlobs: readonly (readonly string[])[]): Promise<ChangedFile[]>;
/**
 * What the judge is shown of a change: for every changed text file, the head-side lines
 * of its hunks (added lines and their context), numbered as in the file; all of a file whose hunks are unknown.
 * `aliased` are changed files under a directory link's path that a scoped assertion asks for.
 */
export declare function changeMaterial(ctx: CheckContext, assertionGlobs: readonly (readonly string[])[], aliased?: readonly ChangedFile[]): Promise<MaterialFile[]>;
/**
 * The changed files that no material can show (spec §14, unseen): binary by their content, too
 * large or undecodable, submodules. They are in a scope all the same, so an assertion selecting
 * them was not judged on all of it.
 */
export declare function unshownFiles(ctx: CheckContext, aliased?: readonly ChangedFile[]): Promise<UnshownFile[]>;
