import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{renderTerminal,scrubControls,terminalSections}from"./chunk-P3EPSYXV.js";import"./chunk-HGKNNPN2.js";import"./chunk-LYQHOHKW.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{renderTerminal,scrubControls,terminalSections};
