import type { Location } from '../contract/location.js';
import type { SelectedFile } from './define.js';
/**
 * Where a check that read whole texts and found nothing wrong points (spec §3 and §13: every met
 * criterion carries a location): the first non-blank line in scope of the first file that has one.
 * Only the files before it have their lines split. Undefined when every file is blank or binary.
 */
export declare function firstLineOf(files: readonly SelectedFile[]): Location | undefined;
