import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{createJudge}from"./chunk-UEOLQMB2.js";import"./chunk-TKVFXZSN.js";import"./chunk-Q4OINDV5.js";import"./chunk-KF5CLLNI.js";import"./chunk-XMJDHFWP.js";import"./chunk-XIQMOUE5.js";import"./chunk-SWFTTHY3.js";import"./chunk-DVJX2JN6.js";import"./chunk-FF6SCJCY.js";import"./chunk-NLA2Y5ET.js";import"./chunk-6A6TPIRQ.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{createJudge};
