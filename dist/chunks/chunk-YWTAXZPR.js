import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{loadVendored}from"./chunk-PDPQR5FX.js";var engine;function re2(){if(engine===void 0){let loaded=loadVendored("re2js");engine=loaded.exports.RE2JS,queueMicrotask(loaded.keep)}return engine}export{re2};
