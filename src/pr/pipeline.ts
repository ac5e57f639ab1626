/**
 * The PR gate, one pipeline for `critic-gate pr` and the Action alike, in the spec's order:
 * read the change → open the run's resources once → resolve the views once → plan → gate,
 * deterministic assertions, judge, decide (core/engine.ts) → finalize (core/finalize.ts).
 *
 * It sits in pr/, not core/: planning a change reads the assertions file (config/), the config
 * digest is the review's (review/), and the resources are the adapters' (browser/, commands/),
 * all above core in the layers. What differs between the front ends comes in as data, and one
 * function: how the change is read (local git, or the Action's checkout or the GitHub API).
 */
import { join } from 'node:path';
import { browserRuntime, type BrowserSettings } from '../browser/runtime.js';
import type { NamedText } from '../checks/define.js';
import { FoundSecrets } from '../checks/found-secrets.js';
import { KnownCleanDirectory } from '../checks/known-clean.js';
import type { WarmStart } from '../checks/syntax-pool/pool.js';
import { WarmSlot, type WarmLane } from '../checks/syntax-pool/warm-slot.js';
import { prepareCommands } from '../commands/prepare.js';
import { workingBwrap, type SandboxMode } from '../commands/sandbox.js';
import type { ShellRunner } from '../commands/shell.js';
import type { Config } from '../config/index.js';
import { ConfigError } from '../config/errors.js';
import { unmatchedGlobs } from '../config/globs.js';
import { judgeOverridesOf } from '../config/judge.js';
import type { CriticResult } from '../contract/result.js';
import { runCritic } from '../core/engine.js';
import type { RunResources } from '../core/resources.js';
import { resolveJudgeSettings, type JudgeOverrides, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import { configDigest } from '../review/config-digest.js';
import { escalate } from '../review/escalate.js';
import { subjectFilesForResult } from '../subject/change.js';
import { changeView, treeView, type TreeView } from '../subject/change-view.js';
import type { FileReader, Subject } from '../subject/types.js';
import { planForChange, readsChangedFiles } from './change-plan.js';
import { commandPolicy, type LoadedConfig, type WorkTree } from './config-source.js';
import { readExamples } from './examples.js';

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
  /** The judge as the front end made it, from `runJudgeOf` (its settings decide the known-clean cache too). */
  judge: RunJudge;
  browser: BrowserSettings;
  /** The environment commands and the browser run in; read from the process by the front end alone. */
  env: Readonly<Record<string, string | undefined>>;
  /**
   * The cache directory the front end settled and vetted, where compiled code (RE2, TypeScript) is
   * kept (subject/vendored.ts); none: compiled every time, kept nowhere.
   */
  codeCacheDir?: string | undefined;
  /**
   * Whose entries this run's known-clean stores are (storeScope of the repository), when the cache
   * directory serves several repositories (the CLI's is per user): a run reads only its own.
   */
  cacheScope?: string | undefined;
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

/** A run's judge: its settings, the config_digest they give, and the judge itself unless the LLM is off. */
export interface RunJudge {
  settings: JudgeSettings;
  /** The run's config_digest (review/config-digest.ts); undefined for a config built in memory. */
  configDigest: string | undefined;
  judge?: Judge | undefined;
}

/**
 * The judge settings of a run: the front end's switches over the config's `judge` section, and the
 * config_digest they give with the assertions file's bytes (the review marker and the merge queue
 * bind to it). The front end makes the judge from these before the run, so that reading the change
 * is the pipeline's only call back to it.
 */
export function runJudgeOf(loaded: LoadedConfig, overrides: JudgeOverrides): Omit<RunJudge, 'judge'> {
  const settings = resolveJudgeSettings(overrides, judgeOverridesOf(loaded.config.judge));
  return { settings, configDigest: loaded.bytes ? configDigest({ assertions: loaded.bytes, judge: settings }) : undefined };
}

/** Judges a pull request (or a local range like one), step by step as the spec orders them. */
export async function runPr<C extends PrChange>(run: PrRun<C>): Promise<PrJudged<C>> {
  const { config } = run.config;
  // The base tree is listed and resolved while git writes the patch; this run's syntax worker starts now too.
  const trustedView = treeView(run.trusted);
  trustedView.catch(() => undefined);
  const warm: WarmStart = { slot: new WarmSlot(), codeCacheDir: run.codeCacheDir };
  // 1. Read the change: the one call back to the front end.
  let change: C;
  try {
    change = await run.readChange(config.ignore, warmChecks(config, warm), readsChangedFiles(config));
  } catch (e) {
    void warm.slot.close();
    throw e;
  }
  const attempt = { number: run.attempt.number, max: run.attempt.max ?? config.max_attempts };
  let opened: OpenedResources | undefined;
  try {
    const { settings, configDigest: digest } = run.judge;
    // 2. The run's resources, opened once: commands (or why refused), browser, caches, the syntax worker.
    opened = await openResources(run, change, settings, warm.slot);
    // 3–5. The views, the plan, and gate → deterministic assertions → judge → decide.
    const result = await critiqueChange({
      subject: change.subject,
      config: run.config,
      task: change.task,
      texts: change.texts,
      baseSha: run.baseSha,
      headSha: change.headSha,
      judge: run.judge.judge,
      attempt,
      resources: { ...opened.resources, trusted: run.trusted },
      trustedView,
    });
    await opened.flush();
    // The receipt binds the verdict to what the review marker binds it to: the config digest and the head.
    const bound = result.receipt
      ? { ...result, receipt: { ...result.receipt, ...(digest ? { config_digest: digest } : {}), head_sha: change.headSha } }
      : result;
    // 6. Finalize: the attempt limit (core/finalize.ts), with the label and note that tell a person.
    const escalation = escalate(bound, attempt.number, attempt.max);
    return { result: escalation.result, change, attempt, notes: escalation.notes, labels: escalation.labels, configDigest: digest };
  } finally {
    // Not awaited: an idle worker keeps nothing alive, and the result need not wait for its end.
    void warm.slot.close();
    await opened?.close();
    await change.close?.();
  }
}

/** A change already read, judged with its assertions file: the views, the plan, then the engine. */
export interface ChangeCritique {
  subject: Subject;
  config: LoadedConfig;
  /** The task when the config names none: the PR title and body, or the commit messages. */
  task: string;
  /** The same texts named for the tripwires (`PR title`, `PR body`, `commit messages`); default: the task. */
  texts?: readonly NamedText[] | undefined;
  baseSha: string;
  headSha: string;
  judge?: Judge | undefined;
  attempt?: { number: number; max: number } | undefined;
  /** What the checks may use; `trusted` is the base commit's files (gotchas rules are read there). */
  resources?: RunResources | undefined;
  /** `resources.trusted`'s tree, as started while the change was read; resolved here when absent. */
  trustedView?: Promise<TreeView> | undefined;
}

/** Steps 3 to 5 for a change already read (runPr, `critic-gate eval`): the shared core of every PR-mode run. */
export async function critiqueChange(j: ChangeCritique): Promise<CriticResult> {
  const trusted = j.resources?.trusted;
  // 3. The views, resolved here once: the config's globs, the checks' context and the judge's material read these.
  const [view, trustedView] = await Promise.all([
    changeView(j.subject),
    j.trustedView ?? (trusted === undefined ? undefined : treeView(trusted)),
  ]);
  requireMatchingGlobs(j.config, [...view.named, ...(trustedView?.named ?? [])]);
  // 4. The plan. Spec §15: examples are read at the base, like the config: a change cannot bring the
  // examples its own judge is tried on. Only for a judge: without one nothing is judged on them.
  const from = j.config.examples;
  const examples =
    j.judge === undefined
      ? []
      : await readExamples(j.config.config, from ? (path) => from.read(path) : async (path) => trusted?.read(path), {
          file: j.config.ref.path,
          locate: j.config.locate,
          missing:
            from?.where ??
            `at the base commit ${j.baseSha.slice(0, 12)}: commit it to the base branch first (a change cannot bring the examples its assertion is tried on)`,
        });
  const plan = {
    ...planForChange(j.config.config, j.subject, j.task, j.texts, view, examples, j.config.locate),
    configFile: j.config.ref.path,
  };
  // 5. Gate → deterministic assertions → judge → decide.
  const result = await runCritic(plan, { ...j.resources, trustedView, judge: j.judge, attempt: j.attempt });
  return {
    ...result,
    subject: { files: subjectFilesForResult(j.subject.files), base: j.baseSha, head: j.headSha },
    config: j.config.ref,
  };
}

/** The resources runPr opens for a run, and how to release them however it ends. */
interface OpenedResources {
  resources: RunResources;
  /** Keeps what the run learnt (the known-clean cache), once it judged. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

async function openResources(
  run: PrRun<PrChange>,
  change: PrChange,
  settings: JudgeSettings,
  syntaxWarm: WarmSlot<WarmLane>,
): Promise<OpenedResources> {
  const { config } = run.config;
  const browser = browserRuntime({ bwrap: () => workingBwrap(run.env), env: run.env, ...run.browser });
  let runner: ShellRunner | undefined;
  const close = async (): Promise<void> => {
    await runner?.close();
    await browser.close();
  };
  try {
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
        ? new KnownCleanDirectory(join(run.codeCacheDir, 'known-clean'), run.cacheScope)
        : undefined;
    const resources: RunResources = {
      ...('runner' in commands ? { commands: commands.runner } : { commandsRefused: commands.refused }),
      browser,
      codeCacheDir: run.codeCacheDir,
      syntaxWarm,
      secrets: new FoundSecrets(run.onSecret),
      knownClean,
    };
    return { resources, flush: async () => knownClean?.flush(), close };
  } catch (e) {
    await close();
    throw e;
  }
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

/**
 * Spec §7: a config glob that matches nothing at the base or the head is a config error (exit 4).
 * `named` are both trees' paths a glob could mean (files, symlinks, submodules, paths under directory links).
 */
function requireMatchingGlobs(loaded: LoadedConfig, named: readonly string[]): void {
  const paths = [...new Set(named)].sort();
  const problems = unmatchedGlobs(loaded.config, loaded.ref.path, loaded.locate, paths);
  if (problems.length > 0) throw new ConfigError(problems);
}
