import type { CriticResult, Verdict } from '../contract/result.js';
/**
 * The human override of spec §14: `/critic-gate override <40-hex head sha>: <reason>` on its own
 * line of a pull request comment. Pure: reading comments and permissions happens in the Action.
 */
export type OverrideCommand = 
/** No command in the comment (most comments). */
{
    kind: 'none';
} | {
    kind: 'command';
    sha: string;
    reason: string;
}
/** A command that cannot count, and why (said in a notice). */
 | {
    kind: 'invalid';
    problem: string;
};
export declare const MAX_REASON_CHARS = 500;
export declare const OVERRIDE_USAGE = "/critic-gate override <40-hex head sha>: <reason>";
/** The override command of a comment body: the first line that starts with it, outside quotes and code. */
export declare function parseOverrideCommand(body: string): OverrideCommand;
export interface OverrideBy {
    by: string;
    reason: string;
    comment_url: string;
}
/** The result of a head a valid override covers: PASS, with who, why and the verdict it replaced. */
export declare function applyOverride(result: CriticResult, override: OverrideBy, original: Verdict): CriticResult;
/**
 * A draft judged by the gate only (`drafts: gate-only`): where the judge being off is all that
 * kept the verdict open, it is SKIPPED with the reason `draft`. A gate failure stays a failure.
 */
export declare function markDraft(result: CriticResult): CriticResult;
