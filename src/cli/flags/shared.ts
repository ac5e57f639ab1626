/**
 * What the commands' flag tables share: the shape of a flag, the flags that set up the judge, and
 * the parsers that turn their values (and the environment) into typed settings. Each command's own
 * table sits beside it in this folder; parsing, `--help` and "did you mean" are derived from them.
 */
import { closest } from '../../text/closest.js';
import { parseVotes } from '../../contract/defaults.js';
import { CriticGateError } from '../../errors/taxonomy.js';
import { BACKEND_NAMES, backendChoices } from '../../judge/backends/backends.js';
import { defaultCacheDir } from '../../judge/default-cache-dir.js';
import type { JudgeOverrides } from '../../judge/settings.js';

export type LlmSwitch = 'on' | 'off';
export type { ReportFormat } from '../../report/formats.js';
export type ProgressSwitch = 'auto' | 'on' | 'off';
export type CacheDirSource = '--cache-dir' | 'CRITIC_GATE_CACHE_DIR' | 'default';
export type Env = Readonly<Record<string, string | undefined>>;
export type Values = Record<string, string | boolean | string[] | undefined>;

/** Bad flags or arguments: exit 4 with the message. */
export class UsageError extends CriticGateError {
  override name = 'UsageError';
  readonly category = 'usage';
}

export interface Flag {
  type: 'string' | 'boolean';
  short?: string;
  /** May be given more than once (values kept in order). */
  multiple?: boolean;
  /** The value's placeholder in help, e.g. `URL`; none for a switch. */
  value?: string;
  help: string;
}

export type FlagTable = Readonly<Record<string, Flag>>;

/** The judge settings the command line and the environment may give; the rest come from the config, then defaults. */
export const CLI_JUDGE_SETTINGS = [
  'backend',
  'hosts',
  'model',
  'timeoutSeconds',
  'numCtx',
  'votes',
  'cache',
  'calibration',
  'cacheDir',
  'apiKey',
] as const satisfies readonly (keyof JudgeOverrides)[];

/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags extends Pick<JudgeOverrides, (typeof CLI_JUDGE_SETTINGS)[number]> {
  llm: LlmSwitch;
  /** The first of `hosts` (`--host`, its alias `--ollama-host`, else CRITIC_GATE_HOSTS, else OLLAMA_HOST). */
  ollamaHost: string | undefined;
  /** Who chose `cacheDir`: a refusal names the option the user gave, and the default is not theirs to fix. */
  cacheDirFrom: CacheDirSource;
  /** Progress on stderr while judging: `auto` shows it when stderr is a terminal. */
  progress: ProgressSwitch;
  /** `--requests FILE`: every request sent to the judge, one JSON line each, for `critic-gate replay`. */
  requestsFile?: string | undefined;
}

export const HELP_FLAG = { help: { type: 'boolean', short: 'h', help: 'show this help' } } as const satisfies FlagTable;

/** Flags that choose and drive the judge: `judge`, `pr` and `eval` (which measures that same judge). */
export const JUDGE_SETUP_FLAGS = {
  host: {
    type: 'string',
    multiple: true,
    value: 'URL',
    help: 'a judge server; repeat for failover, tried in order (default http://127.0.0.1:11434); env CRITIC_GATE_HOSTS',
  },
  'ollama-host': { type: 'string', multiple: true, value: 'URL', help: 'alias of --host; env OLLAMA_HOST' },
  backend: {
    type: 'string',
    value: backendChoices('|'),
    help: "the judge server's API (default ollama); env CRITIC_GATE_BACKEND",
  },
  model: { type: 'string', value: 'NAME', help: 'the judge model (default: config, else qwen2.5-coder:7b); env CRITIC_GATE_MODEL' },
  votes: { type: 'string', value: 'N', help: 'independent judgements (1-9), majority per criterion; env CRITIC_GATE_VOTES' },
  calibration: {
    type: 'string',
    value: 'on|off',
    help: 'known-answer canaries in every request (default on); env CRITIC_GATE_CALIBRATION',
  },
  timeout: { type: 'string', value: 'S', help: "the judge's time limit in seconds (default: config, else 300)" },
  'num-ctx': { type: 'string', value: 'N', help: "the model's context in tokens (default: config, else asked from the server)" },
} as const satisfies FlagTable;

