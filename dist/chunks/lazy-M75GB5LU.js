import{lazyJudge}from"./chunk-DZGF4GRJ.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
