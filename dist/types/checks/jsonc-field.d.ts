import * as z from '../contract/zod.js';
/** The `jsonc` option of json-valid and json-schema: more files read as JSON with comments. */
export declare const jsoncField: () => z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
