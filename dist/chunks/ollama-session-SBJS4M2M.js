import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  SHOW_CONTEXT_CAP,
  contextLengthFromShow,
  ollamaSession
} from "./chunk-XBH5Y6PX.js";
import "./chunk-SEQOVDW6.js";
import "./chunk-Y4QFHWPE.js";
import "./chunk-RX23ZOBF.js";
import "./chunk-NHBQDVUQ.js";
export {
  SHOW_CONTEXT_CAP,
  contextLengthFromShow,
  ollamaSession
};
