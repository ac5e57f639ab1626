import type { CommandSpec } from './command.js';
export interface ReplayCommand {
    command: 'replay';
    /** The result JSON whose receipt is replayed. */
    result: string;
    /** The requests file; default the result's name with `.requests.jsonl` for `.json`. */
    requests: string | undefined;
    /** Where to send them; default the backend's default host. */
    host: string | undefined;
    format: 'text' | 'json';
    timeoutSeconds: number | undefined;
    apiKey: string | undefined;
}
export declare const REPLAY_EXIT_CODES = "Exit codes: 0 every criterion reproduced, 1 some criterion not, 4 could not replay.";
export declare const replaySpec: CommandSpec<ReplayCommand>;
