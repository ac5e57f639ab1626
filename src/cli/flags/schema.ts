import type { CommandSpec } from './command.js';
import { HELP_FLAG } from './shared.js';

export interface SchemaCommand {
  command: 'schema';
}

export const schemaSpec: CommandSpec<SchemaCommand> = {
  synopsis: 'critic-gate schema',
  summary: 'Prints the JSON Schema of the assertions file.',
  flags: { ...HELP_FLAG },
  build: () => ({ command: 'schema' }),
};
