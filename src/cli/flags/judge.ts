import { formatHelp, REPORT_FORMAT_NAMES } from '../../report/formats.js';
import type { CommandSpec } from './command.js';
import { VERDICT_EXIT_CODES } from './command.js';
import {
  attemptOf,
  formatOf,
  HELP_FLAG,
  JUDGE_SETUP_FLAGS,
  judgeFlags,
  str,
  VERDICT_FLAGS,
  type Attempt,
  type JudgeFlags,
  type ReportFormat,
} from './shared.js';

export interface JudgeCommand {
  command: 'judge';
  input: string | undefined;
  pretty: boolean;
  format: ReportFormat;
  judge: JudgeFlags;
  attempt: Attempt;
}

export const judgeSpec: CommandSpec<JudgeCommand> = {
  synopsis: 'critic-gate judge [options] < input.json',
  summary: 'Judges one critic input (JSON, stdin or --input) and prints the result.',
  flags: {
    input: { type: 'string', value: 'FILE', help: 'read the critic input from FILE instead of stdin' },
    pretty: { type: 'boolean', help: 'indent the result JSON' },
    format: { type: 'string', value: 'FORMAT', help: formatHelp('json') },
    ...VERDICT_FLAGS,
    ...JUDGE_SETUP_FLAGS,
    ...HELP_FLAG,
  },
  positional: 'input',
  footer: VERDICT_EXIT_CODES,
  build: (values, env) => ({
    command: 'judge',
    input: str(values, 'input'),
    pretty: values['pretty'] === true,
    format: formatOf(str(values, 'format'), REPORT_FORMAT_NAMES, 'json'),
    judge: judgeFlags(values, env),
    attempt: attemptOf(values),
  }),
};
