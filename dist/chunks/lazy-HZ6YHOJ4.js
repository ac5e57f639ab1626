import{lazyJudge}from"./chunk-PZ2OB7FE.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
