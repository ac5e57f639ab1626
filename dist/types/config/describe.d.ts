import type * as z from '../contract/zod.js';
import type { Locator } from './locate.js';
import type { ConfigProblem } from './errors.js';
export { closest } from '../text/closest.js';
/** Turns zod's issues into problems that name the file, line, column and field. */
export declare function describeConfigIssues(error: z.core.$ZodError, data: unknown, file: string, locate: Locator): ConfigProblem[];
