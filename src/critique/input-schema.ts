import type * as z from '../contract/zod.js';
import { TextCheckSpecSchema } from '../checks/registry.js';
import { assertionSchema } from '../contract/assertion.js';
import { criticInputSchema } from '../contract/input.js';

/** One assertion of a critic input: decided by a check that applies to one output, or by the judge. */
export const AssertionSchema = assertionSchema(TextCheckSpecSchema, {});
export type Assertion = z.infer<typeof AssertionSchema>;

/** The critic input of `critic-gate judge` (spec §2), with the check kinds of this build. */
export const CriticInputSchema = criticInputSchema(AssertionSchema);
export type CriticInput = z.infer<typeof CriticInputSchema>;
