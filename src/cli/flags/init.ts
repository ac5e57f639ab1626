import type { CommandSpec } from './command.js';
import { HELP_FLAG, str } from './shared.js';

export interface InitCommand {
  command: 'init';
  repo: string;
  force: boolean;
}

export const initSpec: CommandSpec<InitCommand> = {
  synopsis: 'critic-gate init [--repo DIR] [--force]',
  summary: 'Writes a starting .github/critic-gate.yml for the languages in the tree and .github/workflows/critic-gate.yml.',
  flags: {
    repo: { type: 'string', value: 'DIR', help: 'the git repository (default: the current folder)' },
    force: { type: 'boolean', help: 'overwrite files that already exist' },
    ...HELP_FLAG,
  },
  positional: 'repo',
  build: (values) => ({ command: 'init', repo: str(values, 'repo') ?? '.', force: values['force'] === true }),
};
