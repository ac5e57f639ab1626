import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{VENDORED,keepCompiledModules,loadVendored}from"./chunk-DXZEQ5IK.js";import"./chunk-GK4BJ54Q.js";export{VENDORED,keepCompiledModules,loadVendored};
