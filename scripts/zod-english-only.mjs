// An esbuild plugin: zod's locales, English only.
//
// zod's classic entry re-exports every locale (`export * as locales from "../locales/index.js"`,
// the same in zod/v4/core), and a namespace re-export keeps them all: about 290 KB of the bundle,
// compiled by Node on every start of the CLI, for messages in 40-odd languages we never show.
// zod itself needs only English: its schemas import `../locales/en.js` directly and call
// `config(en())` on first use. So the locales index is loaded as a module that exports `en`
// alone; `z.locales.en` still works, any other `z.locales.xx` would be undefined (nothing of
// ours calls one, and critic-gate's messages are English by the spec).
import { dirname } from 'node:path';

const LOCALES_INDEX = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/;

export function zodEnglishOnly() {
  return {
    name: 'zod-english-only',
    setup(build) {
      build.onLoad({ filter: LOCALES_INDEX }, (args) => ({
        contents: 'export { default as en } from "./en.js";\n',
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
