import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig,
  parseConfigLocated
} from "./chunk-OUVVFXA2.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-Z6IAH3QY.js";
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
