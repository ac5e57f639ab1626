import { CriticGateError } from '../errors/taxonomy.js';
import type { ActionContext } from './context.js';
import type { CommentTrigger } from './event.js';
/**
 * The handled `issue_comment`: notices for what did not count, the step failed only when a valid
 * command could not be carried out. A command has its own outputs (`command`), not a verdict's.
 */
export declare function onComment(ctx: ActionContext, trigger: CommentTrigger): Promise<void>;
/** The command was valid but could not be carried out: the step fails with this message. */
export declare class CommandError extends CriticGateError {
    name: string;
    readonly category = "github";
}
