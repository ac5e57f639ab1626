import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
function lazyJudge(settings,deps={}){let made;return{model:settings.model,judge:async request=>(made??=import("./create-judge-I6OZF5DW.js").then(m=>m.createJudge(settings,deps)),(await made).judge(request))}}export{lazyJudge};
