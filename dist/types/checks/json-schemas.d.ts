import type { AnySchema, ErrorObject } from 'ajv';
import { type CheckContext } from './define.js';
export declare const additionalProperty: (e: ErrorObject) => string | undefined;
/** `/items/0/name: must be string` — each violation with its JSON pointer (`(root)` for the whole document). */
export declare const describeViolation: (e: ErrorObject) => string;
/** A schema given inline, or read by path at the base commit (never the head). An error as a string: the check is then misconfigured. */
export declare function loadSchema(ref: string | Record<string, unknown> | boolean, ctx: CheckContext): Promise<AnySchema | string>;
