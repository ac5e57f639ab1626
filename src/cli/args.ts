/**
 * The command line, read once into one typed command. Each command's flags, help and defaults sit
 * in its own table under flags/; parsing, `--help` and every "did you mean" are derived from them.
 */
import type { ParseArgsConfig } from 'node:util';
import { closest } from '../text/closest.js';
import type { CommandSpec } from './flags/command.js';
import { evalSpec, type EvalCommand } from './flags/eval.js';
import { initSpec, type InitCommand } from './flags/init.js';
import { judgeSpec, type JudgeCommand } from './flags/judge.js';
import { prSpec, type PrCommand } from './flags/pr.js';
import { replaySpec, type ReplayCommand } from './flags/replay.js';
import { schemaSpec, type SchemaCommand } from './flags/schema.js';
import { testSpec, type TestCommand } from './flags/test.js';
import { UsageError, type Env, type Values } from './flags/shared.js';

export type { EvalCommand, InitCommand, JudgeCommand, PrCommand, ReplayCommand, SchemaCommand, TestCommand };
export type { CacheDirSource, JudgeFlags, LlmSwitch, ProgressSwitch, ReportFormat } from './flags/shared.js';
export { UsageError };

export type CliCommand =
  | JudgeCommand
  | PrCommand
  | EvalCommand
  | InitCommand
  | SchemaCommand
  | TestCommand
  | ReplayCommand
  | { command: 'help'; topic?: CommandName }
  /** `critic-gate` with nothing after it: the usage, as an error (exit 4). */
  | { command: 'usage' }
  | { command: 'version' };

type Built = JudgeCommand | PrCommand | EvalCommand | InitCommand | SchemaCommand | TestCommand | ReplayCommand;
export type CommandName = Built['command'];

/** Every command, in the order help lists them; a command missing here is a compile error. */
export const COMMANDS: { readonly [N in CommandName]: CommandSpec<Extract<Built, { command: N }>> } = {
  judge: judgeSpec,
  pr: prSpec,
  test: testSpec,
  eval: evalSpec,
  init: initSpec,
  schema: schemaSpec,
  replay: replaySpec,
};

const commandNames = Object.keys(COMMANDS) as CommandName[];

/** `critic-gate <command> --help`: the synopsis and every flag the command takes, described. */
export function commandHelp(command: CommandName): string {
  const spec: CommandSpec<Built> = COMMANDS[command];
  const rows = Object.entries(spec.flags).map(([name, flag]) => [
    `${flag.short ? `-${flag.short}, ` : ''}--${name}${flag.value ? ` ${flag.value}` : ''}`,
    flag.help,
  ]);
  const width = Math.max(...rows.map(([left]) => left!.length));
  return [
    `Usage: ${spec.synopsis}`,
    '',
    spec.summary,
    '',
    'Options:',
    ...rows.map(([l, r]) => `  ${l!.padEnd(width)}  ${r}`),
    ...(spec.footer ? ['', spec.footer] : []),
  ].join('\n');
}

export const USAGE = [
  'Usage: critic-gate <command> [options]',
  '',
  'Commands:',
  ...commandNames.flatMap((c) => [`  ${COMMANDS[c].synopsis}`, `      ${COMMANDS[c].summary}`]),
  '',
  'Run critic-gate <command> --help for its options.',
  'critic-gate --version prints the version.',
  '',
  'Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL, CRITIC_GATE_BACKEND,',
  '  CRITIC_GATE_HOSTS (comma-separated), CRITIC_GATE_VOTES, CRITIC_GATE_CACHE, CRITIC_GATE_CACHE_DIR,',
  '  CRITIC_GATE_CALIBRATION, CRITIC_GATE_API_KEY (the key of an OpenAI-compatible server),',
  '  CRITIC_GATE_BROWSER (the browser for browser checks); NO_COLOR / FORCE_COLOR for colour.',
  judgeSpec.footer ?? '',
].join('\n');

/** Node's message for an unknown flag or a bare word, with what the user most likely meant. */
function usageMessage(e: unknown, command: CommandName, given: Values): string {
  const message = e instanceof Error ? e.message.replace(/^TypeError \[\w+\]: /, '') : String(e);
  const spec: CommandSpec<Built> = COMMANDS[command];
  const lists = `(critic-gate ${command} --help lists them)`;
  const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(message);
  if (unknown) {
    const name = unknown[1]!.replace(/^-+/, '').split('=')[0]!;
    const hint = closest(name, Object.keys(spec.flags));
    return `${command}: unknown option ${unknown[1]}${hint ? `; did you mean --${hint}?` : ''} ${lists}`;
  }
  const bare = /Unexpected argument '([^']*)'/.exec(message);
  if (bare) {
    const word = bare[1]!;
    const flag = spec.positional !== undefined && given[spec.positional] === undefined ? spec.positional : undefined;
    const hint = flag ? `; did you mean --${flag} ${/^[\w./:@~^-]+$/.test(word) ? word : JSON.stringify(word)}?` : '';
    return `${command}: unexpected argument "${word}"${hint} (critic-gate ${command} takes options only; --help lists them)`;
  }
  return message;
}

function parse(command: CommandName, args: readonly string[]): Values {
  // Taken from the loaded module, not imported: an ESM import of node:util evaluates every export
  // it has, and with them loads node:worker_threads and more (milliseconds of every cold start).
  const { parseArgs } = process.getBuiltinModule('node:util');
  const spec: CommandSpec<Built> = COMMANDS[command];
  const options: NonNullable<ParseArgsConfig['options']> = Object.fromEntries(
    Object.entries(spec.flags).map(([name, f]) => [
      name,
      { type: f.type, ...(f.short ? { short: f.short } : {}), ...(f.multiple ? { multiple: true } : {}) },
    ]),
  );
  try {
    if (spec.takesPositional && spec.positional !== undefined) {
      const { values, positionals } = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
      const [word, extra] = positionals;
      if (extra !== undefined) throw new UsageError(`${command}: unexpected argument "${extra}" (it takes one ${spec.positional})`);
      return (word !== undefined && values[spec.positional] === undefined ? { ...values, [spec.positional]: word } : values) as Values;
    }
    return parseArgs({ args: [...args], options, allowPositionals: false, strict: true }).values as Values;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    // Which flags were given, to hint only at a flag that is still missing.
    const given = parseArgs({ args: [...args], options, allowPositionals: true, strict: false }).values as Values;
    throw new UsageError(usageMessage(e, command, given));
  }
}

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/** Reads argv (without node and the script) and the environment into one typed command. */
export function parseCli(argv: readonly string[], env: Env): CliCommand {
  const [first, ...rest] = argv;
  if (first === undefined) return { command: 'usage' };
  if (first === '--help' || first === '-h') return { command: 'help' };
  if (first === 'help') {
    const topic = rest[0];
    return topic !== undefined && isCommand(topic) ? { command: 'help', topic } : { command: 'help' };
  }
  if (first === '--version' || first === '-v') return { command: 'version' };
  if (!isCommand(first)) {
    const hint = closest(first.replace(/^-+/, ''), commandNames);
    throw new UsageError(`unknown command "${first}"${hint ? `; did you mean ${hint}?` : ''} (expected ${commandNames.join(', ')})`);
  }
  const values = parse(first, rest);
  if (values['help']) return { command: 'help', topic: first };
  return COMMANDS[first].build(values, env);
}
