import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{clip}from"./chunk-R52WYHUN.js";var at=(path,line)=>line===void 0?path:`${path}:${line}`;function excerpt(text,max=120){return clip(text.trim(),max)}export{at,excerpt};
