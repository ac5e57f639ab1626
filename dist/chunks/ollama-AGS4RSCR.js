import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  SHOW_CONTEXT_CAP,
  contextLengthFromShow,
  createOllamaJudge
} from "./chunk-OFNHZX7B.js";
import "./chunk-KXWNHFS6.js";
import "./chunk-CKPIHQ4D.js";
import "./chunk-2CCWB4ZT.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-NHBQDVUQ.js";
export {
  SHOW_CONTEXT_CAP,
  contextLengthFromShow,
  createOllamaJudge
};
