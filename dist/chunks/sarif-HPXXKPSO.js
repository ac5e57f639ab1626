import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SARIF_SCHEMA_URI,renderSarif}from"./chunk-EOC24OKJ.js";import"./chunk-MWK2VJYW.js";import"./chunk-IOOJX262.js";import"./chunk-HSY3RJIX.js";import"./chunk-RPD7OGYV.js";export{SARIF_SCHEMA_URI,renderSarif};
