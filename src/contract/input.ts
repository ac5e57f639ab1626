import * as z from './zod.js';
import { duplicateIds } from './assertion.js';

export const OutputTypeSchema = z.enum(['code', 'json', 'markdown', 'text']);
export type OutputType = z.infer<typeof OutputTypeSchema>;

/** How addressed text counts: a warning (default) or a failure. Hidden characters always fail. */
export const TripwiresSchema = z.enum(['off', 'warn', 'fail']);
export type Tripwires = z.infer<typeof TripwiresSchema>;

/**
 * The critic input of `critic-gate judge` (spec §2), around the schema of one assertion: the
 * contract knows no check kind, so the layer that knows them passes it in (critique/input-schema.ts).
 * Strict at every level: a misspelt field (`requiredSections`, `treshold`) would otherwise drop
 * the check it names without a word. Pipelines that carry their own data put it under
 * `metadata`, which is accepted and ignored.
 */
export function criticInputSchema<Assertion extends z.ZodMiniType<{ id: string }>>(assertion: Assertion) {
  return z
    .strictObject({
      output: z.string(),
      task_description: z.string(),
      schema: z.strictObject({
        type: OutputTypeSchema,
        required_sections: z.optional(z.array(z.string().check(z.minLength(1)))),
        language: z.optional(z.string().check(z.minLength(1))),
        json_schema: z.optional(z.union([z.record(z.string(), z.unknown()), z.boolean()])),
      }),
      assertions: z._default(z.array(assertion), []),
      threshold: z._default(z.number().check(z.gte(0), z.lte(1)), 1),
      /** The prompt-injection tripwire on the output: hidden characters fail; addressed text warns (`warn`) or fails (`fail`). */
      tripwires: z._default(TripwiresSchema, 'warn'),
      metadata: z.optional(z.record(z.string(), z.unknown())),
    })
    .check(
      z.superRefine((input, ctx) => {
        for (const issue of duplicateIds(
          input.assertions.map((a) => a.id),
          'assertions',
          'assertion',
          false,
        ))
          ctx.addIssue({ code: 'custom', ...issue });
      }),
    );
}
