import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closest } from '../closest.js';

export type LlmSwitch = 'on' | 'off';
export type ReportFormat = 'text' | 'json' | 'markdown' | 'sarif';
export type ProgressSwitch = 'auto' | 'on' | 'off';

/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags {
  llm: LlmSwitch;
  ollamaHost: string | undefined;
  model: string | undefined;
  timeoutSeconds: number | undefined;
  numCtx: number | undefined;
  /** Progress on stderr while judging: `auto` shows it when stderr is a terminal. */
  progress: ProgressSwitch;
}

export interface JudgeCommand {
  command: 'judge';
  input: string | undefined;
  pretty: boolean;
  format: 'json' | 'sarif';
  judge: JudgeFlags;
  attempt: { number: number; max: number } | undefined;
}

export interface PrCommand {
  command: 'pr';
  repo: string;
  base: string;
  head: string;
  config: string | undefined;
  allowCommands: boolean;
  json: string | undefined;
  format: ReportFormat;
  judge: JudgeFlags;
  attempt: { number: number; max: number } | undefined;
}

export interface InitCommand {
  command: 'init';
  repo: string;
  force: boolean;
}

export type CommandName = 'judge' | 'pr' | 'init' | 'schema';

export type CliCommand = JudgeCommand | PrCommand | InitCommand | { command: 'schema' } | { command: 'help'; topic?: CommandName } | { command: 'version' };

/** Bad flags or arguments: exit 4 with the message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

// ---------------------------------------------------------------------------------------------
// Every flag, once: its parser type, the placeholder of its value, what it does and which commands
// take it. Parsing, `--help` and "did you mean" are all derived from this table.

interface Flag {
  type: 'string' | 'boolean';
  short?: string;
  /** The value's placeholder in help, e.g. `URL`; none for a switch. */
  value?: string;
  help: string;
  commands: readonly CommandName[];
}

const JUDGING: readonly CommandName[] = ['judge', 'pr'];

export const FLAGS = {
  input: { type: 'string', value: 'FILE', help: 'read the critic input from FILE instead of stdin', commands: ['judge'] },
  pretty: { type: 'boolean', help: 'indent the result JSON', commands: ['judge'] },
  repo: { type: 'string', value: 'DIR', help: 'the git repository (default: the current folder)', commands: ['pr', 'init'] },
  base: { type: 'string', value: 'REF', help: 'the branch or commit the change goes into (required)', commands: ['pr'] },
  head: { type: 'string', value: 'REF', help: 'the change\'s last commit (default HEAD); judged: merge-base(BASE, HEAD)..HEAD', commands: ['pr'] },
  config: { type: 'string', value: 'FILE', help: 'assertions file (default .github/critic-gate.yml), read at the base commit', commands: ['pr'] },
  'allow-commands': { type: 'boolean', help: 'let command and gotchas checks run shell commands', commands: ['pr'] },
  json: { type: 'string', value: 'FILE', help: 'also write the result JSON to FILE', commands: ['pr'] },
  format: { type: 'string', value: 'FORMAT', help: 'pr: text (default), json, markdown or sarif; judge: json (default) or sarif', commands: JUDGING },
  llm: { type: 'string', value: 'on|off', help: 'off skips the LLM judge (verdict SKIPPED when LLM assertions exist); env CRITIC_GATE_LLM', commands: JUDGING },
  'ollama-host': { type: 'string', value: 'URL', help: 'the Ollama server (default http://127.0.0.1:11434); env OLLAMA_HOST', commands: JUDGING },
  model: { type: 'string', value: 'NAME', help: 'the judge model (default: config, else qwen2.5-coder:7b); env CRITIC_GATE_MODEL', commands: JUDGING },
  timeout: { type: 'string', value: 'S', help: 'the judge\'s time limit in seconds (default: config, else 300)', commands: JUDGING },
  'num-ctx': { type: 'string', value: 'N', help: 'the model\'s context in tokens (default: config, else /api/show)', commands: JUDGING },
  attempt: { type: 'string', value: 'N', help: 'this is attempt N of a retry loop (with --max-attempts); adds route', commands: JUDGING },
  'max-attempts': { type: 'string', value: 'M', help: 'the loop\'s limit: a RETRY at attempt M escalates', commands: JUDGING },
  progress: { type: 'boolean', help: 'show judging progress on stderr even when it is not a terminal', commands: JUDGING },
  'no-progress': { type: 'boolean', help: 'never show judging progress', commands: JUDGING },
  force: { type: 'boolean', help: 'overwrite files that already exist', commands: ['init'] },
  help: { type: 'boolean', short: 'h', help: 'show this help', commands: ['judge', 'pr', 'init', 'schema'] },
} as const satisfies Record<string, Flag>;

