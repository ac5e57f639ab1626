import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SHOW_CONTEXT_CAP,contextLengthFromShow,ollamaSession}from"./chunk-J2KYJTPK.js";import"./chunk-R77SW7DY.js";import"./chunk-7QEL2JGD.js";import"./chunk-FF6SCJCY.js";import"./chunk-ASLYV7QU.js";import"./chunk-2QUVJBWP.js";import"./chunk-R52WYHUN.js";import"./chunk-GK4BJ54Q.js";export{SHOW_CONTEXT_CAP,contextLengthFromShow,ollamaSession};
