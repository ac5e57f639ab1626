/**
 * The bodies GitHub answers with when it refuses, worded as GitHub words them (taken from GitHub's
 * documentation and from real answers quoted in public bug reports), so code under test meets the
 * same strings it will meet in production.
 */

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const DOCS = {
  root: 'https://docs.github.com/rest',
  getAuthenticatedUser: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
  getPull: 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
  listFiles: 'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files',
  getContent: 'https://docs.github.com/rest/repos/contents#get-repository-content',
  getTree: 'https://docs.github.com/rest/git/trees#get-a-tree',
  listReviews: 'https://docs.github.com/rest/pulls/reviews#list-reviews-for-a-pull-request',
  createReview: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
  updateReview: 'https://docs.github.com/rest/pulls/reviews#update-a-review-for-a-pull-request',
  listReviewComments: 'https://docs.github.com/rest/pulls/comments#list-review-comments-on-a-pull-request',
  addLabels: 'https://docs.github.com/rest/issues/labels#add-labels-to-an-issue',
  listIssueComments: 'https://docs.github.com/rest/issues/comments#list-issue-comments',
  listWorkflowRuns: 'https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-workflow',
  rerunWorkflow: 'https://docs.github.com/rest/actions/workflow-runs#re-run-a-workflow',
  getPermission: 'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user',
  createReaction: 'https://docs.github.com/rest/reactions/reactions#create-reaction-for-an-issue-comment',
  updateIssueComment: 'https://docs.github.com/rest/issues/comments#update-an-issue-comment',
  primaryLimit: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-primary-rate-limits',
  secondaryLimit: 'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
} as const;

export const MAX_BODY_CHARS = 65536;

const error = (status: number, message: string, documentationUrl: string, extra: object = {}): Answer => ({
  status,
  body: { message, ...extra, documentation_url: documentationUrl, status: String(status) },
});

export const notFound = (doc: string = DOCS.root): Answer => error(404, 'Not Found', doc);
export const requiresAuthentication = (): Answer => error(401, 'Requires authentication', DOCS.root);
export const badCredentials = (): Answer => error(401, 'Bad credentials', DOCS.root);
export const notAccessibleByIntegration = (doc: string): Answer => error(403, 'Resource not accessible by integration', doc);
export const problemsParsingJson = (doc: string): Answer => error(400, 'Problems parsing JSON', doc);

/** GitHub's schema check on a missing or ill-typed parameter. */
export const invalidRequest = (detail: string, doc: string): Answer => error(422, `Invalid request.\n\n${detail}`, doc);

/** Review validation failures arrive as one sentence in `errors`, e.g. the line-outside-the-diff one. */
export const unprocessable = (errors: string[], doc: string): Answer =>
  error(422, 'Unprocessable Entity', doc, { errors: [toSentence(errors)] });

export const validationFailed = (resource: string, field: string, message: string, doc: string, code = 'custom'): Answer =>
  error(422, 'Validation Failed', doc, { errors: [{ resource, code, field, message }] });

export const bodyTooLong = (resource: string, doc: string): Answer =>
  validationFailed(resource, 'body', `body is too long (maximum is ${MAX_BODY_CHARS} characters)`, doc);

export const primaryRateLimit = (requestId: string): Answer =>
  error(
    403,
    `API rate limit exceeded for installation. If you reach out to GitHub Support for help, please include the request ID ${requestId}.`,
    DOCS.primaryLimit,
  );

export const secondaryRateLimit = (status: 403 | 429, requestId: string, retryAfter: number | null): Answer => ({
  ...error(
    status,
    `You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID ${requestId}.`,
    DOCS.secondaryLimit,
  ),
  ...(retryAfter === null ? {} : { headers: { 'retry-after': String(retryAfter) } }),
});

export const serverError = (status: number): Answer => ({
  status,
  body: { message: 'Server Error' },
});

/** Rails' `to_sentence`, which is how GitHub joins several validation messages into one. */
function toSentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  if (parts.length === 2) return `${parts[0]} and ${parts[1]}`;
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`;
}
