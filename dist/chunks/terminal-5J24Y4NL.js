import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{renderTerminal,scrubControls,terminalSections}from"./chunk-GZPAALRJ.js";import"./chunk-2XVBTWAR.js";import"./chunk-XDKQZOKL.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{renderTerminal,scrubControls,terminalSections};
