import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  createOllamaJudge
} from "./chunks/chunk-BUKACSPW.js";
import {
  CriticResultSchema
} from "./chunks/chunk-RC5N5BVF.js";
import {
  AssertionSchema,
  CriticInputSchema,
  critique,
  errorResult,
  parseCriticInput
} from "./chunks/chunk-CSVJRBFD.js";
import {
  EXIT,
  exitCodeOf
} from "./chunks/chunk-KZRA4P5D.js";
import {
  resolveJudgeSettings
} from "./chunks/chunk-5VN32Y2C.js";
import "./chunks/chunk-I5GL3RAX.js";
import {
  routeOf
} from "./chunks/chunk-HU7PA3PF.js";
import {
  JudgeError
} from "./chunks/chunk-KXWNHFS6.js";
import "./chunks/chunk-KWC77IRO.js";
import "./chunks/chunk-O3WKGU23.js";
import "./chunks/chunk-VH477OD2.js";
import "./chunks/chunk-IIZ65A3A.js";
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
