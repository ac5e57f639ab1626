import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  DEFAULT_MAX_ATTEMPTS,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-6HG2PBWL.js";
import "./chunk-FI4OM72P.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-RCFEH2NH.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  DEFAULT_MAX_ATTEMPTS,
  configJsonSchema,
  formatProblem,
  parseConfig
};
