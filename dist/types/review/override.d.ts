/**
 * The human override of spec §14: `/critic-gate override <40-hex head sha>: <reason>` on its own
 * line of a pull request comment. Pure: reading comments and permissions happens in the Action;
 * the PASS an override makes is core/finalize.ts's rule.
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
