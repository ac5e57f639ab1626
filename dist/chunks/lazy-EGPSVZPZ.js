import{lazyJudge}from"./chunk-4FNYZO7K.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
