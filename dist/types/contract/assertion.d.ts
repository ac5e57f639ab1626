import * as z from './zod.js';
/** The largest weight an assertion may carry. */
export declare const MAX_WEIGHT = 1000000;
/**
 * One assertion, as the critic input (spec §2) and the assertions file (spec §4) both write it.
 * They differ only in which checks may decide it and in what else the file may say about it
 * (`extra`: what the judge is shown). The contract knows no check kind, so the layer that knows
 * them passes the check schema in.
 */
export declare function assertionSchema<Check extends z.ZodMiniType, Extra extends z.core.$ZodShape>(check: Check, extra: Extra): z.ZodMiniObject<{
    id: z.ZodMiniString<string>;
    text: z.ZodMiniString<string>;
    critical: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>>;
    weight: z.ZodMiniDefault<z.ZodMiniNumber<number>>;
} & Extra & {
    check: z.ZodMiniOptional<Check>;
} extends infer T ? { -readonly [P in keyof T]: T[P]; } : never, z.core.$strict>;
export interface IdIssue {
    path: (string | number)[];
    message: string;
}
/**
 * Ids name criteria in results, reviews and caches: two assertions (or gate checks) sharing one
 * would make them ambiguous. The one rule of both inputs; `firstAt` names where the id was first
 * used, which the assertions file shows with its file:line:col errors.
 */
export declare function duplicateIds(ids: readonly (string | undefined)[], key: string, noun: string, firstAt: boolean): IdIssue[];
