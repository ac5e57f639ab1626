import{lazyJudge}from"./chunk-LE6GH5HI.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
