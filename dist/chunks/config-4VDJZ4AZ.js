import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  ConfigError,
  configJsonSchema,
  formatProblem,
  parseConfig
} from "./chunk-BTRZAAB7.js";
import {
  ConfigSchema
} from "./chunk-HVHJKT4B.js";
import "./chunk-AEAJAFVJ.js";
import "./chunk-2H7AW4IA.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-QXT64TBI.js";
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
  parseConfig
};
