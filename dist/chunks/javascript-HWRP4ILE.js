import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{parseJavaScript,parseTypeScript,tellIfOxcUnavailable}from"./chunk-URODKA6Q.js";import"./chunk-DXZEQ5IK.js";import"./chunk-GK4BJ54Q.js";export{parseJavaScript,parseTypeScript,tellIfOxcUnavailable};
