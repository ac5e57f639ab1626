/**
 * Which override command on a pull request counts (spec §14): the SHA must be the current head, a
 * reason given, the commenter's permission — asked of GitHub on every run — at least the config's
 * `min_permission`, the author may not override their own pull request unless allowed or an
 * admin, and the comment must never have been edited. Every command that does not count is named
 * in a notice saying why.
 */
import type { OverrideConfig } from '../config/schema.js';
import { type Role } from '../github/get-permission.js';
import type { HostComment, PullHost } from '../host/pull-host.js';
import { type OverrideBy } from '../review/override.js';
export interface OverrideScope {
    /** The commenter's role on the repository, asked of the host (PullHost's collaborators.role). */
    roleOf(login: string): Promise<Role>;
    /** The pull request's current head: an override for any other commit does not count. */
    headSha: string;
    /** The login of the pull request's author. */
    author: string | undefined;
    settings: OverrideConfig;
}
/**
 * The scope of a pull request's overrides, for the gate run and the `issue_comment` path alike:
 * its head and author, the config's settings, and the commenter's role asked of the host.
 */
export declare function overrideScope(host: Pick<PullHost, 'collaborators'>, pull: {
    headSha: string;
    author: string | undefined;
}, settings: OverrideConfig): OverrideScope;
export type CommentLike = HostComment;
/** `undefined`: the comment holds no override command. */
export type OverrideCheck = {
    ok: true;
    override: OverrideBy;
} | {
    ok: false;
    notice: string;
} | undefined;
export declare function checkOverride(scope: OverrideScope, comment: CommentLike): Promise<OverrideCheck>;
/** The newest override that counts for the head, and a notice for every command that does not. */
export declare function findOverride(scope: OverrideScope, comments: readonly CommentLike[]): Promise<{
    override: OverrideBy | undefined;
    notices: string[];
}>;
