import type { CommandSpec } from './command.js';
import { HELP_FLAG, str, UsageError } from './shared.js';

export interface InitCommand {
  command: 'init';
  repo: string;
  force: boolean;
  /** How many of the branch's last merged changes the config is replayed on before it is written; 0: none. */
  history: number;
}

/** The merged changes `init` replays by default (issue 38). */
export const DEFAULT_HISTORY = 50;

function historyOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_HISTORY;
  const n = Number(value);
  if (value.trim() === '' || !Number.isInteger(n) || n < 0)
    throw new UsageError(`--history: expected a whole number ≥ 0 (0: no replay), got "${value}"`);
  return n;
}

export const initSpec: CommandSpec<InitCommand> = {
  synopsis: 'critic-gate init [--repo DIR] [--history N] [--force]',
  summary: 'Writes a starting .github/critic-gate.yml for the languages in the tree and .github/workflows/critic-gate.yml.',
  flags: {
    repo: { type: 'string', value: 'DIR', help: 'the git repository (default: the current folder)' },
    history: {
      type: 'string',
      value: 'N',
      help: `replay the branch's last N merged changes with the config's deterministic checks first, and relax what would have blocked them (default: ${DEFAULT_HISTORY}; 0: off)`,
    },
    force: { type: 'boolean', help: 'overwrite files that already exist' },
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
