import { isAbsolute, relative, resolve, sep } from 'node:path';
import { shellCommandRunner } from '../commands/shell.js';
import type { CriticResult } from '../contract/result.js';
import { DEFAULTS } from '../defaults.js';
import { exitCodeOf } from '../exit-codes.js';
import { judgeOverridesOf, resolveJudgeSettings } from '../judge/settings.js';
import { commandPolicy, configFromCommit, configFromDisk, type LoadedConfig } from '../pr/config-source.js';
import { judgeChange } from '../pr/judge-change.js';
import { changeSubject } from '../subject/change.js';
import { GitRepo } from '../subject/git.js';
import type { PrCommand } from './args.js';
import type { CliIo } from './io.js';
import type { CommandOutcome, JudgeFactory } from './judge-command.js';

/** Inside the repository: a repo-relative path to read at the base commit. Outside: undefined. */
function repoRelative(topLevel: string, path: string, cwd: string): string | undefined {
  const rel = relative(topLevel, resolve(cwd, path));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

async function loadConfig(cmd: PrCommand, repo: GitRepo, baseSha: string, io: CliIo, cwd: string): Promise<LoadedConfig> {
  const topLevel = await repo.topLevel();
  const wanted = cmd.config ?? DEFAULTS.configPath;
  // The default path is repository-relative; a path given on the command line is relative to where the user stands.
  const inRepo = cmd.config === undefined ? wanted : repoRelative(topLevel, wanted, cwd);
  if (inRepo !== undefined) return configFromCommit((p) => repo.readFileAt(baseSha, p), inRepo, baseSha);
  return configFromDisk(await io.readFile(resolve(cwd, wanted)), wanted);
}

/** `critic-gate pr`: the PR gate on a local git range, merge-base semantics as a pull request has. */
export async function prCommand(cmd: PrCommand, io: CliIo, makeJudge: JudgeFactory, cwd: string): Promise<CommandOutcome> {
  const repo = await GitRepo.open(cmd.repo);
  let change: Awaited<ReturnType<typeof changeSubject>> | undefined;
  try {
    const baseSha = await repo.resolveCommit(cmd.base);
    const loaded = await loadConfig(cmd, repo, baseSha, io, cwd);
    const { config } = loaded;
    change = await changeSubject({ repoDir: cmd.repo, base: baseSha, head: cmd.head, ignore: config.ignore });
    const messages = await repo.commitMessages(change.mergeBaseSha, change.headSha);
    const policy = commandPolicy(cmd.allowCommands, loaded.ref, '--allow-commands');
    // Commands see the working tree: with --head elsewhere they would check other files than the judged ones.
    const checkedOut = await repo.resolveCommit('HEAD');
    if (policy.allowed && checkedOut !== change.headSha) {
      policy.allowed = false;
      policy.refused = `commands run in the working tree, which is at ${checkedOut.slice(0, 12)}, not at --head ${cmd.head}; check out the head first`;
    }
    const settings = resolveJudgeSettings(
      { host: cmd.judge.ollamaHost, model: cmd.judge.model, timeoutSeconds: cmd.judge.timeoutSeconds, numCtx: cmd.judge.numCtx },
      judgeOverridesOf(config.judge),
    );
    const result: CriticResult = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: messages.join('\n\n') || `Changes from ${cmd.base} to ${cmd.head}`,
      baseSha,
      headSha: change.headSha,
      judge: cmd.judge.llm === 'on' ? makeJudge(settings) : undefined,
      commands: policy.allowed ? shellCommandRunner({ cwd: await repo.topLevel() }) : undefined,
      commandsRefused: policy.refused,
      trusted: repo.fileReader(baseSha),
      attempt: cmd.attempt ?? { number: 1, max: config.max_attempts },
    });
    return {
      result,
      exitCode: exitCodeOf(result),
      ...(result._critic_status === 'error' ? { message: `could not judge: ${result.error ?? 'unknown error'}` } : {}),
    };
  } finally {
    await change?.close();
    await repo.close();
  }
}
