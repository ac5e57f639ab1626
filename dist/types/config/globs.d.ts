import type { ConfigProblem } from './errors.js';
import type { Locator } from './locate.js';
import type { Config } from './schema.js';
/** One glob of the config: where it is written, and whether its owner accepts an empty match. */
interface GlobSite {
    glob: string;
    path: (string | number)[];
    field: string;
    allowEmpty: boolean;
}
/** Every `file`/`files` glob the config writes, with its place. */
export declare function configGlobs(config: Config): GlobSite[];
/**
 * Spec §7: a glob that matches no path at the base or the head is a config error, naming the
 * glob, where it is written and the closest existing path: `scr/**\/*.py` for `src/**\/*.py`
 * would otherwise check nothing and pass for ever.
 */
export declare function unmatchedGlobs(config: Config, file: string, locate: Locator | undefined, paths: readonly string[]): ConfigProblem[];
/** The existing path (or folder, when the glob's folder is what is wrong) nearest to the glob. */
export declare function closestPath(glob: string, paths: readonly string[]): string | undefined;
export {};
