import type { BuildOptions } from 'esbuild';
/** The `require` every output gets for the CommonJS code bundled into it (as scripts/build.mjs's banner). */
export declare const REQUIRE_BANNER: string;
/** esbuild options for bundling sources; the caller adds its entry, output and target. */
export declare function sourceBundleOptions(): BuildOptions;
