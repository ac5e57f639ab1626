export { parseConfig, parseConfigLocated } from './parse.js';
export { ConfigError, formatProblem, type ConfigProblem } from './errors.js';
export { ConfigSchema, type Config, type ConfigAssertion, type JudgeConfig } from './schema.js';
