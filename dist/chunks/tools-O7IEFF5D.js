import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{TOOLS,TOOL_TIMEOUT_MS,ToolUnavailable,parseWithTool}from"./chunk-4WSVALYK.js";import"./chunk-QIT2XKA5.js";import"./chunk-GK4BJ54Q.js";export{TOOLS,TOOL_TIMEOUT_MS,ToolUnavailable,parseWithTool};
