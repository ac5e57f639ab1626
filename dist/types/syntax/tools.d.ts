import { type ExactReport } from './types.js';
export declare const TOOL_TIMEOUT_MS = 20000;
interface Tool {
    /** The program and its arguments; the text arrives on stdin. */
    command: readonly string[];
    /** What the evidence calls it. */
    name: string;
    /** The first error in the tool's output: 1-based line, optional column, message. */
    error(output: string): {
        line: number;
        column?: number;
        message: string;
    } | undefined;
    /** The tool reads only a file of this name: the text is written there in a fresh temp dir (the cwd), named as the last argument. */
    file?: string;
    /** Variables beside minimalEnv(): what keeps the tool offline and on the installed toolchain. */
    env?: Readonly<Record<string, string>>;
}
export declare const TOOLS: Readonly<Record<string, Tool>>;
/** The tool is not installed (or could not be started): the caller falls back to an approximate parser. */
export declare class ToolUnavailable extends Error {
}
/** Runs `language`'s tool on `text`. Throws ToolUnavailable when it is not installed, another error when it failed to judge. */
export declare function parseWithTool(text: string, language: string): Promise<ExactReport>;
export {};
