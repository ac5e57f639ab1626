import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  createOllamaJudge
} from "./chunks/chunk-OFNHZX7B.js";
import {
  EXIT,
  exitCodeOf
} from "./chunks/chunk-KZRA4P5D.js";
import {
  CriticResultSchema
} from "./chunks/chunk-PA6XMCOH.js";
import {
  resolveJudgeSettings
} from "./chunks/chunk-GW2UVBLH.js";
import {
  critique,
  errorResult,
  parseCriticInput
} from "./chunks/chunk-W3274VTJ.js";
import {
  routeOf
} from "./chunks/chunk-HGFBIAO7.js";
import {
  JudgeError
} from "./chunks/chunk-KXWNHFS6.js";
import "./chunks/chunk-CKPIHQ4D.js";
import {
  AssertionSchema,
  CriticInputSchema
} from "./chunks/chunk-Z6IAH3QY.js";
import "./chunks/chunk-2CCWB4ZT.js";
import "./chunks/chunk-VFQPB5V3.js";
import "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-ZI6GMJDV.js";
import "./chunks/chunk-NHBQDVUQ.js";
export {
  AssertionSchema,
  CriticInputSchema,
  CriticResultSchema,
  EXIT,
  JudgeError,
  createOllamaJudge,
  critique,
  errorResult,
  exitCodeOf,
  parseCriticInput,
  resolveJudgeSettings,
  routeOf
};
