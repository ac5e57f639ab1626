// An esbuild plugin: zod's JSON Schema generation in a chunk of its own, loaded only where used.
//
// zod/mini's entry and zod/v4/core's index re-export toJSONSchema, so every module that builds a
// schema reaches the JSON Schema code (about 31 KB) through them, and esbuild puts it in the chunk
// that every start of the CLI reads, though only `critic-gate schema` uses it (issue 28; the LLM
// judge's answer format is written out, src/judge/response.ts). Here those re-exports are dropped from the two index files, and
// src/contract/zod-json-schema.ts, the one module that asks for `zod/v4/core`, gets the generator
// from its own file. The build fails if zod's files change shape, rather than bundle both ways.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const MINI_EXTERNAL = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]external\.js$/;
const CORE_INDEX = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]index\.js$/;
const DROPPED = {
  mini: ['export { toJSONSchema } from "../core/json-schema-processors.js";'],
  core: [
    'export * from "./to-json-schema.js";',
    'export { toJSONSchema } from "./json-schema-processors.js";',
    'export { JSONSchemaGenerator } from "./json-schema-generator.js";',
    'export * as JSONSchema from "./json-schema.js";',
  ],
};
const OWN_MODULE = /[\\/]src[\\/]contract[\\/]zod-json-schema\.ts$/;

async function without(path, lines) {
  let text = await readFile(path, 'utf8');
  for (const line of lines) {
    if (!text.includes(line)) throw new Error(`zod-json-schema-apart: ${path} no longer holds \`${line}\`; look at this plugin again`);
    text = text.replace(line, '');
  }
  return { contents: text, loader: 'js', resolveDir: dirname(path) };
}

export function zodJsonSchemaApart() {
  return {
    name: 'zod-json-schema-apart',
    setup(build) {
      build.onLoad({ filter: MINI_EXTERNAL }, (args) => without(args.path, DROPPED.mini));
      build.onLoad({ filter: CORE_INDEX }, (args) => without(args.path, DROPPED.core));
      build.onResolve({ filter: /^zod\/v4\/core$/ }, async (args) => {
        if (args.pluginData?.inner) return undefined;
        if (!OWN_MODULE.test(args.importer)) {
          throw new Error(`zod-json-schema-apart: only src/contract/zod-json-schema.ts may import zod/v4/core (${args.importer})`);
        }
        const index = await build.resolve('zod/v4/core', { kind: args.kind, resolveDir: args.resolveDir, pluginData: { inner: true } });
        if (index.errors.length > 0) return { errors: index.errors };
        return { path: join(dirname(index.path), 'json-schema-processors.js') };
      });
    },
  };
}
