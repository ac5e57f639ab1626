import { type ActionContext, type Outcome } from './context.js';
import type { PullRequestTrigger } from './event.js';
/** A pull request's head: judged (or gate-only for a draft, or passed by an override), then published. */
export declare function onPullRequest(ctx: ActionContext, trigger: PullRequestTrigger): Promise<Outcome>;
