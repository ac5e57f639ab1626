import { z } from 'zod';
import type { Line } from '../subject/types.js';
import type { SelectedFile } from './define.js';
import { errorMessage } from '../error-message.js';

/** `pattern` is a JavaScript regular expression; `flags` its flags (`i`, `m`, `s`, `u`). */
function compileError(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (e) {
    return errorMessage(e);
  }
}

export const patternShape = {
  // Checked when the config or input is read, so a bad pattern is the author's error (exit 4),
  // not a failed check the worker is told to fix.
  pattern: z
    .string()
    .min(1)
    .superRefine((pattern, ctx) => {
      const error = compileError(pattern);
      if (error !== undefined) ctx.addIssue({ code: 'custom', message: `not a valid regular expression: ${error}` });
    }),
  flags: z
    .string()
    .regex(/^[imsu]*$/, 'flags may only contain i, m, s and u')
    .optional(),
};

export function compilePattern(pattern: string, flags = ''): RegExp {
  return new RegExp(pattern, flags.includes('g') ? flags : `${flags}g`);
}

/** Every line in scope holding a match, in order. A pattern spanning lines is found in whole-file scopes. */
export function matchingLines(file: SelectedFile, re: RegExp, wholeFile: boolean): Line[] {
  if (file.binary) return [];
  const hits: Line[] = [];
  for (const line of file.lines) {
    re.lastIndex = 0;
    if (re.test(line.text)) hits.push(line);
  }
  if (hits.length > 0 || !wholeFile) return hits;
  re.lastIndex = 0;
  const m = re.exec(file.text);
  if (!m) return [];
  const n = file.text.slice(0, m.index).split('\n').length;
  const line = file.lines[n - 1];
  return line ? [line] : [];
}
