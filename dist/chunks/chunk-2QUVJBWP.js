import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
var errorMessage=e=>e instanceof Error?e.message:String(e);export{errorMessage};
