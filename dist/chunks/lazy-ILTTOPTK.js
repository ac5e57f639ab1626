import{lazyJudge}from"./chunk-QEM37W2O.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
