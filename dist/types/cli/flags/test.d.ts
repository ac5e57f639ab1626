import type { CommandSpec } from './command.js';
import { type JudgeFlags } from './shared.js';
export interface TestCommand {
    command: 'test';
    repo: string;
    config: string | undefined;
    format: 'text' | 'json';
    judge: JudgeFlags;
}
export declare const testSpec: CommandSpec<TestCommand>;
