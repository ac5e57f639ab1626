import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{cell,code,renderMarkdown}from"./chunk-MJ7MSSBB.js";import"./chunk-HGKNNPN2.js";import"./chunk-LYQHOHKW.js";import"./chunk-RPD7OGYV.js";export{cell,code,renderMarkdown};
