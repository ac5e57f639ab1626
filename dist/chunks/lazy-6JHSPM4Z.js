import{lazyJudge}from"./chunk-3LKDIQZO.js";import"./chunk-GK4BJ54Q.js";export{lazyJudge};
