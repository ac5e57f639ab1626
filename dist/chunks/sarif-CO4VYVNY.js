import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SARIF_SCHEMA_URI,renderSarif}from"./chunk-2RF6BKTC.js";import"./chunk-MWK2VJYW.js";import"./chunk-LYQHOHKW.js";import"./chunk-RPD7OGYV.js";export{SARIF_SCHEMA_URI,renderSarif};
