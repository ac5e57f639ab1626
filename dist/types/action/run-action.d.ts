import type { ActionDeps } from './context.js';
export type { ActionDeps } from './context.js';
export declare function runAction(given: ActionDeps): Promise<void>;
