import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{createJudge}from"./chunk-HGZPYB42.js";import"./chunk-LIMTNTUT.js";import"./chunk-Q4OINDV5.js";import"./chunk-KXO6BQPJ.js";import"./chunk-BNIJP7QM.js";import"./chunk-CQ4SVFRC.js";import"./chunk-FF6SCJCY.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{createJudge};