type FlagName = keyof typeof FLAGS;

const COMMANDS: Record<CommandName, { synopsis: string; summary: string }> = {
  judge: { synopsis: 'critic-gate judge [options] < input.json', summary: 'Judges one critic input (JSON, stdin or --input) and prints the result JSON.' },
  pr: { synopsis: 'critic-gate pr --base REF [options]', summary: 'Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.' },
  init: {
    synopsis: 'critic-gate init [--repo DIR] [--force]',
    summary: 'Writes a starting .github/critic-gate.yml for the languages in the tree and .github/workflows/critic-gate.yml.',
  },
  schema: { synopsis: 'critic-gate schema', summary: 'Prints the JSON Schema of the assertions file.' },
};

const flagsOf = (command: CommandName): FlagName[] => (Object.keys(FLAGS) as FlagName[]).filter((f) => (FLAGS[f].commands as readonly string[]).includes(command));

const EXIT_LINE = 'Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.';

/** `critic-gate <command> --help`: the synopsis and every flag the command takes, described. */
export function commandHelp(command: CommandName): string {
  const rows = flagsOf(command).map((f) => {
    const spec: Flag = FLAGS[f];
    const short = spec.short ? `-${spec.short}, ` : '';
    return [`${short}--${f}${spec.value ? ` ${spec.value}` : ''}`, spec.help];
  });
  const width = Math.max(...rows.map(([left]) => left!.length));
  const lines = [`Usage: ${COMMANDS[command].synopsis}`, '', COMMANDS[command].summary, '', 'Options:', ...rows.map(([l, r]) => `  ${l!.padEnd(width)}  ${r}`)];
  if (command === 'judge' || command === 'pr') lines.push('', EXIT_LINE);
  return lines.join('\n');
}

export const USAGE = [
  'Usage: critic-gate <command> [options]',
  '',
  'Commands:',
  ...(Object.keys(COMMANDS) as CommandName[]).flatMap((c) => [`  ${COMMANDS[c].synopsis}`, `      ${COMMANDS[c].summary}`]),
  '',
  'Run critic-gate <command> --help for its options.',
  'critic-gate --version prints the version.',
  '',
  'Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL; NO_COLOR / FORCE_COLOR for colour.',
  EXIT_LINE,
].join('\n');

// ---------------------------------------------------------------------------------------------

function positiveInt(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag}: expected a whole number ≥ 1, got "${value}"`);
  return n;
}

function positiveNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${flag}: expected a number of seconds > 0, got "${value}"`);
  return n;
}

function llmSwitch(source: string, value: string | undefined): LlmSwitch | undefined {
  if (value === undefined || value === '') return undefined;
  const v = value.toLowerCase();
  if (v === 'on' || v === 'off') return v;
  throw new UsageError(`${source}: expected "on" or "off", got "${value}"`);
}

type Env = Readonly<Record<string, string | undefined>>;
type Values = Record<string, string | boolean | undefined>;

const str = (values: Values, k: string): string | undefined => {
  const v = values[k];
  return typeof v === 'string' ? v : undefined;
};

function judgeFlags(values: Values, env: Env): JudgeFlags {
  if (values['progress'] && values['no-progress']) throw new UsageError('--progress and --no-progress contradict each other');
  return {
    llm: llmSwitch('--llm', str(values, 'llm')) ?? llmSwitch('CRITIC_GATE_LLM', env['CRITIC_GATE_LLM']) ?? 'on',
    ollamaHost: str(values, 'ollama-host') ?? (env['OLLAMA_HOST'] || undefined),
    model: str(values, 'model') ?? (env['CRITIC_GATE_MODEL'] || undefined),
    timeoutSeconds: positiveNumber('timeout', str(values, 'timeout')),
    numCtx: positiveInt('num-ctx', str(values, 'num-ctx')),
    progress: values['progress'] ? 'on' : values['no-progress'] ? 'off' : 'auto',
  };
}

