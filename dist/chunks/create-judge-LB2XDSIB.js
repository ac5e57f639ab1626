import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{combineParts,createJudge}from"./chunk-BIWSRTVV.js";import"./chunk-YRVQX73K.js";import"./chunk-NQC5PLCC.js";import"./chunk-KF5CLLNI.js";import"./chunk-QRFDERWA.js";import"./chunk-MJV2MHFF.js";import"./chunk-SWFTTHY3.js";import"./chunk-R77SW7DY.js";import"./chunk-FF6SCJCY.js";import"./chunk-ASLYV7QU.js";import"./chunk-2QUVJBWP.js";import"./chunk-R52WYHUN.js";import"./chunk-GK4BJ54Q.js";export{combineParts,createJudge};
