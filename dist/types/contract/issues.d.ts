import type * as z from './zod.js';
/** `assertions[2].critical` — the path a user would write to point at the field. */
export declare function fieldPath(path: readonly PropertyKey[]): string;
export interface FieldProblem {
    path: PropertyKey[];
    message: string;
}
/** Flattens zod issues into one problem per field; an unknown key is reported at the key itself. */
export declare function fieldProblems(error: z.core.$ZodError): FieldProblem[];
/** One line per problem: `assertions[2].critical: expected boolean, received string`. */
export declare function describeIssues(error: z.core.$ZodError): string[];
