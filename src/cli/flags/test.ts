import type { CommandSpec } from './command.js';
import { formatOf, HELP_FLAG, JUDGE_SETUP_FLAGS, judgeFlags, str, VERDICT_FLAGS, type JudgeFlags } from './shared.js';

export interface TestCommand {
  command: 'test';
  repo: string;
  config: string | undefined;
  format: 'text' | 'json';
  judge: JudgeFlags;
}

export const testSpec: CommandSpec<TestCommand> = {
  synopsis: 'critic-gate test [--config FILE] [options]',
  summary:
    'Judges every example of every assertion alone (spec §15): per assertion, how many the judge reads as expected, its flips across votes, and what it said of each it misread.',
  flags: {
    repo: { type: 'string', value: 'DIR', help: 'the repository whose examples are judged (default: the current folder)' },
    config: {
      type: 'string',
      value: 'FILE',
      help: 'assertions file (default .github/critic-gate.yml), read with its examples from the working tree',
    },
    format: { type: 'string', value: 'FORMAT', help: 'text (default) or json' },
    cache: VERDICT_FLAGS.cache,
    'cache-dir': VERDICT_FLAGS['cache-dir'],
    ...JUDGE_SETUP_FLAGS,
    ...HELP_FLAG,
  },
  footer:
    'Exit codes: 0 the judge reads every example as expected (or no assertion has examples), 1 it misreads one, 4 could not judge (judge unreachable, bad config, missing example).',
  build: (values, env) => ({
    command: 'test',
    repo: str(values, 'repo') ?? '.',
    config: str(values, 'config'),
    format: formatOf(str(values, 'format'), ['text', 'json'] as const, 'text'),
    judge: { ...judgeFlags(values, env), llm: 'on' },
  }),
};
