import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{combineParts,createJudge}from"./chunk-KSX7BLEI.js";import"./chunk-4B2DTL4Q.js";import"./chunk-QRFDERWA.js";import"./chunk-NQC5PLCC.js";import"./chunk-O7T2T3H5.js";import"./chunk-SWFTTHY3.js";import"./chunk-R77SW7DY.js";import"./chunk-FF6SCJCY.js";import"./chunk-ASLYV7QU.js";import"./chunk-2QUVJBWP.js";import"./chunk-R52WYHUN.js";import"./chunk-GK4BJ54Q.js";export{combineParts,createJudge};
