import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{NoInputError,colorEnabled,processIo,redactingIo}from"./chunk-HAWWYPCC.js";import"./chunk-NLA2Y5ET.js";import"./chunk-6A6TPIRQ.js";import"./chunk-RPD7OGYV.js";export{NoInputError,colorEnabled,processIo,redactingIo};
