/**
 * zod's JSON Schema generator, for the few modules that turn a schema into JSON Schema (the
 * assertions file's schema; the judge's answer format is written out, src/judge/response.ts, and
 * held to it by a test). Imported from here, not through
 * `z.toJSONSchema`: the build keeps the generator out of the chunk every start reads
 * (scripts/zod-json-schema-apart.mjs), so in dist/ `z.toJSONSchema` does not exist.
 */
export { toJSONSchema } from 'zod/v4/core';
