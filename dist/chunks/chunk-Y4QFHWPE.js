import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/judge/types.ts
var JudgeError = class extends Error {
  constructor(message, stats, calibration) {
    super(message);
    this.stats = stats;
    this.calibration = calibration;
    this.name = "JudgeError";
  }
  stats;
  calibration;
};

export {
  JudgeError
};
