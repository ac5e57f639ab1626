import type { JudgeSettings } from './settings.js';
import type { Judge } from './types.js';

/**
 * The Ollama judge, loaded only when it is asked to judge: the client and its HTTP stack are a
 * large part of the bundle, and runs with the LLM off or a failing gate never need them.
 */
export function lazyOllamaJudge(settings: JudgeSettings): Judge {
  return {
    model: settings.model,
    judge: async (request) => {
      const { createOllamaJudge } = await import('./ollama.js');
      return createOllamaJudge(settings).judge(request);
    },
  };
}
