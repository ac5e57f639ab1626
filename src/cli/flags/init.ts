import type { CommandSpec } from './command.js';
import { HELP_FLAG, str, UsageError } from './shared.js';

export interface InitCommand {
  command: 'init';
  repo: string;
  force: boolean;
  /** How many of the branch's last merged changes the config is proven on; 0: none. */
  history: number;
}

/** Issue 38: enough merges to show what a team does, few enough to replay in a minute or so. */
export const DEFAULT_HISTORY = 50;

function historyOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_HISTORY;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--history: expected a whole number ≥ 0 (0: no replay), got "${value}"`);
  return n;
}

export const initSpec: CommandSpec<InitCommand> = {
  synopsis: 'critic-gate init [--repo DIR] [--force] [--history N]',
  summary: 'Writes a starting .github/critic-gate.yml for the languages in the tree and .github/workflows/critic-gate.yml.',
  flags: {
    repo: { type: 'string', value: 'DIR', help: 'the git repository (default: the current folder)' },
    force: { type: 'boolean', help: 'overwrite files that already exist' },
    history: {
      type: 'string',
      value: 'N',
      help: `prove the config on the branch's last N merged changes first, relaxing what they break (default ${DEFAULT_HISTORY}; 0: off)`,
    },
    ...HELP_FLAG,
  },
  positional: 'repo',
  build: (values) => ({
    command: 'init',
    repo: str(values, 'repo') ?? '.',
    force: values['force'] === true,
    history: historyOf(str(values, 'history')),
  }),
};
