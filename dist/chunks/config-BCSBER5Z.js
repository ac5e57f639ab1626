import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-7BXDTMB2.js";
import {
  ConfigSchema
} from "./chunk-VLPKTFOR.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-LMUJYHFC.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-VFQPB5V3.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig
};
