import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SARIF_SCHEMA_URI,renderSarif}from"./chunk-FPZFQFGC.js";import"./chunk-WHRUX7QH.js";import"./chunk-FU5H2HUA.js";import"./chunk-2S5V4WGH.js";import"./chunk-GK4BJ54Q.js";export{SARIF_SCHEMA_URI,renderSarif};
