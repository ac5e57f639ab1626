import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{NoInputError,colorEnabled,processIo,redactingIo}from"./chunk-6KBVSXZG.js";import"./chunk-ASLYV7QU.js";import"./chunk-2QUVJBWP.js";import"./chunk-GK4BJ54Q.js";export{NoInputError,colorEnabled,processIo,redactingIo};
