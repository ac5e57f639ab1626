import type { ActionContext, Outcome } from './context.js';
import type { MergeQueueTrigger } from './event.js';
export declare function onMergeGroup(ctx: ActionContext, trigger: MergeQueueTrigger): Promise<Outcome>;
