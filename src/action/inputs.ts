import { z } from 'zod';
import { VerdictSchema, type Verdict } from '../contract/result.js';
import { DEFAULTS } from '../defaults.js';

/** The Action's inputs (spec §5), read once and validated here; every message names the input. */
export interface ActionInputs {
  config: string;
  githubToken: string;
  ollamaHost: string;
  model: string | undefined;
  llm: 'on' | 'off';
  failOn: ReadonlySet<Verdict>;
  review: boolean;
  allowCommands: boolean;
  timeoutSeconds: number | undefined;
  /** The `browser-path` input: the Chromium or Chrome `browser` checks drive; default CRITIC_GATE_BROWSER, then PATH. */
  browserPath: string | undefined;
}

export class InputError extends Error {
  override name = 'InputError';
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
  if (value === '') throw new InputError(`input "${name}": is empty; pass a token that can read the pull request (the default is \${{ github.token }})`);
  return value;
}

export function readInputs(input: InputReader): ActionInputs {
  return {
    config: input('config') || DEFAULTS.configPath,
    githubToken: token('github-token', input('github-token')),
    ollamaHost: url('ollama-host', input('ollama-host') || DEFAULTS.ollamaHost),
    model: input('model') || undefined,
    llm: onOff('llm', input('llm'), 'on'),
    failOn: verdicts('fail-on', input('fail-on')),
    review: onOff('review', input('review'), 'on') === 'on',
    allowCommands: bool('allow-commands', input('allow-commands')),
    timeoutSeconds: seconds('timeout-seconds', input('timeout-seconds')),
    browserPath: input('browser-path') || undefined,
  };
}
