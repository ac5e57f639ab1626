import { z } from 'zod';
import { TextCheckSpecSchema } from '../checks/registry.js';
import { TripwiresSchema } from '../checks/prompt-injection.js';

/** The largest weight an assertion may carry. */
export const MAX_WEIGHT = 1_000_000;

export const OutputTypeSchema = z.enum(['code', 'json', 'markdown', 'text']);
export type OutputType = z.infer<typeof OutputTypeSchema>;

export const AssertionSchema = z.strictObject({
  id: z.string().min(1),
  text: z.string().min(1),
  critical: z.boolean().default(false),
  // Bounded so that a sum of weights stays a finite number and the score a share.
  weight: z.number().positive().max(MAX_WEIGHT).default(1),
  /** Decided by code when present; otherwise the LLM judge decides. */
  check: TextCheckSpecSchema.optional(),
});
export type Assertion = z.infer<typeof AssertionSchema>;

/**
 * The critic input of `critic-gate judge` (spec §2). Strict at every level: a misspelt field
 * (`requiredSections`, `treshold`) would otherwise drop the check it names without a word.
 * Pipelines that carry their own data put it under `metadata`, which is accepted and ignored.
 */
export const CriticInputSchema = z
  .strictObject({
    output: z.string(),
    task_description: z.string(),
    schema: z.strictObject({
      type: OutputTypeSchema,
      required_sections: z.array(z.string().min(1)).optional(),
      language: z.string().min(1).optional(),
      json_schema: z.record(z.string(), z.unknown()).or(z.boolean()).optional(),
    }),
    assertions: z.array(AssertionSchema).default([]),
    threshold: z.number().min(0).max(1).default(1),
    /** The prompt-injection tripwire on the output: hidden characters fail; addressed text warns (`warn`) or fails (`fail`). */
    tripwires: TripwiresSchema.default('warn'),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.assertions.forEach((a, i) => {
      if (seen.has(a.id)) ctx.addIssue({ code: 'custom', path: ['assertions', i, 'id'], message: `duplicate assertion id "${a.id}"` });
      seen.add(a.id);
    });
  });
export type CriticInput = z.infer<typeof CriticInputSchema>;
