import { z } from 'zod';
import type { Line } from '../subject/types.js';
import type { SelectedFile } from './define.js';
export declare const patternShape: {
    pattern: z.ZodString;
    flags: z.ZodOptional<z.ZodString>;
};
export declare function compilePattern(pattern: string, flags?: string): RegExp;
/** Every line in scope holding a match, in order. A pattern spanning lines is found in whole-file scopes. */
export declare function matchingLines(file: SelectedFile, re: RegExp, wholeFile: boolean): Line[];
