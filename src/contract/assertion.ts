import * as z from './zod.js';

/** The largest weight an assertion may carry. */
export const MAX_WEIGHT = 1_000_000;

/**
 * One assertion, as the critic input (spec §2) and the assertions file (spec §4) both write it.
 * They differ only in which checks may decide it and in what else the file may say about it
 * (`extra`: what the judge is shown). The contract knows no check kind, so the layer that knows
 * them passes the check schema in.
 */
export function assertionSchema<Check extends z.ZodMiniType, Extra extends z.core.$ZodShape>(check: Check, extra: Extra) {
  return z.strictObject({
    id: z.string().check(z.minLength(1), z.describe('Stable identifier, unique in the file')),
    text: z.string().check(z.minLength(1), z.describe('What must be true of the change')),
    critical: z._default(z.boolean(), false).check(z.describe('When not met, the verdict is FAIL whatever the score')),
    // Bounded so that a sum of weights stays a finite number and the score a share.
    weight: z._default(z.number().check(z.positive(), z.lte(MAX_WEIGHT)), 1).check(z.describe('Weight in the score')),
    ...extra,
    check: z.optional(check).check(z.describe('Decide this assertion by a deterministic check instead of the LLM judge')),
  });
}

export interface IdIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Ids name criteria in results, reviews and caches: two assertions (or gate checks) sharing one
 * would make them ambiguous. The one rule of both inputs; `firstAt` names where the id was first
 * used, which the assertions file shows with its file:line:col errors.
 */
export function duplicateIds(ids: readonly (string | undefined)[], key: string, noun: string, firstAt: boolean): IdIssue[] {
  const first = new Map<string, number>();
  const issues: IdIssue[] = [];
  ids.forEach((id, i) => {
    if (id === undefined) return;
    const at = first.get(id);
    if (at === undefined) first.set(id, i);
    else issues.push({ path: [key, i, 'id'], message: `duplicate ${noun} id "${id}"${firstAt ? ` (first at ${key}[${at}])` : ''}` });
  });
  return issues;
}
