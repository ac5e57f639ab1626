import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{SARIF_SCHEMA_URI,renderSarif}from"./chunk-A4OWMS7R.js";import"./chunk-MWK2VJYW.js";import"./chunk-2XVBTWAR.js";import"./chunk-XDKQZOKL.js";import"./chunk-RPD7OGYV.js";export{SARIF_SCHEMA_URI,renderSarif};
