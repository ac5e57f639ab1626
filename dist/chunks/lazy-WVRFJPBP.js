import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{lazyJudge}from"./chunk-XUEBCCCR.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
