import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-GFYV7ABS.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-5QCXBUEJ.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-SJZ3AIJA.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig
};
