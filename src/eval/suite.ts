import { z } from 'zod';

/** What makes a case hard, beyond reading the change. */
export const CASE_KINDS = ['plain', 'misleading-comment', 'out-of-scope', 'injection', 'large-change'] as const;

const path = z
  .string()
  .min(1)
  .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'a repository-relative path');

/**
 * One labelled case: a change (files at the base, files the change writes), one assertion about
 * it, and whether the change meets it. The label is a fact of how the case was made.
 */
export const EvalCaseSchema = z.strictObject({
  id: z.string().min(1),
  language: z.string().min(1),
  kind: z.enum(CASE_KINDS).default('plain'),
  task: z.string().default(''),
  /** Files at the base commit. */
  base: z.record(path, z.string()).default({}),
  /** Files the change writes; `null` deletes one. */
  head: z.record(path, z.string().nullable()),
  assertion: z.strictObject({
    text: z.string().min(1),
    files: z.array(z.string().min(1)).min(1).optional(),
  }),
  met: z.boolean(),
});

export const EvalSuiteSchema = z
  .strictObject({
    version: z.literal(1),
    name: z.string().min(1),
    cases: z.array(EvalCaseSchema).min(1),
  })
  .superRefine((suite, ctx) => {
    const seen = new Set<string>();
    suite.cases.forEach((c, i) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: ['cases', i, 'id'], message: `duplicate case id "${c.id}"` });
      seen.add(c.id);
    });
  });

export type EvalCase = z.output<typeof EvalCaseSchema>;
export type EvalSuite = z.output<typeof EvalSuiteSchema>;
export type EvalSuiteInput = z.input<typeof EvalSuiteSchema>;
