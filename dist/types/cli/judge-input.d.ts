/**
 * The first steps of `critic-gate judge`, before the judging code is loaded: read the input, and
 * when it is Python start the interpreter that will decide its syntax, so that the
 * interpreter's start (tens of milliseconds, more through a version manager's shim) overlaps the
 * loading of everything else instead of following it.
 */
import type { JudgeCommand } from './args.js';
import type { CliIo } from './io.js';
import { type JsonParse } from '../syntax/json.js';
/** The input as read, and as parsed once: the judging code reads the parse, never the text again. */
export interface JudgeInputText {
    text: string;
    json: JsonParse;
}
export declare function readJudgeInput(cmd: JudgeCommand, io: CliIo): Promise<JudgeInputText>;
export declare const judgeInputOf: (text: string) => JudgeInputText;
/**
 * Whether the input's output is Python by what it says of itself: `schema.language`, a #! line,
 * a fence tag, each read as the syntax check reads it. A guess only: a wrong one costs an idle
 * interpreter, never a verdict.
 */
export declare function looksLikePython(value: unknown): boolean;
