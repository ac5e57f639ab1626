import type { JudgeProgress } from './progress.js';
import type { JudgeConfig } from '../config/index.js';
import { DEFAULTS } from '../defaults.js';

/** Everything needed to reach and drive the judge, resolved from flags, then config, then defaults. */
export interface JudgeSettings {
  host: string;
  model: string;
  temperature: number;
  seed: number;
  /** The model's context in tokens; looked up through /api/show when unset. */
  numCtx: number | undefined;
  timeoutSeconds: number;
  /** A duration (`"30m"`) or seconds; Ollama takes both, but not a number written as a string. */
  keepAlive: string | number;
  /** Told as the answer streams in (progress on stderr or in the log). */
  onProgress?: ((progress: JudgeProgress) => void) | undefined;
}

export interface JudgeOverrides {
  host?: string | undefined;
  model?: string | undefined;
  temperature?: number | undefined;
  seed?: number | undefined;
  numCtx?: number | undefined;
  timeoutSeconds?: number | undefined;
  keepAlive?: string | number | undefined;
}

/** The `judge:` section of an assertions file as a settings layer. */
export function judgeOverridesOf(judge: JudgeConfig): JudgeOverrides {
  return {
    model: judge.model,
    temperature: judge.temperature,
    seed: judge.seed,
    numCtx: judge.num_ctx,
    timeoutSeconds: judge.timeout_seconds,
    keepAlive: judge.keep_alive,
  };
}

/** Earlier layers win: `resolveJudgeSettings(flags, config)`. */
export function resolveJudgeSettings(...layers: readonly JudgeOverrides[]): JudgeSettings {
  const pick = <K extends keyof JudgeOverrides>(k: K): JudgeOverrides[K] => layers.find((l) => l[k] !== undefined)?.[k];
  return {
    host: pick('host') ?? DEFAULTS.ollamaHost,
    model: pick('model') ?? DEFAULTS.model,
    temperature: pick('temperature') ?? DEFAULTS.temperature,
    seed: pick('seed') ?? DEFAULTS.seed,
    numCtx: pick('numCtx'),
    timeoutSeconds: pick('timeoutSeconds') ?? DEFAULTS.timeoutSeconds,
    keepAlive: pick('keepAlive') ?? DEFAULTS.keepAlive,
  };
}
