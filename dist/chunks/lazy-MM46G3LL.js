import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{lazyJudge,lazyOllamaJudge}from"./chunk-WXULDU7W.js";import"./chunk-RPD7OGYV.js";export{lazyJudge,lazyOllamaJudge};
