import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import "./chunks/chunk-XBH5Y6PX.js";
import "./chunks/chunk-SEQOVDW6.js";
import {
  EXIT,
  exitCodeOf
} from "./chunks/chunk-KZRA4P5D.js";
import {
  CriticResultSchema
} from "./chunks/chunk-65RKR6YL.js";
import {
  resolveJudgeSettings
} from "./chunks/chunk-RUZ5Z32G.js";
import "./chunks/chunk-CKPIHQ4D.js";
import {
  createJudge
} from "./chunks/chunk-FJMXONG7.js";
import {
  DirectoryCache,
  MemoryCache
} from "./chunks/chunk-PY645NKA.js";
import {
  critique,
  errorResult,
  parseCriticInput
} from "./chunks/chunk-I2LRHO7P.js";
import "./chunks/chunk-OB5T6OXR.js";
import {
  routeOf
} from "./chunks/chunk-LMIXAOUK.js";
import {
  AssertionSchema,
  CriticInputSchema
} from "./chunks/chunk-DBHRDZ4J.js";
import {
  JudgeError
} from "./chunks/chunk-Y4QFHWPE.js";
import "./chunks/chunk-ZI6GMJDV.js";
import "./chunks/chunk-IRQK3D7Y.js";
import "./chunks/chunk-6WUJNYAC.js";
import "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-2KCLB7EX.js";
import "./chunks/chunk-NHBQDVUQ.js";

// src/judge/ollama.ts
function createOllamaJudge(options) {
  const settings = resolveJudgeSettings({
    backend: "ollama",
    hosts: options.hosts,
    host: options.host,
    model: options.model,
    temperature: options.temperature,
    seed: options.seed,
    numCtx: options.numCtx,
    timeoutSeconds: options.timeoutSeconds,
    keepAlive: options.keepAlive,
    votes: options.votes,
    calibration: options.calibration,
    // A library caller gets no cache unless it asks: there is nowhere obvious to keep one.
    cache: options.cache ?? "off",
    cacheDir: options.cacheDir,
    vision: options.vision
  });
  return createJudge({ ...settings, onProgress: options.onProgress }, { fetch: options.fetch, now: options.now });
}
export {
  AssertionSchema,
  CriticInputSchema,
  CriticResultSchema,
  DirectoryCache,
  EXIT,
  JudgeError,
  MemoryCache,
  createJudge,
  createOllamaJudge,
  critique,
  errorResult,
  exitCodeOf,
  parseCriticInput,
  resolveJudgeSettings,
  routeOf
};
