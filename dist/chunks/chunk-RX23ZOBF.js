import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/error-message.ts
var errorMessage = (e) => e instanceof Error ? e.message : String(e);

export {
  errorMessage
};
