import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SHOW_CONTEXT_CAP,contextLengthFromShow,ollamaSession}from"./chunk-FK2QMILN.js";import"./chunk-3Q6TSQSU.js";import"./chunk-DVJX2JN6.js";import"./chunk-NLA2Y5ET.js";import"./chunk-FF6SCJCY.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{SHOW_CONTEXT_CAP,contextLengthFromShow,ollamaSession};
