import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{parseJavaScript,parseTypeScript,tellIfOxcUnavailable}from"./chunk-SCV3LSEK.js";import"./chunk-PDPQR5FX.js";import"./chunk-GK4BJ54Q.js";export{parseJavaScript,parseTypeScript,tellIfOxcUnavailable};
