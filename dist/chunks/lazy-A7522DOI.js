import{lazyJudge}from"./chunk-WVAFTAJO.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
