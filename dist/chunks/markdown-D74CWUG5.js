import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{NOT_ON_A_CHANGED_LINE,cell,code,placeKey,renderMarkdown}from"./chunk-NGWMPE63.js";import"./chunk-HSY3RJIX.js";import"./chunk-RPD7OGYV.js";export{NOT_ON_A_CHANGED_LINE,cell,code,placeKey,renderMarkdown};
