import type { GitHubClient } from './types.js';
/** The login GitHub shows on reviews made with the workflow's default token. */
export declare const ACTIONS_BOT_LOGIN = "github-actions[bot]";
/**
 * The login reviews made with this token carry. A user's token (personal or OAuth) answers
 * GET /user with its login; an installation token (the default GITHUB_TOKEN) is refused there
 * ("Resource not accessible by integration") and writes as `github-actions[bot]`. An App's own
 * installation token writes as `<app-slug>[bot]`, which only the workflow knows: the input
 * review-author says it.
 */
export declare function tokenIdentity(client: GitHubClient): Promise<{
    login: string;
    note?: string;
}>;
