// The library API: `import { critique } from 'critic-gate'`.
export { critique, parseCriticInput, type CritiqueOptions, type CriticInputLike } from './critique/critique.js';
export { errorResult } from './core/error-result.js';
export { publishedResult } from './contract/published.js';
export { CriticInputSchema, AssertionSchema, type CriticInput, type Assertion } from './critique/input-schema.js';
export {
  CriticResultSchema,
  type Advisory,
  type CriticResult,
  type Criterion,
  type ExampleReading,
  type GateEntry,
  type Verdict,
  type Route,
  type Receipt,
} from './contract/result.js';
export { JudgeError, type Judge, type JudgeRequest, type JudgeAnswer, type JudgeItem, type MaterialFile } from './judge/types.js';
export { createOllamaJudge } from './judge/backends/ollama.js';
export { createJudge, type JudgeDeps } from './judge/create-judge.js';
export { MemoryCache, DirectoryCache, type JudgementCache } from './judge/cache.js';
export { resolveJudgeSettings, type JudgeSettings } from './judge/settings.js';
export { exitCodeOf, EXIT } from './errors/exit-codes.js';
export { routeOf } from './core/verdict.js';
