// An esbuild plugin: nothing bundled reads Node's web globals (Headers, …) unless it uses them.
//
// Node's Headers, Request, Response and FormData are its own copy of undici, loaded and compiled
// (with its HTTP parser) the first time one of those globals is read. critic-gate makes its
// requests with the undici it bundles (src/github/client.ts, src/judge/backends/http.ts), so that
// second copy would be loaded for two reads whose answer never mattered: about a fifth of a small
// judged Action run's loading. Each read below keeps its meaning and happens only when it can:
//  - undici's cookies build their brand check from its own Headers and `globalThis.Headers` at
//    load; it is built when a cookie function is first called instead (critic-gate calls none).
//  - the ollama client asks whether the request's headers are a Headers object on every request;
//    no value is an instance when there are none, which is always the case here.
// The build fails if a file changes shape, rather than bundle both ways.
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const PATCHES = [
  {
    file: /[\\/]node_modules[\\/]undici[\\/]lib[\\/]web[\\/]cookies[\\/]index\.js$/,
    // An undici whose cookies never name the global (version 6, nested under @actions/*) is left as it is.
    applies: (text) => text.includes('globalThis.Headers'),
    from: 'const brandChecks = webidl.brandCheckMultiple([Headers, globalThis.Headers].filter(Boolean))',
    to: 'let eagerBrandChecks\nconst brandChecks = (...args) => (eagerBrandChecks ??= webidl.brandCheckMultiple([Headers, globalThis.Headers].filter(Boolean)))(...args)',
  },
  {
    file: /[\\/]node_modules[\\/]ollama[\\/]dist[\\/]browser\.mjs$/,
    applies: () => true,
    from: '  if (headers instanceof Headers) {',
    to: '  if (headers !== undefined && headers instanceof Headers) {',
  },
];

export function noNodeUndici() {
  return {
    name: 'no-node-undici',
    setup(build) {
      for (const { file, applies, from, to } of PATCHES) {
        build.onLoad({ filter: file }, async (args) => {
          const text = await readFile(args.path, 'utf8');
          if (!applies(text)) return undefined;
          if (!text.includes(from)) throw new Error(`no-node-undici: ${args.path} no longer holds \`${from}\`; look at this plugin again`);
          return { contents: text.replace(from, to), loader: 'js', resolveDir: dirname(args.path) };
        });
      }
    },
  };
}
