import { toGitHubError } from './errors.js';
import type { GitHubClient, IssueLabel, PullRef } from './types.js';

/**
 * Adds labels to the pull request (GitHub creates unknown ones) and returns all its labels then.
 * No labels asked for: nothing is sent and the answer is empty.
 */
export async function addLabels(client: GitHubClient, ref: PullRef, labels: readonly string[]): Promise<IssueLabel[]> {
  if (labels.length === 0) return [];
  try {
    const { data } = await client.rest.issues.addLabels({
      owner: ref.owner,
      repo: ref.repo,
      issue_number: ref.pullNumber,
      labels: [...labels],
    });
    return data;
  } catch (error) {
    throw toGitHubError(error, `labelling pull request #${ref.pullNumber}`, true);
  }
}
