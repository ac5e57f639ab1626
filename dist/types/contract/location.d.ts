import * as z from './zod.js';
/** Where a piece of evidence sits: a path in the judged material, a 1-based line and the verbatim text there. */
export declare const LocationSchema: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    line: z.ZodMiniInt;
    column: z.ZodMiniOptional<z.ZodMiniInt>;
    quote: z.ZodMiniString<string>;
}, z.core.$strip>;
export type Location = z.infer<typeof LocationSchema>;
/**
 * One failing place of a check that looks at many files (spec §13: every failing file it selected,
 * not only the first): the path, where in it, and the tool's own message, said once.
 */
export declare const FindingSchema: z.ZodMiniObject<{
    path: z.ZodMiniString<string>;
    line: z.ZodMiniOptional<z.ZodMiniInt>;
    column: z.ZodMiniOptional<z.ZodMiniInt>;
    message: z.ZodMiniString<string>;
    quote: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strip>;
export type Finding = z.infer<typeof FindingSchema>;
