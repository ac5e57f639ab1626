// How a module of src/ is bundled outside the package build, as that build bundles it: an ES
// module with a `require` for CommonJS dependencies, Vue's SFC compiler without the template
// engines it never loads for parse(), and oxc-parser with our binding loader. The bench sections
// that run the sources and the tests that bundle a source module on its own take these options,
// so a plugin the sources come to need is added here once, not found missing in one of them.
import { oxcBundling } from './oxc-bindings.mjs';
import { vueSfcWithoutEngines } from './vue-sfc-engines.mjs';

/** The `require` every output gets for the CommonJS code bundled into it (as scripts/build.mjs's banner). */
export const REQUIRE_BANNER =
  "import { createRequire as __cgCreateRequire } from 'node:module';\nconst require = __cgCreateRequire(import.meta.url);";

/** esbuild options for bundling sources; the caller adds its entry, output and target. */
export function sourceBundleOptions() {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [vueSfcWithoutEngines(), oxcBundling()],
    banner: { js: REQUIRE_BANNER },
  };
}
