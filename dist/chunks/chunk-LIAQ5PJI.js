import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  exitCodeOf
} from "./chunk-KZRA4P5D.js";

// src/cli/outcome.ts
function flagOverrides(flags) {
  return {
    backend: flags.backend,
    hosts: flags.hosts,
    model: flags.model,
    timeoutSeconds: flags.timeoutSeconds,
    numCtx: flags.numCtx,
    votes: flags.votes,
    cache: flags.cache,
    calibration: flags.calibration,
    cacheDir: flags.cacheDir,
    apiKey: flags.apiKey
  };
}
function outcomeOf(result) {
  const message = result._critic_status === "error" ? { message: `could not judge: ${result.error ?? "unknown error"}` } : {};
  return { result, exitCode: exitCodeOf(result), ...message };
}

export {
  flagOverrides,
  outcomeOf
};
