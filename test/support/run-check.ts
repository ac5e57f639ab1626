import type { CheckContext } from '../../src/checks/define.js';
import { CheckSpecSchema, runCheck } from '../../src/checks/registry.js';
import type { CheckOutcome } from '../../src/contract/outcome.js';

/** Runs a check written as in a config file: the spec is parsed first, as the config loader would. */
export const runSpec = (spec: unknown, ctx: CheckContext): Promise<CheckOutcome> => runCheck(CheckSpecSchema.parse(spec), ctx);
