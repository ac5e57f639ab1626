import type { BrowserRuntime } from '../checks/browser-runtime.js';
import type { CommandRunner, CommandsRefusal, NamedText } from '../checks/define.js';
import type { CriticResult } from '../contract/result.js';
import { runCritic } from '../engine.js';
import type { Judge } from '../judge/types.js';
import { subjectFilesForResult } from '../subject/change.js';
import type { FileReader, Subject } from '../subject/types.js';
import type { LoadedConfig } from './config-source.js';
import { planForChange } from './plan.js';
import { ConfigError } from '../config/errors.js';
import { unmatchedGlobs } from '../config/globs.js';
import { linksOf } from '../subject/dir-links.js';

export interface ChangeJudgement {
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
  attempt?: { number: number; max: number } | undefined;
  /** The browser for `browser` checks and `page` material (its path and where screenshots go). */
  browser?: BrowserRuntime | undefined;
}

/** Judges a change set with its assertions file: the shared core of `critic-gate pr` and the Action. */
export async function judgeChange(j: ChangeJudgement): Promise<CriticResult> {
  await requireMatchingGlobs(j);
  const result = await runCritic(planForChange(j.config.config, j.subject, j.task, j.texts), {
    judge: j.judge,
    commands: j.commands,
    commandsRefused: j.commandsRefused,
    trusted: j.trusted,
    attempt: j.attempt,
    browser: j.browser,
  });
  return {
    ...result,
    subject: { files: subjectFilesForResult(j.subject.files), base: j.baseSha, head: j.headSha },
    config: j.config.ref,
  };
}

/** Every path of a tree a glob could mean: files, symlinks and submodules. */
async function pathsOf(reader: FileReader | undefined): Promise<string[]> {
  if (reader === undefined) return [];
  const [files, specials, links] = await Promise.all([reader.listTree(), reader.specials?.(), linksOf(reader)]);
  // Files behind a directory link are there under the link's path too (spec §7).
  return [...files, ...(specials?.keys() ?? []), ...links.aliases.keys()];
}

/** Spec §7: a config glob that matches nothing at the base or the head is a config error (exit 4). */
async function requireMatchingGlobs(j: ChangeJudgement): Promise<void> {
  const [head, base] = await Promise.all([pathsOf(j.subject.head), pathsOf(j.trusted)]);
  const paths = [...new Set([...head, ...base])].sort();
  const problems = unmatchedGlobs(j.config.config, j.config.ref.path, j.config.locate, paths);
  if (problems.length > 0) throw new ConfigError(problems);
}
