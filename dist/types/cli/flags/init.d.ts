import type { CommandSpec } from './command.js';
export interface InitCommand {
    command: 'init';
    repo: string;
    force: boolean;
    /** How many of the branch's last merged changes the config is replayed on before it is written; 0: none. */
    history: number;
}
/** The merged changes `init` replays by default (issue 38). */
export declare const DEFAULT_HISTORY = 50;
export declare const initSpec: CommandSpec<InitCommand>;
