import type { GitHubClient } from '../github/types.js';
import { CriticGateError } from '../errors/taxonomy.js';
import type { CommentTrigger } from './event.js';
import type { ActionInputs } from './inputs.js';
export interface CommandOutcome {
    /** `rerun`: accepted and the gate re-run; `ignored`: a command that does not count; `none`: no command. */
    status: 'rerun' | 'ignored' | 'none';
    /** Said in the log and the job summary. */
    message: string;
    /** Shown as notices: why a command did not count, problems that did not stop it. */
    notices: string[];
}
export declare function handleComment(inputs: ActionInputs, trigger: CommentTrigger, client: GitHubClient): Promise<CommandOutcome>;
/** The command was valid but could not be carried out: the step fails with this message. */
export declare class CommandError extends CriticGateError {
    name: string;
    readonly category = "github";
}
