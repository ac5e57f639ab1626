import * as z from '../contract/zod.js';
import { globSchema } from './define.js';

/** The `jsonc` option of json-valid and json-schema: more files read as JSON with comments. */
export const jsoncField = () =>
  z
    .optional(z.array(globSchema()))
    .check(
      z.describe(
        'Globs of more files to read as JSON with comments (JSONC: comments and trailing commas allowed). ' +
          'tsconfig*.json, jsconfig*.json, .vscode/*.json, devcontainer.json, .eslintrc.json, *.jsonc and the like are JSONC already.',
      ),
    );
