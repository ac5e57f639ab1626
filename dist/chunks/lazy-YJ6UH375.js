import{lazyJudge}from"./chunk-IKWEI6T6.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
