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
/**
 * Starts reading the input, and returns once a read that completes at once (stdin is read with
 * plain reads) has been taken in, Python started for it. Node links a dynamically imported
 * module's whole graph synchronously, so without this turn the judging code's import would run to
 * its end before the read's continuation, and the interpreter would start after all of it. A read
 * still waiting (a slow pipe) goes on while that code loads.
 */
export declare function beginJudgeInput(cmd: JudgeCommand, io: CliIo): Promise<{
    input: Promise<JudgeInputText>;
}>;
export declare const judgeInputOf: (text: string) => JudgeInputText;
/**
 * Whether the input's output is Python by what it says of itself: `schema.language`, a #! line,
 * a fence tag, each read as the syntax check reads it. A guess only: a wrong one costs an idle
 * interpreter, never a verdict.
 */
export declare function looksLikePython(value: unknown): boolean;
