import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{PYTHON_TIMEOUT_MS,PythonUnavailable,parsePython,pythonChosenByUser,pythonProgram,startPython}from"./chunk-24IR4V66.js";import"./chunk-LYCVRYV2.js";import"./chunk-SJ7TZN7W.js";import"./chunk-RPD7OGYV.js";export{PYTHON_TIMEOUT_MS,PythonUnavailable,parsePython,pythonChosenByUser,pythonProgram,startPython};
