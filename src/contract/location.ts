import * as z from './zod.js';

/** Where a piece of evidence sits: a path in the judged material, a 1-based line and the verbatim text there. */
export const LocationSchema = z.object({
  path: z.string().check(z.minLength(1)),
  line: z.int().check(z.gte(1)),
  /** 1-based column, where the tool that decided names one (a parser's error position). */
  column: z.optional(z.int().check(z.gte(1))),
  quote: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;

/**
 * One failing place of a check that looks at many files (spec §13: every failing file it selected,
 * not only the first): the path, where in it, and the tool's own message, said once.
 */
export const FindingSchema = z.object({
  path: z.string().check(z.minLength(1)),
  line: z.optional(z.int().check(z.gte(1))),
  column: z.optional(z.int().check(z.gte(1))),
  message: z.string(),
  /** The verbatim text of that line, when there is one. */
  quote: z.optional(z.string()),
});
export type Finding = z.infer<typeof FindingSchema>;
