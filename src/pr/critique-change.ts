import type { BrowserRuntime } from '../checks/browser-runtime.js';
import type { WarmLane, WarmSlot } from '../checks/syntax-pool/warm-slot.js';
import type { CommandRunner, CommandsRefusal, NamedText } from '../checks/define.js';
import type { KnownClean } from '../checks/known-clean.js';
import type { CriticResult } from '../contract/result.js';
import { runCritic } from '../core/engine.js';
import type { Judge } from '../judge/types.js';
import type { FoundSecrets } from '../checks/found-secrets.js';
import { subjectFilesForResult } from '../subject/change.js';
import type { FileReader, Subject } from '../subject/types.js';
import type { LoadedConfig } from './config-source.js';
import { planForChange } from './change-plan.js';
import { readExamples } from './examples.js';
import { ConfigError } from '../config/errors.js';
import { unmatchedGlobs } from '../config/globs.js';
import { changeView, treeView, type TreeView } from '../subject/change-view.js';

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
  commands?: CommandRunner | undefined;
  commandsRefused?: CommandsRefusal | undefined;
  /** The base commit's files: gotchas rules are read from there. */
  trusted?: FileReader | undefined;
  /** `trusted`'s tree, as the front end started resolving it while the change was read; resolved here when absent. */
  trustedView?: Promise<TreeView> | undefined;
  attempt?: { number: number; max: number } | undefined;
  /** The browser for `browser` checks and `page` material (its path and where screenshots go). */
  browser?: BrowserRuntime | undefined;
  /** The run's cache directory, where compiled code is kept (CheckContext.codeCacheDir); none: kept nowhere. */
  codeCacheDir?: string | undefined;
  /** The syntax worker started ahead of the checks (CheckContext.syntaxWarm). */
  syntaxWarm?: WarmSlot<WarmLane> | undefined;
  /** Where `no-secrets` registers the credentials it finds (CriticDeps.secrets). */
  secrets?: FoundSecrets | undefined;
  /** The known-clean cache (CheckContext.knownClean); absent: every file is judged afresh. */
  knownClean?: KnownClean | undefined;
}

/** Judges a change set with its assertions file: the shared core of `critic-gate pr` and the Action. */
export async function critiqueChange(j: ChangeCritique): Promise<CriticResult> {
  // The change and the base tree are resolved here, once, and every layer below reads these values.
  const [view, trustedView] = await Promise.all([
    changeView(j.subject),
    j.trustedView ?? (j.trusted === undefined ? undefined : treeView(j.trusted)),
  ]);
  requireMatchingGlobs(j, [...view.named, ...(trustedView?.named ?? [])]);
  // Spec §15: examples are read at the base, like the config: a change cannot bring the examples its own judge is tried on.
  // Only for a judge: without one nothing is judged on them (`--llm off`, a replay of history, a draft).
  const from = j.config.examples;
  const examples =
    j.judge === undefined
      ? []
      : await readExamples(j.config.config, from ? (path) => from.read(path) : async (path) => j.trusted?.read(path), {
          file: j.config.ref.path,
          locate: j.config.locate,
          missing:
            from?.where ??
            `at the base commit ${j.baseSha.slice(0, 12)}: commit it to the base branch first (a change cannot bring the examples its assertion is tried on)`,
        });
  const result = await runCritic(planForChange(j.config.config, j.subject, j.task, j.texts, view, examples), {
    judge: j.judge,
    commands: j.commands,
    commandsRefused: j.commandsRefused,
    trusted: j.trusted,
    trustedView,
    attempt: j.attempt,
    browser: j.browser,
    codeCacheDir: j.codeCacheDir,
    syntaxWarm: j.syntaxWarm,
    secrets: j.secrets,
    knownClean: j.knownClean,
  });
  return {
    ...result,
    subject: { files: subjectFilesForResult(j.subject.files), base: j.baseSha, head: j.headSha },
    config: j.config.ref,
  };
}

/**
 * Spec §7: a config glob that matches nothing at the base or the head is a config error (exit 4).
 * `named` are both trees' paths a glob could mean (files, symlinks, submodules, paths under directory links).
 */
function requireMatchingGlobs(j: ChangeCritique, named: readonly string[]): void {
  const paths = [...new Set(named)].sort();
  const problems = unmatchedGlobs(j.config.config, j.config.ref.path, j.config.locate, paths);
  if (problems.length > 0) throw new ConfigError(problems);
}
