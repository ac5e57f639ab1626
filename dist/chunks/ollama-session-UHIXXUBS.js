import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SHOW_CONTEXT_CAP,contextLengthFromShow,ollamaSession}from"./chunk-4E7JJJ4D.js";import"./chunk-DVJX2JN6.js";import"./chunk-DMEIA6PT.js";import"./chunk-FF6SCJCY.js";import"./chunk-NLA2Y5ET.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{SHOW_CONTEXT_CAP,contextLengthFromShow,ollamaSession};
