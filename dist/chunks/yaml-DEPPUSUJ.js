import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import{require_dist}from"./chunk-EVNSSW66.js";import{__toESM}from"./chunk-RPD7OGYV.js";var import_yaml=__toESM(require_dist(),1);function firstYamlError(text){let lineCounter=new import_yaml.LineCounter,docs=(0,import_yaml.parseAllDocuments)(text,{lineCounter,prettyErrors:!1});if(Array.isArray(docs))for(let doc of docs){let error=doc.errors[0];if(error){let{line,col}=lineCounter.linePos(error.pos[0]);return{line,column:col,message:error.message}}}}export{firstYamlError};
