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
  UsageError,
  VERDICT_FLAGS,
  type Attempt,
  type JudgeFlags,
  type ReportFormat,
} from './shared.js';

export interface PrCommand {
  command: 'pr';
  repo: string;
  base: string;
  head: string;
  config: string | undefined;
  allowCommands: boolean;
  /** --command-sandbox; undefined: the config's command_sandbox, else `required`. */
  commandSandbox: 'required' | 'off' | undefined;
  json: string | undefined;
  /** Where screenshots go; default next to --json, else a temporary folder. */
  artifacts: string | undefined;
  /** The browser for `browser` checks; default CRITIC_GATE_BROWSER, then PATH. */
  browserPath: string | undefined;
  format: ReportFormat;
  judge: JudgeFlags;
  attempt: Attempt;
}

function sandboxOf(value: string | undefined): PrCommand['commandSandbox'] {
  if (value === undefined || value === 'required' || value === 'off') return value;
  throw new UsageError(`--command-sandbox: expected required or off, got "${value}"`);
}

export const prSpec: CommandSpec<PrCommand> = {
  synopsis: 'critic-gate pr --base REF [options]',
  summary: 'Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.',
  flags: {
    repo: { type: 'string', value: 'DIR', help: 'the git repository (default: the current folder)' },
    base: { type: 'string', value: 'REF', help: 'the branch or commit the change goes into (required)' },
    head: { type: 'string', value: 'REF', help: "the change's last commit (default HEAD); judged: merge-base(BASE, HEAD)..HEAD" },
    config: { type: 'string', value: 'FILE', help: 'assertions file (default .github/critic-gate.yml), read at the base commit' },
    'allow-commands': { type: 'boolean', help: 'let command and gotchas checks run shell commands' },
    'command-sandbox': {
      type: 'string',
      value: 'required|off',
      help: 'run commands in bubblewrap (required, the default) or unsandboxed (off)',
    },
    'browser-path': { type: 'string', value: 'FILE', help: 'the Chromium/Chrome for browser checks; env CRITIC_GATE_BROWSER, else PATH' },
    artifacts: { type: 'string', value: 'DIR', help: 'where screenshots go (default: next to --json, else a temporary folder)' },
    json: { type: 'string', value: 'FILE', help: 'also write the result JSON to FILE' },
    format: { type: 'string', value: 'FORMAT', help: formatHelp('text') },
    ...VERDICT_FLAGS,
    ...JUDGE_SETUP_FLAGS,
    ...HELP_FLAG,
  },
  positional: 'base',
  footer: VERDICT_EXIT_CODES,
  build: (values, env) => {
    const base = str(values, 'base');
    if (!base)
      throw new UsageError(
        'pr: --base REF is required (the branch or commit the change goes into), e.g. critic-gate pr --base origin/main',
      );
    return {
      command: 'pr',
      repo: str(values, 'repo') ?? '.',
      base,
      head: str(values, 'head') ?? 'HEAD',
      config: str(values, 'config'),
      allowCommands: values['allow-commands'] === true,
      commandSandbox: sandboxOf(str(values, 'command-sandbox')),
      json: str(values, 'json'),
      artifacts: str(values, 'artifacts'),
      browserPath: str(values, 'browser-path'),
      format: formatOf(str(values, 'format'), REPORT_FORMAT_NAMES, 'text'),
      judge: judgeFlags(values, env),
      attempt: attemptOf(values),
    };
  },
};
