import { GitHubError } from './errors.js';
import type { GitHubClient } from './types.js';

/** The login GitHub shows on reviews made with the workflow's default token. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * The login reviews made with this token carry. A user's token (personal or OAuth) answers
 * GET /user with its login; an installation token (the default GITHUB_TOKEN) is refused there
 * ("Resource not accessible by integration") and writes as `github-actions[bot]`. An App's own
 * installation token writes as `<app-slug>[bot]`, which only the workflow knows: the input
 * review-author says it.
 */
export async function tokenIdentity(client: GitHubClient): Promise<{ login: string; note?: string }> {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login };
  } catch (e) {
    const status = e instanceof GitHubError ? e.status : (e as { status?: unknown }).status;
    if (status === 403 || status === 401 || status === 404) return { login: ACTIONS_BOT_LOGIN };
    return {
      login: ACTIONS_BOT_LOGIN,
      note: `Could not ask GitHub who the token belongs to (${(e as Error).message}); counting only reviews by ${ACTIONS_BOT_LOGIN} as critic-gate's.`,
    };
  }
}
