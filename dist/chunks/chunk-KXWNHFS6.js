import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/judge/types.ts
var JudgeError = class extends Error {
  constructor(message, stats) {
    super(message);
    this.stats = stats;
    this.name = "JudgeError";
  }
  stats;
};

export {
  JudgeError
};
