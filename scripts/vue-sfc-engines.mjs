// An esbuild plugin: @vue/compiler-sfc without the template engines it may require.
//
// The SFC compiler carries consolidate, which require()s a template engine (pug, ejs, velocityjs,
// dustjs-linkedin and 40-odd more) only when a component's <template lang="…"> names one, and
// only from compileTemplate. critic-gate calls parse() alone (src/syntax/vue.ts), so those
// calls never run: each engine the compiler names and nothing installs is left as a require() that
// would throw "Cannot find module" if it ever ran, instead of failing the build.
const COMPILER_SFC = /[\\/]node_modules[\\/]@vue[\\/]compiler-sfc[\\/]/;

export function vueSfcWithoutEngines() {
  return {
    name: 'vue-sfc-without-engines',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (!COMPILER_SFC.test(args.importer) || args.pluginData?.fromVuePlugin) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { fromVuePlugin: true },
        });
        return found.errors.length > 0 ? { path: args.path, external: true } : undefined;
      });
    },
  };
}
