// An esbuild plugin: @actions/core without the parts the Action never calls.
//
// @actions/core's entry imports, for getIDToken() and `platform`, an HTTP client with its own
// copy of undici and @actions/exec. As ES modules with top-level code they are evaluated at every
// Action start, whether called or not: about a tenth of an Action run's CPU (measured), for an
// OIDC token and a platform probe critic-gate never asks for. Marked free of side effects, they
// are bundled only where something uses what they export, which today is nothing.
const UNUSED_PARTS = /[\\/]node_modules[\\/]@actions[\\/]core[\\/]lib[\\/](oidc-utils|platform)\.js$/;

const SKIP = Symbol('actions-core-parts: resolving as esbuild would');

export function actionsCoreParts() {
  return {
    name: 'actions-core-parts',
    setup(build) {
      build.onResolve({ filter: /^\.\/(oidc-utils|platform)\.js$/ }, async (args) => {
        if (args.pluginData === SKIP) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        });
        const { path, external, namespace, suffix, errors, warnings } = found;
        if (errors.length > 0) return { errors, warnings };
        if (!UNUSED_PARTS.test(path)) return undefined;
        return { path, external, namespace, suffix, warnings, sideEffects: false };
      });
    },
  };
}
