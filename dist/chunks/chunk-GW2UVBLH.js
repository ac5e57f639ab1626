import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  DEFAULTS
} from "./chunk-CKPIHQ4D.js";

// src/judge/settings.ts
function judgeOverridesOf(judge) {
  return {
    model: judge.model,
    temperature: judge.temperature,
    seed: judge.seed,
    numCtx: judge.num_ctx,
    timeoutSeconds: judge.timeout_seconds,
    keepAlive: judge.keep_alive
  };
}
function resolveJudgeSettings(...layers) {
  const pick = (k) => layers.find((l) => l[k] !== void 0)?.[k];
  return {
    host: pick("host") ?? DEFAULTS.ollamaHost,
    model: pick("model") ?? DEFAULTS.model,
    temperature: pick("temperature") ?? DEFAULTS.temperature,
    seed: pick("seed") ?? DEFAULTS.seed,
    numCtx: pick("numCtx"),
    timeoutSeconds: pick("timeoutSeconds") ?? DEFAULTS.timeoutSeconds,
    keepAlive: pick("keepAlive") ?? DEFAULTS.keepAlive
  };
}

export {
  judgeOverridesOf,
  resolveJudgeSettings
};
