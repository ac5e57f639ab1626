import { parseArgs, type ParseArgsConfig } from 'node:util';

export type LlmSwitch = 'on' | 'off';
export type ReportFormat = 'text' | 'json' | 'markdown';

/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags {
  llm: LlmSwitch;
  ollamaHost: string | undefined;
  model: string | undefined;
  timeoutSeconds: number | undefined;
  numCtx: number | undefined;
}

export interface JudgeCommand {
  command: 'judge';
  input: string | undefined;
  pretty: boolean;
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
  /** Where screenshots go; default next to --json, else a temporary folder. */
  artifacts: string | undefined;
  /** The browser for `browser` checks; default CRITIC_GATE_BROWSER, then PATH. */
  browserPath: string | undefined;
  format: ReportFormat;
  judge: JudgeFlags;
  attempt: { number: number; max: number } | undefined;
}

export type CliCommand =
  | JudgeCommand
  | PrCommand
  | { command: 'schema' }
  | { command: 'help'; topic?: string }
  | { command: 'version' };

/** Bad flags or arguments: exit 4 with the message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage:
  critic-gate judge [--input FILE] [--llm on|off] [--ollama-host URL] [--model NAME]
                    [--timeout S] [--num-ctx N] [--attempt N --max-attempts M] [--pretty]
      Reads one critic input (JSON) from stdin or --input and prints the result JSON.
  critic-gate pr [--repo DIR] --base REF [--head REF] [--config FILE] [--llm on|off]
                 [--ollama-host URL] [--model NAME] [--timeout S] [--num-ctx N] [--allow-commands]
                 [--json FILE] [--format text|json|markdown] [--attempt N --max-attempts M]
                 [--browser-path FILE] [--artifacts DIR]
      Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.
  critic-gate schema      Prints the JSON Schema of the assertions file.
  critic-gate --version

Environment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL, CRITIC_GATE_BROWSER.
Exit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.`;

const judgeOptions = {
  llm: { type: 'string' },
  'ollama-host': { type: 'string' },
  model: { type: 'string' },
  timeout: { type: 'string' },
  'num-ctx': { type: 'string' },
  attempt: { type: 'string' },
  'max-attempts': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

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

function judgeFlags(values: Record<string, string | boolean | undefined>, env: Env): JudgeFlags {
  const str = (k: string): string | undefined => {
    const v = values[k];
    return typeof v === 'string' ? v : undefined;
  };
  return {
    llm: llmSwitch('--llm', str('llm')) ?? llmSwitch('CRITIC_GATE_LLM', env['CRITIC_GATE_LLM']) ?? 'on',
    ollamaHost: str('ollama-host') ?? (env['OLLAMA_HOST'] || undefined),
    model: str('model') ?? (env['CRITIC_GATE_MODEL'] || undefined),
    timeoutSeconds: positiveNumber('timeout', str('timeout')),
    numCtx: positiveInt('num-ctx', str('num-ctx')),
  };
}

function attemptOf(values: Record<string, string | boolean | undefined>): JudgeCommand['attempt'] {
  const n = positiveInt('attempt', values['attempt'] as string | undefined);
  const m = positiveInt('max-attempts', values['max-attempts'] as string | undefined);
  if (n === undefined && m === undefined) return undefined;
  if (n === undefined || m === undefined) throw new UsageError('--attempt and --max-attempts go together');
  return { number: n, max: m };
}

function parse<O extends ParseArgsConfig['options']>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: false, strict: true });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message.replace(/^TypeError \[\w+\]: /, '') : String(e));
  }
}

/** Reads argv (without node and the script) and the environment into one typed command. */
export function parseCli(argv: readonly string[], env: Env): CliCommand {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') return { command: 'help' };
  if (first === '--version' || first === '-v') return { command: 'version' };
  switch (first) {
    case 'judge': {
      const { values } = parse(rest, { ...judgeOptions, input: { type: 'string' }, pretty: { type: 'boolean' } });
      if (values.help) return { command: 'help', topic: 'judge' };
      return {
        command: 'judge',
        input: values.input,
        pretty: values.pretty ?? false,
        judge: judgeFlags(values, env),
        attempt: attemptOf(values),
      };
    }
    case 'pr': {
      const { values } = parse(rest, {
        ...judgeOptions,
        repo: { type: 'string' },
        base: { type: 'string' },
        head: { type: 'string' },
        config: { type: 'string' },
        'allow-commands': { type: 'boolean' },
        json: { type: 'string' },
        format: { type: 'string' },
        artifacts: { type: 'string' },
        'browser-path': { type: 'string' },
      });
      if (values.help) return { command: 'help', topic: 'pr' };
      if (!values.base) throw new UsageError('--base REF is required (the branch or commit the change goes into)');
      const format = values.format ?? 'text';
      if (format !== 'text' && format !== 'json' && format !== 'markdown') {
        throw new UsageError(`--format: expected text, json or markdown, got "${format}"`);
      }
      return {
        command: 'pr',
        repo: values.repo ?? '.',
        base: values.base,
        head: values.head ?? 'HEAD',
        config: values.config,
        allowCommands: values['allow-commands'] ?? false,
        json: values.json,
        artifacts: values.artifacts,
        browserPath: values['browser-path'],
        format,
        judge: judgeFlags(values, env),
        attempt: attemptOf(values),
      };
    }
    case 'schema':
      parse(rest, {});
      return { command: 'schema' };
    default:
      throw new UsageError(`unknown command "${first}"; expected judge, pr or schema`);
  }
}
