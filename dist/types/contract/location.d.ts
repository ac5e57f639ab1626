import { z } from 'zod';
/** Where a piece of evidence sits: a path in the judged material, a 1-based line and the verbatim text there. */
export declare const LocationSchema: z.ZodObject<{
    path: z.ZodString;
    line: z.ZodNumber;
    column: z.ZodOptional<z.ZodNumber>;
    quote: z.ZodString;
}, z.core.$strip>;
export type Location = z.infer<typeof LocationSchema>;
/**
 * One failing place of a check that looks at many files (spec §13: every failing file it selected,
 * not only the first): the path, where in it, and the tool's own message, said once.
 */
export declare const FindingSchema: z.ZodObject<{
    path: z.ZodString;
    line: z.ZodOptional<z.ZodNumber>;
    column: z.ZodOptional<z.ZodNumber>;
    message: z.ZodString;
    quote: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type Finding = z.infer<typeof FindingSchema>;
