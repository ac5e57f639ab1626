import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{lazyJudge,lazyOllamaJudge}from"./chunk-3KVCNI6A.js";import"./chunk-RPD7OGYV.js";export{lazyJudge,lazyOllamaJudge};
