import type { z } from 'zod';
import type { Locator } from './locate.js';
import type { ConfigProblem } from './errors.js';
/** The closest known name, when a typo or a different spelling (camelCase, snake_case) is likely. */
export declare function closest(name: string, known: readonly string[]): string | undefined;
/** Turns zod's issues into problems that name the file, line, column and field. */
export declare function describeConfigIssues(error: z.ZodError, data: unknown, file: string, locate: Locator): ConfigProblem[];
