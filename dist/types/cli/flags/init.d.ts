import type { CommandSpec } from './command.js';
export interface InitCommand {
    command: 'init';
    repo: string;
    force: boolean;
}
export declare const initSpec: CommandSpec<InitCommand>;
