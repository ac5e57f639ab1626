import { z } from 'zod';
import { TextCheckSpecSchema } from '../checks/registry.js';

export const OutputTypeSchema = z.enum(['code', 'json', 'markdown', 'text']);
export type OutputType = z.infer<typeof OutputTypeSchema>;

export const AssertionSchema = z.strictObject({
  id: z.string().min(1),
  text: z.string().min(1),
  critical: z.boolean().default(false),
  weight: z.number().positive().default(1),
  /** Decided by code when present; otherwise the LLM judge decides. */
  check: TextCheckSpecSchema.optional(),
});
export type Assertion = z.infer<typeof AssertionSchema>;

/** The critic input of `critic-gate judge` (spec §2). */
export const CriticInputSchema = z
  .object({
    output: z.string(),
    task_description: z.string(),
    schema: z.object({
      type: OutputTypeSchema,
      required_sections: z.array(z.string().min(1)).optional(),
      language: z.string().min(1).optional(),
      json_schema: z.record(z.string(), z.unknown()).or(z.boolean()).optional(),
    }),
    assertions: z.array(AssertionSchema).default([]),
    threshold: z.number().min(0).max(1).default(1),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.assertions.forEach((a, i) => {
      if (seen.has(a.id)) ctx.addIssue({ code: 'custom', path: ['assertions', i, 'id'], message: `duplicate assertion id "${a.id}"` });
      seen.add(a.id);
    });
    if (input.schema.type === 'code' && input.schema.language === undefined && !/^\s*```/m.test(input.output)) {
      ctx.addIssue({ code: 'custom', path: ['schema', 'language'], message: 'required when schema.type is "code" (or fence the code with its language)' });
    }
  });
export type CriticInput = z.infer<typeof CriticInputSchema>;
