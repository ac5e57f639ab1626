import type { CheckContext } from '../checks/define.js';
import { type MaterialFile } from '../judge/types.js';
import { type MaterialTripwires } from '../tripwires/material.js';
/**
 * The rendered pages assertions name, as material: each page's visible text after loading,
 * then its console log, one numbered line each, under `page:<page>`. Evidence is verified against
 * these lines like against any file. A page that cannot be opened at all (no browser, not in the
 * tree) is a failure to judge, never material the judge guesses about; so is a page whose text
 * trips the tripwires (`tripwires` is the config's level: no gate check reads this text).
 */
export declare function pageMaterial(ctx: CheckContext, pages: readonly string[], tripwires?: MaterialTripwires): Promise<MaterialFile[]>;
