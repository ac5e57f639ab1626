import { JudgeError, type Judge, type JudgeItem, type JudgeRequest } from '../../src/judge/types.js';

/**
 * An in-process judge for engine tests: answers with fixed items and shows the judge every
 * material line. The Ollama path itself is tested against the wire-level double.
 */
export function scriptedJudge(answer: (req: JudgeRequest) => JudgeItem[] | JudgeError): Judge & { calls: JudgeRequest[] } {
  const calls: JudgeRequest[] = [];
  return {
    model: 'scripted',
    calls,
    async judge(req) {
      calls.push(req);
      const items = answer(req);
      if (items instanceof JudgeError) throw items;
      return {
        items,
        seen: new Map(req.material.map((m) => [m.path, new Set(m.lines.map((l) => l.n))])),
        stats: { model: 'scripted', llm_calls: 1, prompt_tokens: 10, completion_tokens: 5, duration_ms: 1, truncated_lines: 0 },
      };
    },
  };
}
