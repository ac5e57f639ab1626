import type { Octokit, RestEndpointMethodTypes } from '@octokit/rest';
/**
 * What every GitHub operation needs from a client: the typed REST methods and the generic request.
 * Narrower than the Octokit class so an operation can run on any Octokit built on @octokit/rest —
 * ours from createGitHubClient, or a plain one in a test.
 */
export type GitHubClient = Pick<Octokit, 'rest' | 'request'>;
export interface RepoRef {
    owner: string;
    repo: string;
}
export interface PullRef extends RepoRef {
    pullNumber: number;
}
type Data<T extends {
    response: {
        data: unknown;
    };
}> = T['response']['data'];
type Item<T> = T extends readonly (infer I)[] ? I : never;
/** GitHub's own shapes, as Octokit types them; mapping them to our data happens elsewhere, in pure code. */
export type PullRequestData = Data<RestEndpointMethodTypes['pulls']['get']>;
export type PullRequestFile = Item<Data<RestEndpointMethodTypes['pulls']['listFiles']>>;
export type PullRequestReview = Data<RestEndpointMethodTypes['pulls']['createReview']>;
export type PullRequestReviewComment = Item<Data<RestEndpointMethodTypes['pulls']['listReviewComments']>>;
export type PullRequestCommit = Item<Data<RestEndpointMethodTypes['pulls']['listCommits']>>;
export type IssueLabel = Item<Data<RestEndpointMethodTypes['issues']['addLabels']>>;
export type IssueComment = Item<Data<RestEndpointMethodTypes['issues']['listComments']>>;
export type WorkflowRun = Item<Data<RestEndpointMethodTypes['actions']['listWorkflowRuns']>['workflow_runs']>;
export {};
