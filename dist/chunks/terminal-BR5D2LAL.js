import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{renderTerminal,scrubControls,terminalSections}from"./chunk-XBXU5L7O.js";import"./chunk-FU5H2HUA.js";import"./chunk-2S5V4WGH.js";import"./chunk-R52WYHUN.js";import"./chunk-GK4BJ54Q.js";export{renderTerminal,scrubControls,terminalSections};
