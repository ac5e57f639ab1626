import { z } from 'zod';
/** Where a piece of evidence sits: a path in the judged material, a 1-based line and the verbatim text there. */
export declare const LocationSchema: z.ZodObject<{
    path: z.ZodString;
    line: z.ZodNumber;
    quote: z.ZodString;
}, z.core.$strip>;
export type Location = z.infer<typeof LocationSchema>;
