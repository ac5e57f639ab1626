import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig,
  parseConfigLocated
} from "./chunk-LLXDKDDM.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-YKEQ25CX.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-VFQPB5V3.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-ZI6GMJDV.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig,
  parseConfigLocated
};
