import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  DEFAULTS
} from "./chunk-CKPIHQ4D.js";

// src/judge/settings.ts
var onOff = (v) => v === void 0 ? void 0 : v === true || v === "on" ? "on" : "off";
function judgeOverridesOf(judge) {
  return {
    backend: judge.backend,
    hosts: judge.hosts ?? (judge.host !== void 0 ? [judge.host] : void 0),
    model: judge.model,
    temperature: judge.temperature,
    seed: judge.seed,
    numCtx: judge.num_ctx,
    timeoutSeconds: judge.timeout_seconds,
    keepAlive: judge.keep_alive,
    votes: judge.votes,
    cache: onOff(judge.cache),
    calibration: onOff(judge.calibration),
    firstByteSeconds: judge.first_byte_seconds,
    vision: judge.vision === void 0 ? void 0 : judge.vision === "on"
  };
}
var DEFAULT_HOST = { ollama: DEFAULTS.ollamaHost, openai: "http://127.0.0.1:8000" };
function resolveJudgeSettings(...layers) {
  const pick = (k) => layers.find((l) => l[k] !== void 0)?.[k];
  const backend = pick("backend") ?? "ollama";
  const hostLayer = layers.find((l) => l.hosts !== void 0 && l.hosts.length > 0 || l.host !== void 0);
  const hosts = hostLayer ? hostLayer.hosts?.length ? [...hostLayer.hosts] : [hostLayer.host] : [DEFAULT_HOST[backend]];
  return {
    backend,
    hosts,
    host: hosts[0],
    model: pick("model") ?? DEFAULTS.model,
    temperature: pick("temperature") ?? DEFAULTS.temperature,
    seed: pick("seed") ?? DEFAULTS.seed,
    numCtx: pick("numCtx"),
    timeoutSeconds: pick("timeoutSeconds") ?? DEFAULTS.timeoutSeconds,
    keepAlive: pick("keepAlive") ?? DEFAULTS.keepAlive,
    votes: pick("votes") ?? 1,
    cache: pick("cache") ?? "on",
    calibration: pick("calibration") ?? "on",
    cacheDir: pick("cacheDir"),
    apiKey: pick("apiKey"),
    firstByteSeconds: pick("firstByteSeconds"),
    ...pick("vision") ? { vision: true } : {}
  };
}

export {
  judgeOverridesOf,
  resolveJudgeSettings
};
