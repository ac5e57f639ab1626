import type { CommandSpec } from './command.js';
import { formatOf, HELP_FLAG, hostsOf, positiveNumber, str, UsageError, type Env } from './shared.js';

export interface ReplayCommand {
  command: 'replay';
  /** The result JSON whose receipt is replayed. */
  result: string;
  /** The requests file; default the result's name with `.requests.jsonl` for `.json`. */
  requests: string | undefined;
  /** Where to send them; default the backend's default host. */
  host: string | undefined;
  format: 'text' | 'json';
  timeoutSeconds: number | undefined;
  apiKey: string | undefined;
}

export const REPLAY_EXIT_CODES = 'Exit codes: 0 every criterion reproduced, 1 some criterion not, 4 could not replay.';

export const replaySpec: CommandSpec<ReplayCommand> = {
  synopsis: 'critic-gate replay RESULT.json [options]',
  summary: "Re-sends a result's judge requests (from its --requests file) and says, per criterion, whether the verdict is reproduced.",
  flags: {
    result: { type: 'string', value: 'FILE', help: 'the result JSON (or give it as the first argument)' },
    requests: {
      type: 'string',
      value: 'FILE',
      help: 'the requests file written by --requests (default: RESULT with .requests.jsonl for .json)',
    },
    host: {
      type: 'string',
      multiple: true,
      value: 'URL',
      help: "the judge server to send them to (default: the default host of the result's backend); env CRITIC_GATE_HOSTS, OLLAMA_HOST",
    },
    format: { type: 'string', value: 'FORMAT', help: 'text (default) or json' },
    timeout: { type: 'string', value: 'S', help: 'the time limit of the whole replay in seconds (default 300)' },
    ...HELP_FLAG,
  },
  positional: 'result',
  takesPositional: true,
  footer: REPLAY_EXIT_CODES,
  build: (values, env: Env) => {
    const result = str(values, 'result');
    if (result === undefined) throw new UsageError('replay: which result? critic-gate replay RESULT.json');
    return {
      command: 'replay',
      result,
      requests: str(values, 'requests'),
      host: hostsOf(values, env)?.[0],
      format: formatOf(str(values, 'format'), ['text', 'json'] as const, 'text'),
      timeoutSeconds: positiveNumber('timeout', str(values, 'timeout')),
      apiKey: env['CRITIC_GATE_API_KEY'] || undefined,
    };
  },
};
