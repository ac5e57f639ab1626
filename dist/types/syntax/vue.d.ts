import type { ExactReport } from './types.js';
export declare const VUE_PARSER: string;
/** The first error of the component, or ok. `parser` names the compiler, and the script's parser where one decided. */
export declare function parseVue(text: string, codeCacheDir: string | undefined): Promise<ExactReport>;
