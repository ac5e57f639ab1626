import * as z from '../contract/zod.js';
import { VerdictSchema, type Verdict } from '../contract/result.js';
import { DEFAULTS, parseVotes } from '../contract/defaults.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { SANDBOX_MODES, type SandboxMode } from '../commands/sandbox.js';
import { backendChoices, isBackend } from '../judge/backends/backends.js';
import type { JudgeOverrides } from '../judge/settings.js';

/**
 * The value of allow-commands that permits commands on `pull_request_target`, where the token can
 * write and the checked-out code may come from a fork: nothing shorter says the user knows that.
 */
export const ALLOW_ON_TARGET = 'true-i-understand-pull-request-target';

/** The judge settings the Action's inputs may give; the rest come from the config, then defaults. */
export const ACTION_JUDGE_SETTINGS = [
  'backend',
  'hosts',
  'model',
  'timeoutSeconds',
  'votes',
  'cache',
  'cacheDir',
  'calibration',
  'apiKey',
] as const satisfies readonly (keyof JudgeOverrides)[];

/** The Action's inputs (spec §5), read once and validated here; every message names the input. */
export interface ActionInputs extends Pick<JudgeOverrides, (typeof ACTION_JUDGE_SETTINGS)[number]> {
  config: string;
  githubToken: string;
  ollamaHost: string;
  /** `hosts` (comma or newline separated), else `ollama-host` when set; undefined leaves it to the config. */
  hosts?: string[] | undefined;
  /** Masked by the runner before anything else is read. */
  apiKey?: string | undefined;
  llm: 'on' | 'off';
  failOn: ReadonlySet<Verdict>;
  /**
   * `on-findings` (default): a review only when there is something to say (reviewWorthy); `always`:
   * every run (`on`, `true`, `yes` say the same); `off`: none (`false`, `no`).
   */
  review: ReviewMode;
  allowCommands: boolean;
  /** Only `allow-commands: true-i-understand-pull-request-target` sets this (see event.ts). */
  allowCommandsOnTarget: boolean;
  /** Undefined: the config's command_sandbox decides, else `required`. */
  commandSandbox: SandboxMode | undefined;
  /** Who wrote critic-gate's earlier reviews; undefined: the token's own identity. */
  reviewAuthor: string | undefined;
  /** The `browser-path` input: the Chromium or Chrome `browser` checks drive; default CRITIC_GATE_BROWSER, then PATH. */
  browserPath: string | undefined;
  /** The gate's workflow file (or id), whose run an override re-runs; default `critic-gate.yml`. */
  gateWorkflow: string;
}

export class InputError extends CriticGateError {
  override name = 'InputError';
  readonly category = 'input';
}

/** Reads one input as the runner passes it: `INPUT_<NAME>` with spaces as underscores, upper-cased. */
export type InputReader = (name: string) => string;

export const envInputReader =
  (env: Readonly<Record<string, string | undefined>>): InputReader =>
  (name) =>
    (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();

function onOff(name: string, value: string, fallback: 'on' | 'off'): 'on' | 'off' {
  if (value === '') return fallback;
  const v = value.toLowerCase();
  if (['on', 'true', 'yes'].includes(v)) return 'on';
  if (['off', 'false', 'no'].includes(v)) return 'off';
  throw new InputError(`input "${name}": expected on or off, got "${value}"`);
}

export type ReviewMode = 'on-findings' | 'always' | 'off';

function reviewMode(value: string): ReviewMode {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'on-findings') return 'on-findings';
  if (['always', 'on', 'true', 'yes'].includes(v)) return 'always';
  if (['off', 'false', 'no'].includes(v)) return 'off';
  throw new InputError(`input "review": expected on-findings, always or off, got "${value}"`);
}

function bool(name: string, value: string): boolean {
  if (value === '') return false;
  const v = value.toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new InputError(`input "${name}": expected true or false, got "${value}"`);
}

function verdicts(name: string, value: string): Set<Verdict> {
  const list = (value === '' ? DEFAULTS.failOn : value).split(/[\s,]+/).filter(Boolean);
  const out = new Set<Verdict>();
  for (const item of list) {
    const parsed = VerdictSchema.safeParse(item.toUpperCase());
    if (!parsed.success) throw new InputError(`input "${name}": unknown verdict "${item}"; expected PASS, RETRY, FAIL or SKIPPED`);
    out.add(parsed.data);
  }
  return out;
}

function seconds(name: string, value: string): number | undefined {
  if (value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InputError(`input "${name}": expected a number of seconds > 0, got "${value}"`);
  return n;
}

function url(name: string, value: string): string {
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value);
  if (!parsed.success) throw new InputError(`input "${name}": expected an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** Without a token nothing can be read; an empty one is a workflow mistake (e.g. an unset secret). */
function token(name: string, value: string): string {
  if (value === '')
    throw new InputError(`input "${name}": is empty; pass a token that can read the pull request (the default is \${{ github.token }})`);
  return value;
}

function allowCommandsOf(value: string): { allowCommands: boolean; allowCommandsOnTarget: boolean } {
  if (value.toLowerCase() === ALLOW_ON_TARGET) return { allowCommands: true, allowCommandsOnTarget: true };
  return { allowCommands: bool('allow-commands', value), allowCommandsOnTarget: false };
}

function sandboxMode(name: string, value: string): SandboxMode | undefined {
  if (value === '') return undefined;
  const v = value.toLowerCase();
  if ((SANDBOX_MODES as readonly string[]).includes(v)) return v as SandboxMode;
  throw new InputError(`input "${name}": expected required or off, got "${value}"`);
}

function backend(name: string, value: string): ActionInputs['backend'] {
  if (value === '') return undefined;
  const v = value.toLowerCase();
  if (isBackend(v)) return v;
  throw new InputError(`input "${name}": expected ${backendChoices()}, got "${value}"`);
}

function votes(name: string, value: string): number | undefined {
  if (value === '') return undefined;
  const parsed = parseVotes(value);
  if ('problem' in parsed) throw new InputError(`input "${name}": ${parsed.problem}`);
  return parsed.votes;
}

const optionalOnOff = (name: string, value: string): 'on' | 'off' | undefined => (value === '' ? undefined : onOff(name, value, 'on'));

export function readInputs(input: InputReader): ActionInputs {
  const hosts = input('hosts')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((h) => url('hosts', h));
  const ollamaHost = input('ollama-host');
  return {
    config: input('config') || DEFAULTS.configPath,
    githubToken: token('github-token', input('github-token')),
    ollamaHost: url('ollama-host', ollamaHost || DEFAULTS.ollamaHost),
    hosts: hosts.length > 0 ? hosts : ollamaHost ? [url('ollama-host', ollamaHost)] : undefined,
    backend: backend('backend', input('backend')),
    votes: votes('votes', input('votes')),
    cache: optionalOnOff('cache', input('cache')),
    cacheDir: input('cache-dir') || undefined,
    calibration: optionalOnOff('calibration', input('calibration')),
    apiKey: input('api-key') || undefined,
    model: input('model') || undefined,
    llm: onOff('llm', input('llm'), 'on'),
    failOn: verdicts('fail-on', input('fail-on')),
    review: reviewMode(input('review')),
    ...allowCommandsOf(input('allow-commands')),
    commandSandbox: sandboxMode('command-sandbox', input('command-sandbox')),
    reviewAuthor: input('review-author') || undefined,
    timeoutSeconds: seconds('timeout-seconds', input('timeout-seconds')),
    browserPath: input('browser-path') || undefined,
    gateWorkflow: input('gate-workflow') || 'critic-gate.yml',
  };
}
