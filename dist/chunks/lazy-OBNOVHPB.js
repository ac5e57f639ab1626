import{lazyJudge}from"./chunk-HQEKZZTO.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
