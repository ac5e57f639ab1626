import { type CheckOutcome } from '../contract/outcome.js';
import type { CheckContext, SelectedFile } from './define.js';
/** The context with every file handed to the check recorded, in the order it was handed over. */
export declare function watchReads(ctx: CheckContext): {
    ctx: CheckContext;
    files: SelectedFile[];
};
/** The check's own outcome, or a failure naming every selected file it could not read. */
export declare function withUnreadable(spec: {
    kind: string;
    message?: string | undefined;
}, outcome: CheckOutcome, files: readonly SelectedFile[]): CheckOutcome;
