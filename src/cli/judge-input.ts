/**
 * The first steps of `critic-gate judge`, before the judging code is loaded: read the input, and
 * when it is Python start the interpreter that will decide its syntax, so that the
 * interpreter's start (tens of milliseconds, more through a version manager's shim) overlaps the
 * loading of everything else instead of following it.
 */
import type { JudgeCommand } from './args.js';
import type { CliIo } from './io.js';
// Static: a dynamic import here would wait behind the judging code's own loading, which it is meant to overlap.
import { pythonProgram, startPython } from '../subject/syntax-python.js';

export function readJudgeInput(cmd: JudgeCommand, io: CliIo): Promise<string> {
  const text = cmd.input === undefined ? io.readStdin() : io.readFile(cmd.input);
  text.then(warmForInput, () => undefined);
  return text;
}

const PYTHON_NAMES = new Set(['python', 'python3', 'py', 'py3', 'pyi']);

/**
 * Whether the input's output is Python by what it says of itself: `schema.language`, a fence
 * tag, a #! line. A guess only: a wrong one costs an idle interpreter, never a verdict.
 */
export function looksLikePython(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { schema, output } = value as { schema?: { language?: unknown }; output?: unknown };
  const language = schema?.language;
  if (typeof language === 'string') return PYTHON_NAMES.has(language.trim().toLowerCase());
  if (typeof output !== 'string') return false;
  // `[ \t]*`, not `\s*`: with `m`, a `\s*` that crosses newlines is retried at every line start (quadratic).
  return /^#![^\n]*\bpython|^[ \t]*(?:```|~~~)[ \t]*py(?:thon)?3?\b/im.test(output);
}

function warmForInput(text: string): void {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  if (looksLikePython(value)) startPython(pythonProgram(undefined));
}
