import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  SHOW_CONTEXT_CAP,
  contextLengthFromShow,
  createOllamaJudge
} from "./chunk-BUKACSPW.js";
import "./chunk-I5GL3RAX.js";
import "./chunk-KXWNHFS6.js";
import "./chunk-O3WKGU23.js";
import "./chunk-IIZ65A3A.js";
import "./chunk-NHBQDVUQ.js";
export {
  SHOW_CONTEXT_CAP,
  contextLengthFromShow,
  createOllamaJudge
};
