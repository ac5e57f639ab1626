import { type Locator } from './locate.js';
import { type Config } from './schema.js';
/**
 * Parses and validates an assertions file (spec §4). Pure: the caller reads the text, from the
 * base commit or from disk. Throws ConfigError listing every problem with file, line, column and field.
 * `codeCacheDir`: the run's cache directory, where RE2's compiled code is kept should a pattern load it.
 */
export declare function parseConfig(text: string, file: string, codeCacheDir?: string): Config;
/** As parseConfig, with a way back from a field of the config to where it is written. */
export declare function parseConfigLocated(text: string, file: string, codeCacheDir?: string): {
    config: Config;
    locate: Locator;
};
