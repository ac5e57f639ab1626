import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{VENDORED,codeCache,loadVendored,useCodeCache}from"./chunk-HP4LWEZU.js";import"./chunk-RPD7OGYV.js";export{VENDORED,codeCache,loadVendored,useCodeCache};
