import type { CommandSpec } from './command.js';
export interface SchemaCommand {
    command: 'schema';
}
export declare const schemaSpec: CommandSpec<SchemaCommand>;
