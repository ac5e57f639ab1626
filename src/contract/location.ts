import { z } from 'zod';

/** Where a piece of evidence sits: a path in the judged material, a 1-based line and the verbatim text there. */
export const LocationSchema = z.object({
  path: z.string().min(1),
  line: z.number().int().min(1),
  quote: z.string(),
});
export type Location = z.infer<typeof LocationSchema>;
