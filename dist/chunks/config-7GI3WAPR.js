import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-PNWV3DAF.js";
import {
  ConfigSchema
} from "./chunk-RJGF4IF4.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-VJ4Y5OM3.js";
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
