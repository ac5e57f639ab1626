/**
 * The first steps of `critic-gate judge`, before the judging code is loaded: read the input, and
 * when it is Python start the interpreter that will decide its syntax, so that the
 * interpreter's start (tens of milliseconds, more through a version manager's shim) overlaps the
 * loading of everything else instead of following it.
 */
import type { JudgeCommand } from './args.js';
import type { CliIo } from './io.js';
// Static: a dynamic import here would wait behind the judging code's own loading, which it is meant to overlap.
import { pythonProgram, startPython } from '../syntax/python.js';
import { canonicalLanguage, languageOfShebang } from '../syntax/parse-code.js';
import { fencedBlocks } from '../syntax/fences.js';
import { parseJson, type JsonParse } from '../syntax/json.js';

/** The input as read, and as parsed once: the judging code reads the parse, never the text again. */
export interface JudgeInputText {
  text: string;
  json: JsonParse;
}

async function readJudgeInput(cmd: JudgeCommand, io: CliIo): Promise<JudgeInputText> {
  const input = judgeInputOf(await (cmd.input === undefined ? io.readStdin() : io.readFile(cmd.input)));
  if (input.json.ok && looksLikePython(input.json.value)) startPython(pythonProgram(undefined));
  return input;
}

/**
 * Starts reading the input, and returns once a read that completes at once (stdin is read with
 * plain reads) has been taken in, Python started for it. Node links a dynamically imported
 * module's whole graph synchronously, so without this turn the judging code's import would run to
 * its end before the read's continuation, and the interpreter would start after all of it. A read
 * still waiting (a slow pipe) goes on while that code loads.
 */
export async function beginJudgeInput(cmd: JudgeCommand, io: CliIo): Promise<{ input: Promise<JudgeInputText> }> {
  const input = readJudgeInput(cmd, io);
  const settled = input.then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([settled, new Promise<void>((resolve) => setImmediate(resolve))]);
  return { input };
}

export const judgeInputOf = (text: string): JudgeInputText => ({ text, json: parseJson(text) });

/**
 * Whether the input's output is Python by what it says of itself: `schema.language`, a #! line,
 * a fence tag, each read as the syntax check reads it. A guess only: a wrong one costs an idle
 * interpreter, never a verdict.
 */
export function looksLikePython(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { schema, output } = value as { schema?: { language?: unknown }; output?: unknown };
  const language = schema?.language;
  const isPython = (name: string): boolean => canonicalLanguage(name) === 'python';
  if (typeof language === 'string') return isPython(language);
  if (typeof output !== 'string') return false;
  return languageOfShebang(output) === 'python' || fencedBlocks(output).some((b) => isPython(b.tag));
}
