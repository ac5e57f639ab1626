import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{checkFile}from"./chunk-K5FLO2T5.js";import"./chunk-XQE55QYM.js";import"./chunk-GKIMWW7T.js";import"./chunk-6IVNYVCI.js";import"./chunk-SWFTTHY3.js";import"./chunk-34PA3W2Y.js";import"./chunk-FF6SCJCY.js";import"./chunk-2QUVJBWP.js";import"./chunk-R52WYHUN.js";import"./chunk-GK4BJ54Q.js";export{checkFile};
