import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{VENDORED,codeCache,loadVendored,useCodeCache}from"./chunk-PDPQR5FX.js";import"./chunk-GK4BJ54Q.js";export{VENDORED,codeCache,loadVendored,useCodeCache};
