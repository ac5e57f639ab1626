import type { JudgeSettings } from './settings.js';
import type { Judge } from './types.js';

export interface ProgressOutput {
  write(text: string): void;
  /** A terminal: one line redrawn in place every second. Otherwise a line every `everyMs`. */
  live: boolean;
  color: boolean;
  everyMs?: number;
}

const seconds = (ms: number): string => `${Math.round(ms / 1000)} s`;

/**
 * A judge that says what it is doing while it works — host, model, time so far, tokens so far —
 * so a slow model is not 20 s of silence. Only the progress output changes; the answer does not.
 */
export function withProgress(
  make: (settings: JudgeSettings) => Judge,
  settings: JudgeSettings,
  out: ProgressOutput,
  now: () => number = () => performance.now(),
): Judge {
  let tokens = 0;
  const dim = (s: string): string => (out.color ? `\u001b[2m${s}\u001b[0m` : s);
  const judge = make({
    ...settings,
    onProgress: (p) => {
      tokens = p.completionTokens;
      // A notice is a line of its own; a live line is redrawn after it on the next tick.
      if (p.notice) out.write(`${out.live ? '\r\u001b[K' : ''}${noticeLine(p.notice)}`);
    },
  });
  return {
    model: judge.model,
    judge: async (request) => {
      const started = now();
      const n = request.assertions.length;
      const line = (state: string): string =>
        `critic-gate: ${state} ${n} assertion${n === 1 ? '' : 's'} with ${settings.model} at ${settings.hosts[0]} · ${seconds(now() - started)} · ${tokens} tokens`;
      const show = (state: string, final = false): void => {
        if (out.live) out.write(`\r\u001b[K${dim(line(state))}${final ? '\n' : ''}`);
        else out.write(`${line(state)}\n`);
      };
      show('judging');
      const timer = setInterval(() => show('judging'), out.live ? 1000 : (out.everyMs ?? 10_000));
      timer.unref();
      try {
        const answer = await judge.judge(request);
        tokens = Math.max(tokens, answer.stats.completion_tokens);
        show('judged', true);
        return answer;
      } catch (e) {
        show('could not judge', true);
        throw e;
      } finally {
        clearInterval(timer);
      }
    },
  };
}

/** A notice of the judge (it changed course) as the line written on stderr or in the log. */
export const noticeLine = (notice: string): string => `critic-gate: ${notice}\n`;

/**
 * A judge whose notices are written even when its progress is not shown: a server that refused a
 * request for its length, and the refit that follows, are said once (issue 43).
 */
export function withNotices(make: (settings: JudgeSettings) => Judge, settings: JudgeSettings, write: (text: string) => void): Judge {
  return make({ ...settings, onProgress: (p) => (p.notice ? write(noticeLine(p.notice)) : undefined) });
}
