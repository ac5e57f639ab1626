export { parseConfig } from './parse.js';
export { ConfigError, formatProblem, type ConfigProblem } from './errors.js';
export { ConfigSchema, DEFAULT_MAX_ATTEMPTS, type Config, type ConfigAssertion, type JudgeConfig } from './schema.js';
export { configJsonSchema } from './json-schema.js';
