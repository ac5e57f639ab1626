import type { CommandRunner, NamedText } from '../checks/define.js';
import type { CriticResult } from '../contract/result.js';
import { runCritic } from '../engine.js';
import type { Judge } from '../judge/types.js';
import { subjectFilesForResult } from '../subject/change.js';
import type { FileReader, Subject } from '../subject/types.js';
import type { LoadedConfig } from './config-source.js';
import { planForChange } from './plan.js';

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
  commandsRefused?: string | undefined;
  /** The base commit's files: gotchas rules are read from there. */
  trusted?: FileReader | undefined;
  attempt?: { number: number; max: number } | undefined;
}

/** Judges a change set with its assertions file: the shared core of `critic-gate pr` and the Action. */
export async function judgeChange(j: ChangeJudgement): Promise<CriticResult> {
  const result = await runCritic(planForChange(j.config.config, j.subject, j.task, j.texts), {
    judge: j.judge,
    commands: j.commands,
    commandsRefused: j.commandsRefused,
    trusted: j.trusted,
    attempt: j.attempt,
  });
  return {
    ...result,
    subject: { files: subjectFilesForResult(j.subject.files), base: j.baseSha, head: j.headSha },
    config: j.config.ref,
  };
}
