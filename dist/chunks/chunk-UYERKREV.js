import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  exitCodeOf
} from "./chunk-KZRA4P5D.js";

// src/cli/outcome.ts
function outcomeOf(result) {
  const message = result._critic_status === "error" ? { message: `could not judge: ${result.error ?? "unknown error"}` } : {};
  return { result, exitCode: exitCodeOf(result), ...message };
}

export {
  outcomeOf
};