/** Flags of the commands that judge one piece of work and answer with a verdict: `judge` and `pr`. */
export const VERDICT_FLAGS = {
  llm: {
    type: 'string',
    value: 'on|off',
    help: 'off skips the LLM judge (verdict SKIPPED when LLM assertions exist); env CRITIC_GATE_LLM',
  },
  cache: {
    type: 'string',
    value: 'on|off',
    help: 'reuse an unchanged judgement with no model call, files the checks found clean before, and what git said of unchanged file pairs (default on); env CRITIC_GATE_CACHE',
  },
  'cache-dir': {
    type: 'string',
    value: 'DIR',
    help: 'where judgements, compiled code and known-clean files are kept (default under XDG_CACHE_HOME); env CRITIC_GATE_CACHE_DIR',
  },
  attempt: { type: 'string', value: 'N', help: 'this is attempt N of a retry loop (with --max-attempts); adds route' },
  'max-attempts': { type: 'string', value: 'M', help: "the loop's limit: a RETRY at attempt M escalates" },
  requests: {
    type: 'string',
    value: 'FILE',
    help: 'write every request sent to the judge to FILE (JSON lines) for critic-gate replay; it holds the material judged',
  },
  progress: { type: 'boolean', help: 'show judging progress on stderr even when it is not a terminal' },
  'no-progress': { type: 'boolean', help: 'never show judging progress' },
} as const satisfies FlagTable;

export const str = (values: Values, k: string): string | undefined => {
  const v = values[k];
  return typeof v === 'string' ? v : undefined;
};

export function positiveInt(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${flag}: expected a whole number ≥ 1, got "${value}"`);
  return n;
}

export function positiveNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`--${flag}: expected a number of seconds > 0, got "${value}"`);
  return n;
}

/** One of `allowed` (case-insensitive), or undefined when not given; anything else is a usage error with the closest value. */
function oneOf<V extends string>(source: string, value: string | undefined, allowed: readonly V[]): V | undefined {
  if (value === undefined || value === '') return undefined;
  const v = value.toLowerCase();
  if ((allowed as readonly string[]).includes(v)) return v as V;
  const hint = closest(v, allowed);
  const expected = allowed.map((a) => `"${a}"`).join(' or ');
  throw new UsageError(`${source}: expected ${expected}, got "${value}"${hint ? `; did you mean ${hint}?` : ''}`);
}

const llmSwitch = (source: string, value: string | undefined): LlmSwitch | undefined => oneOf(source, value, ['on', 'off'] as const);

function votesOf(source: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = parseVotes(value);
  if ('problem' in parsed) throw new UsageError(`${source}: ${parsed.problem}`);
  return parsed.votes;
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

export function hostsOf(values: Values, env: Env): string[] | undefined {
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

function cacheDirOf(values: Values, env: Env): Pick<JudgeFlags, 'cacheDir' | 'cacheDirFrom'> {
  const flag = str(values, 'cache-dir');
  if (flag !== undefined) return { cacheDir: flag, cacheDirFrom: '--cache-dir' };
  const fromEnv = env['CRITIC_GATE_CACHE_DIR'];
  if (fromEnv) return { cacheDir: fromEnv, cacheDirFrom: 'CRITIC_GATE_CACHE_DIR' };
  return { cacheDir: defaultCacheDir(env), cacheDirFrom: 'default' };
}

/** The judge settings of any command: a flag the command does not take is simply absent from `values`. */
export function judgeFlags(values: Values, env: Env): JudgeFlags {
  if (values['progress'] && values['no-progress']) throw new UsageError('--progress and --no-progress contradict each other');
  const hosts = hostsOf(values, env);
  return {
    llm: llmSwitch('--llm', str(values, 'llm')) ?? llmSwitch('CRITIC_GATE_LLM', env['CRITIC_GATE_LLM']) ?? 'on',
    hosts,
    ollamaHost: hosts?.[0],
    backend:
      oneOf('--backend', str(values, 'backend'), BACKEND_NAMES) ?? oneOf('CRITIC_GATE_BACKEND', env['CRITIC_GATE_BACKEND'], BACKEND_NAMES),
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
    ...(str(values, 'requests') !== undefined ? { requestsFile: str(values, 'requests') } : {}),
  };
}

export type Attempt = { number: number; max: number } | undefined;

export function attemptOf(values: Values): Attempt {
  const n = positiveInt('attempt', str(values, 'attempt'));
  const m = positiveInt('max-attempts', str(values, 'max-attempts'));
  if (n === undefined && m === undefined) return undefined;
  if (n === undefined || m === undefined) throw new UsageError('--attempt and --max-attempts go together');
  return { number: n, max: m };
}

export function formatOf<F extends string>(value: string | undefined, allowed: readonly F[], fallback: F): F {
  const format = value ?? fallback;
  if (!(allowed as readonly string[]).includes(format)) {
    const hint = closest(format, allowed);
    throw new UsageError(`--format: expected ${allowed.join(', ')}, got "${format}"${hint ? `; did you mean ${hint}?` : ''}`);
  }
  return format as F;
}
