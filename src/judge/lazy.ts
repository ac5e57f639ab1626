import { createJudge, type JudgeDeps } from './run.js';
import type { JudgeSettings } from './settings.js';
import type { Judge } from './types.js';

/**
 * The judge for the configured backend. Its adapter (the Ollama client and its HTTP stack are a
 * large part of the bundle) is loaded only when it is asked to judge: runs with the LLM off or a
 * failing gate never need it.
 */
export function lazyJudge(settings: JudgeSettings, deps: JudgeDeps = {}): Judge {
  return createJudge(settings, deps);
}

/** The earlier name, kept for callers of the library. */
export const lazyOllamaJudge = lazyJudge;
