import{lazyJudge}from"./chunk-5RTIUBMU.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
