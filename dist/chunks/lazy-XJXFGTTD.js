import{lazyJudge}from"./chunk-CLXTHVEH.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
