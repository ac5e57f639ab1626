import{lazyJudge}from"./chunk-TU5U26LO.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
