import { type CheckOutcome } from '../contract/outcome.js';
import type { CheckContext, Reads, SelectedFile } from './define.js';
/** The context with every file handed to the check recorded, in the order it was handed over. */
export declare function watchReads(ctx: CheckContext): {
    ctx: CheckContext;
    files: SelectedFile[];
};
interface CheckOf {
    kind: string;
    message?: string | undefined;
    file?: string | undefined;
    files?: unknown;
}
/** The check's own outcome, or a failure naming every selected file it could not read. */
export declare function withUnreadable(spec: CheckOf, reads: Reads, outcome: CheckOutcome, files: readonly SelectedFile[]): CheckOutcome;
export {};
