import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-EKBLM2JV.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-5SXS3ULK.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-PZE6JXYM.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig
};
