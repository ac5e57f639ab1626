/**
 * Which override command on a pull request counts (spec §14): the SHA must be the current head, a
 * reason given, the commenter's permission — asked of GitHub on every run — at least the config's
 * `min_permission`, the author may not override their own pull request unless allowed or an
 * admin, and the comment must never have been edited. Every command that does not count is named
 * in a notice saying why.
 */
import type { OverrideConfig } from '../config/schema.js';
import { atLeast, type Role } from '../github/get-permission.js';
import type { HostComment, PullHost } from '../host/pull-host.js';
import { parseOverrideCommand, type OverrideBy } from '../review/override.js';

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
export function overrideScope(
  host: Pick<PullHost, 'collaborators'>,
  pull: { headSha: string; author: string | undefined },
  settings: OverrideConfig,
): OverrideScope {
  return { roleOf: (login) => host.collaborators.role(login), headSha: pull.headSha, author: pull.author, settings };
}

export type CommentLike = HostComment;

/** `undefined`: the comment holds no override command. */
export type OverrideCheck = { ok: true; override: OverrideBy } | { ok: false; notice: string } | undefined;

const short = (sha: string): string => sha.slice(0, 12);

export async function checkOverride(scope: OverrideScope, comment: CommentLike): Promise<OverrideCheck> {
  const command = parseOverrideCommand(comment.body);
  if (command.kind === 'none') return undefined;
  const ignored = (why: string): OverrideCheck => ({
    ok: false,
    notice: `Override by @${comment.author} ignored: ${why} (${comment.url}).`,
  });
  if (!scope.settings.enabled) return ignored('overrides are switched off in the config (override.enabled: false)');
  // Anyone with write access can edit anyone's comment: an edited body is not its author's word.
  if (comment.edited)
    return ignored(
      'the comment was edited after it was posted, and anyone with write access can edit a comment; post the override as a new comment',
    );
  if (command.kind === 'invalid') return ignored(command.problem);
  if (command.sha !== scope.headSha.toLowerCase()) {
    return ignored(`it names ${short(command.sha)}, not the current head ${short(scope.headSha)}; an override applies to one head only`);
  }
  const role: Role = await scope.roleOf(comment.author);
  const least = scope.settings.min_permission;
  if (!atLeast(role, least))
    return ignored(`@${comment.author} has ${role} permission on the repository; an override needs ${least} or more`);
  if (comment.author === scope.author && !scope.settings.allow_author && role !== 'admin') {
    return ignored('the author of a pull request cannot override it (set override.allow_author: true, or ask a reviewer)');
  }
  return { ok: true, override: { by: comment.author, reason: command.reason, comment_url: comment.url } };
}

/** The newest override that counts for the head, and a notice for every command that does not. */
export async function findOverride(
  scope: OverrideScope,
  comments: readonly CommentLike[],
): Promise<{ override: OverrideBy | undefined; notices: string[] }> {
  const notices: string[] = [];
  for (const comment of [...comments].reverse()) {
    const check = await checkOverride(scope, comment);
    if (check?.ok) return { override: check.override, notices };
    if (check) notices.push(check.notice);
  }
  return { override: undefined, notices };
}
