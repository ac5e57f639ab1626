import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-2KCLB7EX.js";
import {
  __toESM
} from "./chunk-NHBQDVUQ.js";

// src/subject/yaml.ts
var import_yaml = __toESM(require_dist(), 1);
function firstYamlError(text) {
  const lineCounter = new import_yaml.LineCounter();
  const docs = (0, import_yaml.parseAllDocuments)(text, { lineCounter, prettyErrors: false });
  if (!Array.isArray(docs)) return void 0;
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      const { line, col } = lineCounter.linePos(error.pos[0]);
      return { line, column: col, message: error.message };
    }
  }
  return void 0;
}
export {
  firstYamlError
};
