import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{lazyJudge}from"./chunk-7JKQSX4C.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
