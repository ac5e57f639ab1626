import type { Location } from '../contract/location.js';
import type { LazyFile, SelectedFile } from './define.js';
/**
 * Where a check that read whole texts and found nothing wrong points (spec §3 and §13: every met
 * criterion carries a location): the first non-blank line in scope of the first file that has one.
 * Only the files before it have their lines split. Undefined when every file is blank or binary.
 */
export declare function firstLineOf(files: readonly SelectedFile[]): Location | undefined;
/**
 * firstLineOf for a selection read lazily (CheckContext.selectLazily): the files are read in order
 * until one has a non-blank line in scope, so a check that read none of them (all known clean)
 * reads the first one only, as the location every met criterion carries.
 */
export declare function firstLineOfLazily(files: readonly LazyFile[]): Promise<Location | undefined>;
