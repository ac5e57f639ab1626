import type { CommandSpec } from './command.js';
import { type JudgeFlags } from './shared.js';
export interface EvalCommand {
    command: 'eval';
    /** `builtin` or the path of a suite file (JSON). */
    suite: string;
    seeds: number;
    /** Cases judged together in one request; 1 is one assertion per prompt. */
    batch: number;
    limit: number | undefined;
    filter: string | undefined;
    json: string | undefined;
    html: string | undefined;
    judge: JudgeFlags;
}
export declare const evalSpec: CommandSpec<EvalCommand>;
