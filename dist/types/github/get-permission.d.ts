import type { GitHubClient, RepoRef } from './types.js';
/** A user's role on a repository, weakest first, as GitHub's `role_name` names it. */
export declare const ROLES: readonly ["none", "read", "triage", "write", "maintain", "admin"];
export type Role = (typeof ROLES)[number];
/**
 * The user's role on the repository, asked of GitHub now (never cached: a revoked permission
 * counts at once). `role_name` tells maintain and triage apart; older servers only send
 * `permission` (admin, write, read, none). A user who is no collaborator answers 404: `none`.
 */
export declare function userRole(client: GitHubClient, repo: RepoRef, login: string): Promise<Role>;
/** True when `role` is `least` or stronger. */
export declare const atLeast: (role: Role, least: Role) => boolean;
