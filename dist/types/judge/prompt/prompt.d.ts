import type { JudgeAssertion } from '../types.js';
/** The judge's role, its rules, and the JSON Schema its answer must match. */
export declare function systemPrompt(responseSchema: object): string;
export interface UserPromptParts {
    /** Lines before the material block. */
    head: string[];
    /** Lines after the material block. */
    tail: string[];
}
/** The user message around the material block: the task, then the assertions; the block goes between head and tail. */
export declare function userPromptParts(task: string, assertions: readonly JudgeAssertion[]): UserPromptParts;
export declare const joinUserPrompt: (parts: UserPromptParts, materialLines: readonly string[]) => string;
/** The one repair request: quotes why the answer could not be used. */
export declare function repairPrompt(error: string, ids: readonly string[]): string;
/**
 * The repair request after an answer the server stopped at the token cap (issue 43): the cut answer
 * is not sent back (it is long, and its continuation is what went wrong), and the instruction asks
 * for the same answer, shorter.
 */
export declare function cappedRepairPrompt(cap: number, ids: readonly string[]): string;
