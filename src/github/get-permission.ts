import { toGitHubError } from './errors.js';
import type { GitHubClient, RepoRef } from './types.js';

/** A user's role on a repository, weakest first, as GitHub's `role_name` names it. */
export const ROLES = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const asRole = (name: string | undefined): Role | undefined => ROLES.find((r) => r === name);

/**
 * The user's role on the repository, asked of GitHub now (never cached: a revoked permission
 * counts at once). `role_name` tells maintain and triage apart; older servers only send
 * `permission` (admin, write, read, none). A user who is no collaborator answers 404: `none`.
 */
export async function userRole(client: GitHubClient, repo: RepoRef, login: string): Promise<Role> {
  try {
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ owner: repo.owner, repo: repo.repo, username: login });
    return asRole(data.role_name) ?? asRole(data.permission) ?? 'none';
  } catch (error) {
    const failed = toGitHubError(error, `reading the permission of @${login}`, false);
    if (failed.kind === 'not-found') return 'none';
    throw failed;
  }
}

/** True when `role` is `least` or stronger. */
export const atLeast = (role: Role, least: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(least);
