import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closest } from '../closest.js';
import { CriticGateError } from '../error-taxonomy.js';
import { defaultCacheDir } from '../judge/cache-dir.js';

export type LlmSwitch = 'on' | 'off';
export type ReportFormat = 'text' | 'json' | 'markdown' | 'sarif';
export type ProgressSwitch = 'auto' | 'on' | 'off';

export type CacheDirSource = '--cache-dir' | 'CRITIC_GATE_CACHE_DIR' | 'default';

/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags {
  llm: LlmSwitch;
  /** `--host` (repeatable) and its alias `--ollama-host`, in failover order; else CRITIC_GATE_HOSTS, else OLLAMA_HOST. */
  hosts: string[] | undefined;
  /** The first of `hosts`. */
  ollamaHost: string | undefined;
  backend: 'ollama' | 'openai' | undefined;
  votes: number | undefined;
  cache: LlmSwitch | undefined;
  calibration: LlmSwitch | undefined;
  cacheDir: string | undefined;
  /** Who chose `cacheDir`: a refusal names the option the user gave, and the default is not theirs to fix. */
  cacheDirFrom: CacheDirSource;
  /** From CRITIC_GATE_API_KEY only: a key on the command line would sit in the shell history. */
  apiKey: string | undefined;
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
  /** --command-sandbox; undefined: the config's command_sandbox, else `required`. */
  commandSandbox: 'required' | 'off' | undefined;
  json: string | undefined;
  /** Where screenshots go; default next to --json, else a temporary folder. */
  artifacts: string | undefined;
  /** The browser for `browser` checks; default CRITIC_GATE_BROWSER, then PATH. */
  browserPath: string | undefined;
  format: ReportFormat;
  judge: JudgeFlags;
  attempt: { number: number; max: number } | undefined;
}

export interface EvalCommand {
  command: 'eval';
  /** `builtin` or the path of a suite file (JSON). */
  suite: string;
  seeds: number;
  /** Cases judged together in one request; 1 is one assertion per prompt. */
  batch: number;
  limit: number | undefined;
  filter: string | undefined;
  json: string | undefined;
  html: string | undefined;
  judge: JudgeFlags;
}

export interface InitCommand {
  command: 'init';
  repo: string;
  force: boolean;
}

export type CommandName = 'judge' | 'pr' | 'eval' | 'init' | 'schema';

export type CliCommand =
  | JudgeCommand
  | PrCommand
  | EvalCommand
  | InitCommand
  | { command: 'schema' }
  | { command: 'help'; topic?: CommandName }
  | { command: 'version' };

/** Bad flags or arguments: exit 4 with the message. */
export class UsageError extends CriticGateError {
  override name = 'UsageError';
  readonly category = 'usage';
}

// ---------------------------------------------------------------------------------------------
// Every flag, once: its parser type, the placeholder of its value, what it does and which commands
// take it. Parsing, `--help` and "did you mean" are all derived from this table.

interface Flag {
  type: 'string' | 'boolean';
  short?: string;
  /** May be given more than once (values kept in order). */
  multiple?: boolean;
  /** The value's placeholder in help, e.g. `URL`; none for a switch. */
  value?: string;
  help: string;
  commands: readonly CommandName[];
}

const JUDGING: readonly CommandName[] = ['judge', 'pr'];
/** Flags that choose and drive the judge: `eval` measures that same judge. */
const JUDGE_SETUP: readonly CommandName[] = ['judge', 'pr', 'eval'];

