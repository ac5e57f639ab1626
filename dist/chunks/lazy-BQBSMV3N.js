import{lazyJudge}from"./chunk-575WJ2GZ.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
