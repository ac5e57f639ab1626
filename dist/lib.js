import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  createOllamaJudge
} from "./chunks/chunk-TKK3JQKH.js";
import {
  EXIT,
  exitCodeOf
} from "./chunks/chunk-KZRA4P5D.js";
import {
  CriticResultSchema
} from "./chunks/chunk-PA6XMCOH.js";
import {
  resolveJudgeSettings
} from "./chunks/chunk-6FW6G45G.js";
import "./chunks/chunk-I5GL3RAX.js";
import {
  critique,
  errorResult,
  parseCriticInput
} from "./chunks/chunk-TXYEE3VF.js";
import {
  routeOf
} from "./chunks/chunk-R45Y4IUX.js";
import {
  JudgeError
} from "./chunks/chunk-KXWNHFS6.js";
import {
  AssertionSchema,
  CriticInputSchema
} from "./chunks/chunk-5QCXBUEJ.js";
import "./chunks/chunk-2CCWB4ZT.js";
import "./chunks/chunk-SJZ3AIJA.js";
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
