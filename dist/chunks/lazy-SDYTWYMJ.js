import{lazyJudge}from"./chunk-ZCIQOYGW.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
