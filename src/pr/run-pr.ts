import { browserRuntime, type BrowserSettings } from '../browser/runtime.js';
import type { NamedText } from '../checks/define.js';
import { prepareCommands } from '../commands/prepare.js';
import { workingBwrap, type SandboxMode } from '../commands/sandbox.js';
import type { ShellRunner } from '../commands/shell.js';
import type { CriticResult } from '../contract/result.js';
import { judgeOverridesOf } from '../config/judge.js';
import { resolveJudgeSettings, type JudgeOverrides, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import { configDigest } from '../review/config-digest.js';
import { escalate } from '../review/escalate.js';
import type { FileReader, Subject } from '../subject/types.js';
import { treeView } from '../subject/change-view.js';
import type { Config } from '../config/index.js';
import { commandPolicy, type LoadedConfig, type WorkTree } from './config-source.js';
import { critiqueChange } from './critique-change.js';
import { readsChangedFiles } from './change-plan.js';
import { WarmSlot } from '../checks/syntax-pool/warm-slot.js';
import { FoundSecrets } from '../checks/found-secrets.js';
import { KnownCleanDirectory } from '../checks/known-clean.js';
import { join } from 'node:path';
import type { WarmStart } from '../checks/syntax-pool/pool.js';

/**
 * The PR gate from a loaded config to an escalated result, for `critic-gate pr` and the Action
 * alike. What differs between them comes in as data and functions: how the change is read
 * (local git, or the Action's checkout or the GitHub API), the base commit's files, the switches.
 */

/** A change as a front end reads it. */
export interface PrChange {
  subject: Subject;
  /** The judged head commit. */
  headSha: string;
  /** The checked-out head commands may run in, or why there is none. */
  workTree: WorkTree;
  /** The task when the config names none: the PR title and body, or the commit messages. */
  task: string;
  /** The same texts named for the tripwires (`PR title`, `PR body`, `commit messages`). */
  texts: readonly NamedText[];
  /** Releases what reading the change opened; called however the run ends. */
  close?: (() => Promise<void>) | undefined;
}

export interface PrRun<C extends PrChange> {
  /** The assertions file, read from the base commit where there is one (config-source.ts). */
  config: LoadedConfig;
  baseSha: string;
  /**
   * Reads the change, leaving out what the config's `ignore` globs match. A front end that learns
   * the changed paths before the rest (git compares trees before it writes the patch) tells
   * `onPaths` those `ignore` keeps, so that what the checks need is started while the change is read.
   * `readsFiles` false: no check or assertion reads a changed file's contents, so none is read ahead.
   */
  readChange(ignore: readonly string[], onPaths?: (paths: readonly string[]) => void, readsFiles?: boolean): Promise<C>;
  /** The base commit's files: config globs are checked and gotchas rules read there. */
  trusted: FileReader;
  /** This run's attempt; its limit is the config's `max_attempts` unless the front end sets one. */
  attempt: { number: number; max?: number | undefined };
  commands: {
    allow: boolean;
    /** How the user turns commands on, named when they are off. */
    optIn: string;
    /** The front end's sandbox setting, over the config's; `required` when neither says. */
    sandbox: SandboxMode | undefined;
    /** Says how commands will run (without a sandbox, say) before the judging starts. */
    note(text: string): void;
  };
  judge: {
    llm: 'on' | 'off';
    /** The front end's switches, over the config's `judge` section. */
    overrides: JudgeOverrides;
    /** `configDigest`: the run's config_digest (review/config-digest.ts), when the config's bytes are known. */
    make(settings: JudgeSettings, configDigest: string | undefined): Judge;
  };
  browser: BrowserSettings;
  /** The environment commands and the browser run in; read from the process by the front end alone. */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * The cache directory the front end settled and vetted, where compiled code (RE2, TypeScript) is
   * kept (subject/vendored.ts); none: compiled every time, kept nowhere.
   */
  codeCacheDir?: string | undefined;
  /**
   * Told each credential `no-secrets` finds, before anything is rendered: the front end's redactor
   * learns it, so no published text repeats it (spec §16).
   */
  onSecret?: ((secret: string) => void) | undefined;
}

export interface PrJudged<C extends PrChange> {
  /** After the safety valve: a RETRY on the last attempt is a FAIL for a person (spec §7). */
  result: CriticResult;
  change: C;
  attempt: { number: number; max: number };
  /** What the escalation did, for the report and the review. */
  notes: string[];
  labels: string[];
  /** The config_digest of this run: the assertions file's bytes and the judge settings; undefined for a config built in memory. */
  configDigest: string | undefined;
}

/**
 * For a config with syntax checks: starts their worker thread now (in `warm`), and once the changed
 * paths are known, the parsers and interpreters for the files the checks select, before the checks
 * run. Only a matter of time: whatever fails here fails again, and is reported, when a check runs.
 */
function warmChecks(config: Config, warm: WarmStart): ((paths: readonly string[]) => void) | undefined {
  const specs = [...config.gate, ...config.assertions.flatMap((a) => (a.check ? [a.check] : []))].filter((s) => s.kind === 'syntax');
  if (specs.length === 0) return undefined;
  const pool = import('../checks/syntax-pool/pool.js');
  pool.then((m) => m.startSyntaxWorker(warm)).catch(() => undefined);
  return (paths) => {
    pool.then((m) => m.warmSyntaxFor(warm, specs, paths)).catch(() => undefined);
  };
}

/** Judges a pull request (or a local range like one): the change, the commands, the judge, then the safety valve. */
export async function runPr<C extends PrChange>(run: PrRun<C>): Promise<PrJudged<C>> {
  const { config } = run.config;
  // The base tree is listed and resolved for the config's globs (critique-change.ts) while git writes the patch.
  const trustedView = treeView(run.trusted);
  trustedView.catch(() => undefined);
  // This run's own: its worker keeps compiled code in this run's cache directory, and ends with the run.
  const warm: WarmStart = { slot: new WarmSlot(), codeCacheDir: run.codeCacheDir };
  let change: C;
  try {
    change = await run.readChange(config.ignore, warmChecks(config, warm), readsChangedFiles(config));
  } catch (e) {
    void warm.slot.close();
    throw e;
  }
  const attempt = { number: run.attempt.number, max: run.attempt.max ?? config.max_attempts };
  let runner: ShellRunner | undefined;
  const browser = browserRuntime({ bwrap: () => workingBwrap(run.env), env: run.env, ...run.browser });
  try {
    const settings = resolveJudgeSettings(run.judge.overrides, judgeOverridesOf(config.judge));
    const digest = run.config.bytes ? configDigest({ assertions: run.config.bytes, judge: settings }) : undefined;
    const policy = commandPolicy(run.commands.allow, run.config.ref, run.commands.optIn, change.workTree);
    const commands = policy.allowed
      ? await prepareCommands({ cwd: policy.cwd, sandbox: run.commands.sandbox ?? config.command_sandbox ?? 'required', env: run.env })
      : { refused: policy.refused };
    if ('runner' in commands) {
      runner = commands.runner;
      commands.notes.forEach((n) => run.commands.note(n));
    }
    // The known-clean cache lives in the cache directory the front end vetted (outside the checkout),
    // and `cache: off` (flag, environment, Action input or config) bypasses it as it does the judgement cache.
    const knownClean =
      settings.cache === 'on' && run.codeCacheDir !== undefined
        ? new KnownCleanDirectory(join(run.codeCacheDir, 'known-clean'))
        : undefined;
    const result = await critiqueChange({
      subject: change.subject,
      config: run.config,
      task: change.task,
      texts: change.texts,
      baseSha: run.baseSha,
      headSha: change.headSha,
      judge: run.judge.llm === 'on' ? run.judge.make(settings, digest) : undefined,
      ...('runner' in commands ? { commands: commands.runner } : { commandsRefused: commands.refused }),
      trusted: run.trusted,
      trustedView,
      attempt,
      browser,
      codeCacheDir: run.codeCacheDir,
      syntaxWarm: warm.slot,
      secrets: new FoundSecrets(run.onSecret),
      knownClean,
    });
    await knownClean?.flush();
    // The receipt binds the verdict to what the review marker binds it to: the config digest and the head.
    const bound = result.receipt
      ? { ...result, receipt: { ...result.receipt, ...(digest ? { config_digest: digest } : {}), head_sha: change.headSha } }
      : result;
    const escalation = escalate(bound, attempt.number, attempt.max);
    return { result: escalation.result, change, attempt, notes: escalation.notes, labels: escalation.labels, configDigest: digest };
  } finally {
    // Not awaited: an idle worker keeps nothing alive, and the result need not wait for its end.
    void warm.slot.close();
    await runner?.close();
    await browser.close();
    await change.close?.();
  }
}
