import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  configJsonSchema,
  parseConfig,
  parseConfigLocated
} from "./chunk-AW6Y72T4.js";
import {
  ConfigError,
  ConfigSchema,
  formatProblem
} from "./chunk-5UCIGXG5.js";
import "./chunk-AEAJAFVJ.js";
import "./chunk-2H7AW4IA.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-DBHRDZ4J.js";
import "./chunk-ZI6GMJDV.js";
import "./chunk-IRQK3D7Y.js";
import "./chunk-6WUJNYAC.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-2KCLB7EX.js";
import "./chunk-NHBQDVUQ.js";
export {
  ConfigError,
  ConfigSchema,
  configJsonSchema,
  formatProblem,
  parseConfig,
  parseConfigLocated
};
