import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  DEFAULT_MAX_ATTEMPTS,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-F2OBF47U.js";
import "./chunk-KWC77IRO.js";
import "./chunk-O3WKGU23.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-VH477OD2.js";
import "./chunk-IIZ65A3A.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  DEFAULT_MAX_ATTEMPTS,
  configJsonSchema,
  formatProblem,
  parseConfig
};
