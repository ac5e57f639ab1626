import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{renderTerminal,scrubControls,terminalSections}from"./chunk-F3QEY5RO.js";import"./chunk-IOOJX262.js";import"./chunk-HSY3RJIX.js";import"./chunk-R52WYHUN.js";import"./chunk-RPD7OGYV.js";export{renderTerminal,scrubControls,terminalSections};
