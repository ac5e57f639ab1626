import * as z from '../contract/zod.js';

/** What makes a case hard, beyond reading the change. */
export const CASE_KINDS = ['plain', 'misleading-comment', 'out-of-scope', 'injection', 'large-change'] as const;

const path = z.string().check(
  z.minLength(1),
  z.refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'a repository-relative path'),
);

/**
 * One labelled case: a change (files at the base, files the change writes), one assertion about
 * it, and whether the change meets it. The label is a fact of how the case was made.
 */
export const EvalCaseSchema = z.strictObject({
  id: z.string().check(z.minLength(1)),
  language: z.string().check(z.minLength(1)),
  kind: z._default(z.enum(CASE_KINDS), 'plain'),
  task: z._default(z.string(), ''),
  /** Files at the base commit. */
  base: z._default(z.record(path, z.string()), {}),
  /** Files the change writes; `null` deletes one. */
  head: z.record(path, z.nullable(z.string())),
  assertion: z.strictObject({
    text: z.string().check(z.minLength(1)),
    files: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
  }),
  met: z.boolean(),
});

export const EvalSuiteSchema = z
  .strictObject({
    version: z.literal(1),
    name: z.string().check(z.minLength(1)),
    cases: z.array(EvalCaseSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((suite, ctx) => {
      const seen = new Set<string>();
      suite.cases.forEach((c, i) => {
        if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: ['cases', i, 'id'], message: `duplicate case id "${c.id}"` });
        seen.add(c.id);
      });
    }),
  );

export type EvalCase = z.output<typeof EvalCaseSchema>;
export type EvalSuite = z.output<typeof EvalSuiteSchema>;
export type EvalSuiteInput = z.input<typeof EvalSuiteSchema>;
