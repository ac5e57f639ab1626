import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{PYTHON_TIMEOUT_MS,PythonUnavailable,parsePython,pythonChosenByUser,pythonProgram,startPython}from"./chunk-3JVVBTA7.js";import"./chunk-QIT2XKA5.js";import"./chunk-NKNO5BL4.js";import"./chunk-GK4BJ54Q.js";export{PYTHON_TIMEOUT_MS,PythonUnavailable,parsePython,pythonChosenByUser,pythonProgram,startPython};
