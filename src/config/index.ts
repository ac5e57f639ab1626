export { parseConfig, parseConfigLocated } from './parse.js';
export { ConfigError, formatProblem, type ConfigProblem } from './errors.js';
export { ConfigSchema, type Config, type ConfigAssertion, type JudgeConfig } from './schema.js';
// Not configJsonSchema (./json-schema.js): it brings zod's JSON Schema generator, which only
// `critic-gate schema` and `init` use, into every run that reads a config (`pr`, the Action).