export const FLAGS = {
  input: { type: 'string', value: 'FILE', help: 'read the critic input from FILE instead of stdin', commands: ['judge'] },
  pretty: { type: 'boolean', help: 'indent the result JSON', commands: ['judge'] },
  repo: { type: 'string', value: 'DIR', help: 'the git repository (default: the current folder)', commands: ['pr', 'init'] },
  base: { type: 'string', value: 'REF', help: 'the branch or commit the change goes into (required)', commands: ['pr'] },
  head: {
    type: 'string',
    value: 'REF',
    help: "the change's last commit (default HEAD); judged: merge-base(BASE, HEAD)..HEAD",
    commands: ['pr'],
  },
  config: {
    type: 'string',
    value: 'FILE',
    help: 'assertions file (default .github/critic-gate.yml), read at the base commit',
    commands: ['pr'],
  },
  'allow-commands': { type: 'boolean', help: 'let command and gotchas checks run shell commands', commands: ['pr'] },
  'command-sandbox': {
    type: 'string',
    value: 'required|off',
    help: 'run commands in bubblewrap (required, the default) or unsandboxed (off)',
    commands: ['pr'],
  },
  'browser-path': {
    type: 'string',
    value: 'FILE',
    help: 'the Chromium/Chrome for browser checks; env CRITIC_GATE_BROWSER, else PATH',
    commands: ['pr'],
  },
  artifacts: {
    type: 'string',
    value: 'DIR',
    help: 'where screenshots go (default: next to --json, else a temporary folder)',
    commands: ['pr'],
  },
  json: { type: 'string', value: 'FILE', help: 'also write the result (eval: the report) as JSON to FILE', commands: ['pr', 'eval'] },
  html: { type: 'string', value: 'FILE', help: 'write the report as a self-contained HTML page', commands: ['eval'] },
  suite: {
    type: 'string',
    value: 'builtin|FILE',
    help: 'the labelled cases: the builtin suite (default) or a suite file',
    commands: ['eval'],
  },
  seeds: {
    type: 'string',
    value: 'N',
    help: 'judgements per case with seeds seed, seed+1, … (2 or more measure the flip rate)',
    commands: ['eval'],
  },
  batch: {
    type: 'string',
    value: 'N',
    help: 'judge N cases in one request, N assertions per prompt (default 1: one per prompt)',
    commands: ['eval'],
  },
  limit: { type: 'string', value: 'N', help: 'only the first N cases', commands: ['eval'] },
  filter: { type: 'string', value: 'TEXT', help: 'only the cases whose id contains TEXT', commands: ['eval'] },
  format: {
    type: 'string',
    value: 'FORMAT',
    help: 'pr: text (default), json, markdown or sarif; judge: json (default) or sarif',
    commands: JUDGING,
  },
  llm: {
    type: 'string',
    value: 'on|off',
    help: 'off skips the LLM judge (verdict SKIPPED when LLM assertions exist); env CRITIC_GATE_LLM',
    commands: JUDGING,
  },
  host: {
    type: 'string',
    multiple: true,
    value: 'URL',
    help: 'a judge server; repeat for failover, tried in order (default http://127.0.0.1:11434); env CRITIC_GATE_HOSTS',
    commands: JUDGE_SETUP,
  },
  'ollama-host': { type: 'string', multiple: true, value: 'URL', help: 'alias of --host; env OLLAMA_HOST', commands: JUDGE_SETUP },
  backend: {
    type: 'string',
    value: 'ollama|openai',
    help: "the judge server's API: Ollama (default) or OpenAI-compatible; env CRITIC_GATE_BACKEND",
    commands: JUDGE_SETUP,
  },
  model: {
    type: 'string',
    value: 'NAME',
    help: 'the judge model (default: config, else qwen2.5-coder:7b); env CRITIC_GATE_MODEL',
    commands: JUDGE_SETUP,
  },
  votes: {
    type: 'string',
    value: 'N',
    help: 'independent judgements (1-9), majority per criterion; env CRITIC_GATE_VOTES',
    commands: JUDGE_SETUP,
  },
  cache: {
    type: 'string',
    value: 'on|off',
    help: 'reuse an unchanged judgement with no model call (default on); env CRITIC_GATE_CACHE',
    commands: JUDGING,
  },
  'cache-dir': {
    type: 'string',
    value: 'DIR',
    help: 'where judgements and compiled TypeScript are kept (default under XDG_CACHE_HOME); env CRITIC_GATE_CACHE_DIR',
    commands: JUDGING,
  },
  calibration: {
    type: 'string',
    value: 'on|off',
    help: 'known-answer canaries in every request (default on); env CRITIC_GATE_CALIBRATION',
    commands: JUDGE_SETUP,
  },
  timeout: { type: 'string', value: 'S', help: "the judge's time limit in seconds (default: config, else 300)", commands: JUDGE_SETUP },
  'num-ctx': {
    type: 'string',
    value: 'N',
    help: "the model's context in tokens (default: config, else asked from the server)",
    commands: JUDGE_SETUP,
  },
  attempt: { type: 'string', value: 'N', help: 'this is attempt N of a retry loop (with --max-attempts); adds route', commands: JUDGING },
  'max-attempts': { type: 'string', value: 'M', help: "the loop's limit: a RETRY at attempt M escalates", commands: JUDGING },
  progress: { type: 'boolean', help: 'show judging progress on stderr even when it is not a terminal', commands: JUDGING },
  'no-progress': { type: 'boolean', help: 'never show judging progress', commands: JUDGING },
  force: { type: 'boolean', help: 'overwrite files that already exist', commands: ['init'] },
  help: { type: 'boolean', short: 'h', help: 'show this help', commands: ['judge', 'pr', 'eval', 'init', 'schema'] },
} as const satisfies Record<string, Flag>;

