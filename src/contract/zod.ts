/**
 * zod, as every schema of ours is built: `import * as z from '../contract/zod.js'`.
 *
 * zod/mini, not zod's classic entry: classic gives every schema some forty bound methods and
 * loads as one ~290 KB chunk that Node reads, decodes and deserialises on every start (about
 * 30 ms of a `judge --llm off`, issue 28); mini is functions a bundle keeps only when used.
 * Mini installs no locale of its own, so English messages are set here, before any schema of
 * ours exists: a message a user reads says what was expected, not "Invalid input". zod's
 * configuration is one per process, shared by every copy of zod: a locale a program using the
 * library chose before loading it is kept, as zod's classic entry keeps it.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

if (config().localeError === undefined) config(en());

export * from 'zod/mini';
