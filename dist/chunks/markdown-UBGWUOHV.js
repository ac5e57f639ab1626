import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{NOT_ON_A_CHANGED_LINE,cell,code,placeKey,renderMarkdown}from"./chunk-CMK2HEJG.js";import"./chunk-2S5V4WGH.js";import"./chunk-GK4BJ54Q.js";export{NOT_ON_A_CHANGED_LINE,cell,code,placeKey,renderMarkdown};
