import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{combineParts,createJudge}from"./chunk-BAXXKW3L.js";import"./chunk-TKVFXZSN.js";import"./chunk-6AAOQTF4.js";import"./chunk-KF5CLLNI.js";import"./chunk-EJC2ZF56.js";import"./chunk-XIQMOUE5.js";import"./chunk-SWFTTHY3.js";import"./chunk-DVJX2JN6.js";import"./chunk-FF6SCJCY.js";import"./chunk-NLA2Y5ET.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{combineParts,createJudge};
