import { z } from 'zod';

/** The largest weight an assertion may carry. */
export const MAX_WEIGHT = 1_000_000;

/**
 * One assertion, as the critic input (spec §2) and the assertions file (spec §4) both write it.
 * They differ only in which checks may decide it and in what else the file may say about it
 * (`extra`: what the judge is shown). The contract knows no check kind, so the layer that knows
 * them passes the check schema in.
 */
export function assertionSchema<Check extends z.ZodType, Extra extends z.ZodRawShape>(check: Check, extra: Extra) {
  return z.strictObject({
    id: z.string().min(1).describe('Stable identifier, unique in the file'),
    text: z.string().min(1).describe('What must be true of the change'),
    critical: z.boolean().default(false).describe('When not met, the verdict is FAIL whatever the score'),
    // Bounded so that a sum of weights stays a finite number and the score a share.
    weight: z.number().positive().max(MAX_WEIGHT).default(1).describe('Weight in the score'),
    ...extra,
    check: check.optional().describe('Decide this assertion by a deterministic check instead of the LLM judge'),
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