type FlagName = keyof typeof FLAGS;

const COMMANDS: Record<CommandName, { synopsis: string; summary: string }> = {
  judge: {
    synopsis: 'critic-gate judge [options] < input.json',
    summary: 'Judges one critic input (JSON, stdin or --input) and prints the result JSON.',
  },
  pr: {
    synopsis: 'critic-gate pr --base REF [options]',
    summary: 'Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.',
  },
  eval: {
    synopsis: 'critic-gate eval [--suite builtin|FILE] [options]',
    summary: 'Measures a judge model on a labelled benchmark: accuracy, precision, recall, flip rate, calibration, latency.',
  },
  init: {
    synopsis: 'critic-gate init [--repo DIR] [--force]',
    summary: 'Writes a starting .github/critic-gate.yml for the languages in the tree and .github/workflows/critic-gate.yml.',
  },
  schema: { synopsis: 'critic-gate schema', summary: 'Prints the JSON Schema of the assertions file.' },
};

const flagsOf = (command: CommandName): FlagName[] =>
  (Object.keys(FLAGS) as FlagName[]).filter((f) => (FLAGS[f].commands as readonly string[]).includes(command));

const EXIT_LINE = 'Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.';

/** `critic-gate <command> --help`: the synopsis and every flag the command takes, described. */
export function commandHelp(command: CommandName): string {
  const rows = flagsOf(command).map((f) => {
    const spec: Flag = FLAGS[f];
    const short = spec.short ? `-${spec.short}, ` : '';
    return [`${short}--${f}${spec.value ? ` ${spec.value}` : ''}`, spec.help];
  });
  const width = Math.max(...rows.map(([left]) => left!.length));
  const lines = [
    `Usage: ${COMMANDS[command].synopsis}`,
    '',
    COMMANDS[command].summary,
    '',
    'Options:',
    ...rows.map(([l, r]) => `  ${l!.padEnd(width)}  ${r}`),
  ];
  if (command === 'judge' || command === 'pr') lines.push('', EXIT_LINE);
  if (command === 'eval')
    lines.push('', 'Exit codes: 0 the report is complete, 4 interrupted (partial report written) or the judge decided no case.');
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
  'Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL, CRITIC_GATE_BACKEND,',
  '  CRITIC_GATE_HOSTS (comma-separated), CRITIC_GATE_VOTES, CRITIC_GATE_CACHE, CRITIC_GATE_CACHE_DIR,',
  '  CRITIC_GATE_CALIBRATION, CRITIC_GATE_API_KEY (the key of an OpenAI-compatible server),',
  '  CRITIC_GATE_BROWSER (the browser for browser checks); NO_COLOR / FORCE_COLOR for colour.',
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
type Values = Record<string, string | boolean | string[] | undefined>;

function backendOf(source: string, value: string | undefined): JudgeFlags['backend'] {
  if (value === undefined || value === '') return undefined;
  const v = value.toLowerCase();
  if (v === 'ollama' || v === 'openai') return v;
  throw new UsageError(`${source}: expected "ollama" or "openai", got "${value}"`);
}

function votesOf(source: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new UsageError(`${source}: expected a whole number from 1 to 9, got "${value}"`);
  return n;
}

function hostUrl(source: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${source}: expected an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${source}: expected an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function hostsOf(values: Values, env: Env): string[] | undefined {
  const list = (k: string): string[] => (Array.isArray(values[k]) ? (values[k] as string[]) : []);
  const flags = [...list('host').map((h) => hostUrl('--host', h)), ...list('ollama-host').map((h) => hostUrl('--ollama-host', h))];
  if (flags.length > 0) return flags;
  const fromEnv = (env['CRITIC_GATE_HOSTS'] ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (fromEnv.length > 0) return fromEnv.map((h) => hostUrl('CRITIC_GATE_HOSTS', h));
  // Ollama's own variable may be a bare host:port; the client reads it that way too.
  return env['OLLAMA_HOST'] ? [env['OLLAMA_HOST']] : undefined;
}

const str = (values: Values, k: string): string | undefined => {
  const v = values[k];
  return typeof v === 'string' ? v : undefined;
};

function cacheDirOf(values: Values, env: Env): Pick<JudgeFlags, 'cacheDir' | 'cacheDirFrom'> {
  const flag = str(values, 'cache-dir');
  if (flag !== undefined) return { cacheDir: flag, cacheDirFrom: '--cache-dir' };
  const fromEnv = env['CRITIC_GATE_CACHE_DIR'];
  if (fromEnv) return { cacheDir: fromEnv, cacheDirFrom: 'CRITIC_GATE_CACHE_DIR' };
  return { cacheDir: defaultCacheDir(env), cacheDirFrom: 'default' };
}

function judgeFlags(values: Values, env: Env): JudgeFlags {
  if (values['progress'] && values['no-progress']) throw new UsageError('--progress and --no-progress contradict each other');
  const hosts = hostsOf(values, env);
  return {
    llm: llmSwitch('--llm', str(values, 'llm')) ?? llmSwitch('CRITIC_GATE_LLM', env['CRITIC_GATE_LLM']) ?? 'on',
    hosts,
    ollamaHost: hosts?.[0],
    backend: backendOf('--backend', str(values, 'backend')) ?? backendOf('CRITIC_GATE_BACKEND', env['CRITIC_GATE_BACKEND']),
    votes: votesOf('--votes', str(values, 'votes')) ?? votesOf('CRITIC_GATE_VOTES', env['CRITIC_GATE_VOTES']),
    cache: llmSwitch('--cache', str(values, 'cache')) ?? llmSwitch('CRITIC_GATE_CACHE', env['CRITIC_GATE_CACHE']),
    calibration:
      llmSwitch('--calibration', str(values, 'calibration')) ?? llmSwitch('CRITIC_GATE_CALIBRATION', env['CRITIC_GATE_CALIBRATION']),
    ...cacheDirOf(values, env),
    apiKey: env['CRITIC_GATE_API_KEY'] || undefined,
    model: str(values, 'model') ?? (env['CRITIC_GATE_MODEL'] || undefined),
    timeoutSeconds: positiveNumber('timeout', str(values, 'timeout')),
    numCtx: positiveInt('num-ctx', str(values, 'num-ctx')),
    progress: values['progress'] ? 'on' : values['no-progress'] ? 'off' : 'auto',
  };
}

function sandboxOf(value: string | undefined): PrCommand['commandSandbox'] {
  if (value === undefined || value === 'required' || value === 'off') return value;
  throw new UsageError(`--command-sandbox: expected required or off, got "${value}"`);
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
      return [f, { type: spec.type, ...(spec.short ? { short: spec.short } : {}), ...(spec.multiple ? { multiple: true } : {}) }];
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
    throw new UsageError(
      `unknown command "${first}"${hint ? `; did you mean ${hint}?` : ''} (expected ${Object.keys(COMMANDS).join(', ')})`,
    );
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
        format: formatOf(str(values, 'format'), ['text', 'json', 'markdown', 'sarif'] as const, 'text'),
        judge: judgeFlags(values, env),
        attempt: attemptOf(values),
      };
    }
    case 'eval':
      return {
        command: 'eval',
        suite: str(values, 'suite') ?? 'builtin',
        seeds: positiveInt('seeds', str(values, 'seeds')) ?? 1,
        batch: positiveInt('batch', str(values, 'batch')) ?? 1,
        limit: positiveInt('limit', str(values, 'limit')),
        filter: str(values, 'filter'),
        json: str(values, 'json'),
        html: str(values, 'html'),
        judge: { ...judgeFlags(values, env), llm: 'on' },
      };
    case 'init':
      return { command: 'init', repo: str(values, 'repo') ?? '.', force: values['force'] === true };
    case 'schema':
      return { command: 'schema' };
  }
}
