import{lazyJudge}from"./chunk-TDJE6CHK.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
