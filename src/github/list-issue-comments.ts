import { collectPullPages } from './pages.js';
import type { GitHubClient, IssueComment, PullRef } from './types.js';

/** Comments on the pull request's conversation (not review comments), oldest first: where override commands are. */
export function listIssueComments(client: GitHubClient, ref: PullRef): Promise<IssueComment[]> {
  return collectPullPages(
    `listing the comments of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.issues.listComments({
        owner: ref.owner,
        repo: ref.repo,
        issue_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    },
    30,
  );
}

/** Spec §14: a comment counts as written only when it was never edited (GitHub lets any writer edit anyone's comment). */
export const wasEdited = (c: { created_at?: string | undefined; updated_at?: string | undefined }): boolean =>
  c.created_at !== undefined && c.updated_at !== undefined && c.updated_at !== c.created_at;
