import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  DEFAULT_MAX_ATTEMPTS,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-PSIE5G2Q.js";
import "./chunk-5QCXBUEJ.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-SJZ3AIJA.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  DEFAULT_MAX_ATTEMPTS,
  configJsonSchema,
  formatProblem,
  parseConfig
};
