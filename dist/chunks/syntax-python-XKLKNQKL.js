import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{PYTHON_TIMEOUT_MS,PythonUnavailable,parsePython,pythonProgram,startPython}from"./chunk-JYSGUXSB.js";import"./chunk-LYCVRYV2.js";import"./chunk-RPD7OGYV.js";export{PYTHON_TIMEOUT_MS,PythonUnavailable,parsePython,pythonProgram,startPython};
