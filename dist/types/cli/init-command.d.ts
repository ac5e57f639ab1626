import { type InitCommand } from './args.js';
import type { CliIo } from './io.js';
/** `critic-gate init`: a starting assertions file and workflow. Never overwrites without --force. */
export declare function initCommand(cmd: InitCommand, io: CliIo, cwd: string): Promise<void>;
