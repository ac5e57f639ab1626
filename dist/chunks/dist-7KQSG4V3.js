import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{require_dist}from"./chunk-EVNSSW66.js";import"./chunk-RPD7OGYV.js";export default require_dist();