function attemptOf(values: Values): JudgeCommand['attempt'] {
  const n = positiveInt('attempt', str(values, 'attempt'));
  const m = positiveInt('max-attempts', str(values, 'max-attempts'));
  if (n === undefined && m === undefined) return undefined;
  if (n === undefined || m === undefined) throw new UsageError('--attempt and --max-attempts go together');
  return { number: n, max: m };
}

function formatOf<F extends string>(value: string | undefined, allowed: readonly F[], fallback: F): F {
  const format = value ?? fallback;
  if (!(allowed as readonly string[]).includes(format)) {
    const hint = closest(format, allowed);
    throw new UsageError(`--format: expected ${allowed.join(', ')}, got "${format}"${hint ? `; did you mean ${hint}?` : ''}`);
  }
  return format as F;
}

/** Node's message for an unknown or misused flag, with the closest flag this command takes. */
function usageMessage(e: unknown, command: CommandName): string {
  const message = e instanceof Error ? e.message.replace(/^TypeError \[\w+\]: /, '') : String(e);
  const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(message);
  if (!unknown) return message;
  const name = unknown[1]!.replace(/^-+/, '').split('=')[0]!;
  const hint = closest(name, flagsOf(command));
  const suggestion = hint ? `; did you mean --${hint}?` : '';
  return `${command}: unknown option ${unknown[1]}${suggestion} (critic-gate ${command} --help lists them)`;
}

function parse(command: CommandName, args: readonly string[]): Values {
  const options: NonNullable<ParseArgsConfig['options']> = Object.fromEntries(
    flagsOf(command).map((f) => {
      const spec: Flag = FLAGS[f];
      return [f, spec.short ? { type: spec.type, short: spec.short } : { type: spec.type }];
    }),
  );
  try {
    return parseArgs({ args: [...args], options, allowPositionals: false, strict: true }).values as Values;
  } catch (e) {
    throw new UsageError(usageMessage(e, command));
  }
}

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/** Reads argv (without node and the script) and the environment into one typed command. */
export function parseCli(argv: readonly string[], env: Env): CliCommand {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h') return { command: 'help' };
  if (first === 'help') {
    const topic = rest[0];
    return topic !== undefined && isCommand(topic) ? { command: 'help', topic } : { command: 'help' };
  }
  if (first === '--version' || first === '-v') return { command: 'version' };
  if (!isCommand(first)) {
    const hint = closest(first, Object.keys(COMMANDS));
    throw new UsageError(`unknown command "${first}"${hint ? `; did you mean ${hint}?` : ''} (expected ${Object.keys(COMMANDS).join(', ')})`);
  }
  const values = parse(first, rest);
  if (values['help']) return { command: 'help', topic: first };
  switch (first) {
    case 'judge':
      return {
        command: 'judge',
        input: str(values, 'input'),
        pretty: values['pretty'] === true,
        format: formatOf(str(values, 'format'), ['json', 'sarif'] as const, 'json'),
        judge: judgeFlags(values, env),
        attempt: attemptOf(values),
      };
    case 'pr': {
      const base = str(values, 'base');
      if (!base) throw new UsageError('pr: --base REF is required (the branch or commit the change goes into), e.g. critic-gate pr --base origin/main');
      return {
        command: 'pr',
        repo: str(values, 'repo') ?? '.',
        base,
        head: str(values, 'head') ?? 'HEAD',
        config: str(values, 'config'),
        allowCommands: values['allow-commands'] === true,
        json: str(values, 'json'),
        format: formatOf(str(values, 'format'), ['text', 'json', 'markdown', 'sarif'] as const, 'text'),
        judge: judgeFlags(values, env),
        attempt: attemptOf(values),
      };
    }
    case 'init':
      return { command: 'init', repo: str(values, 'repo') ?? '.', force: values['force'] === true };
    case 'schema':
      return { command: 'schema' };
  }
}
