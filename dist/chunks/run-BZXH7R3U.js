import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{createJudge}from"./chunk-KJA4O2T5.js";import"./chunk-LIMTNTUT.js";import"./chunk-Q4OINDV5.js";import"./chunk-DVJX2JN6.js";import"./chunk-BNIJP7QM.js";import"./chunk-NLA2Y5ET.js";import"./chunk-FF6SCJCY.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{createJudge};
