import type { GitHubClient, PullRef } from './types.js';
import type { RestEndpointMethodTypes } from '@octokit/rest';
export type ListedReview = RestEndpointMethodTypes['pulls']['listReviews']['response']['data'][number];
/** Every review on the pull request, oldest first — used to find and update our own earlier one. */
export declare function listReviews(client: GitHubClient, ref: PullRef): Promise<ListedReview[]>;
