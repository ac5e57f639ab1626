import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{loadVendored}from"./chunk-DXZEQ5IK.js";var engine;function re2(codeCacheDir){if(engine===void 0){let loaded=loadVendored("re2js",codeCacheDir);engine=loaded.exports.RE2JS,queueMicrotask(loaded.keep)}return engine}export{re2};
