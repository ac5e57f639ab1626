import { isAbsolute, relative, resolve, sep } from 'node:path';
import { shellCommandRunner } from '../commands/shell.js';
import type { CriticResult } from '../contract/result.js';
import { DEFAULTS } from '../defaults.js';
import { judgeOverridesOf, resolveJudgeSettings } from '../judge/settings.js';
import { commandPolicy, configFromCommit, configFromDisk, type LoadedConfig, type WorkTree } from '../pr/config-source.js';
import { judgeChange } from '../pr/judge-change.js';
import { changeSubject } from '../subject/change.js';
import { GitRepo } from '../subject/git.js';
import type { PrCommand } from './args.js';
import type { CliIo } from './io.js';
import { outcomeOf, type CommandOutcome, type JudgeFactory } from './outcome.js';

/** Inside the repository: a repo-relative path to read at the base commit. Outside: undefined. */
function repoRelative(topLevel: string, absolute: string): string | undefined {
  const rel = relative(topLevel, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel.split(sep).join('/');
}

/**
 * The default path is repository-relative. A relative `--config` is relative to `--repo`: read
 * against the folder the command happens to run in, `--repo elsewhere --config .github/x.yml`
 * would read another checkout's file from disk instead of this repository's base commit.
 */
async function loadConfig(cmd: PrCommand, repo: GitRepo, topLevel: string, baseSha: string, io: CliIo, repoDir: string): Promise<LoadedConfig> {
  if (cmd.config === undefined) return configFromCommit((p) => repo.readFileAt(baseSha, p), DEFAULTS.configPath, baseSha);
  const absolute = resolve(repoDir, cmd.config);
  const inRepo = repoRelative(topLevel, absolute);
  if (inRepo !== undefined) return configFromCommit((p) => repo.readFileAt(baseSha, p), inRepo, baseSha);
  return configFromDisk(await io.readFile(absolute), cmd.config);
}

/** Commands see the working tree: with --head elsewhere they would check other files than the judged ones. */
function workTreeAt(topLevel: string, checkedOut: string | undefined, headSha: string, head: string): WorkTree {
  if (checkedOut === headSha) return { dir: topLevel };
  const at = checkedOut === undefined ? 'has no commit checked out' : `is at ${checkedOut.slice(0, 12)}`;
  return { problem: `commands run in the working tree, which ${at}, not at --head ${head}; check out the head first` };
}

/** `critic-gate pr`: the PR gate on a local git range, merge-base semantics as a pull request has. */
export async function prCommand(cmd: PrCommand, io: CliIo, makeJudge: JudgeFactory, cwd: string): Promise<CommandOutcome> {
  const repoDir = resolve(cwd, cmd.repo);
  const repo = await GitRepo.open(repoDir);
  try {
    const topLevel = await repo.topLevel();
    const baseSha = await repo.resolveCommit(cmd.base);
    const loaded = await loadConfig(cmd, repo, topLevel, baseSha, io, repoDir);
    const { config } = loaded;
    const change = await changeSubject(repo, { base: baseSha, head: cmd.head, ignore: config.ignore });
    const messages = await repo.commitMessages(change.mergeBaseSha, change.headSha);
    const checkedOut = cmd.head === 'HEAD' ? change.headSha : await repo.resolveCommit('HEAD').catch(() => undefined);
    if (checkedOut === change.headSha) {
      // Only the committed range is judged: an agent that has not committed its last edits must hear so.
      const uncommitted = await repo.uncommittedCount();
      if (uncommitted > 0) io.stderr(`critic-gate: note: ${uncommitted} uncommitted change(s) are not judged; commit them first\n`);
    }
    const policy = commandPolicy(cmd.allowCommands, loaded.ref, '--allow-commands', workTreeAt(topLevel, checkedOut, change.headSha, cmd.head));
    const settings = resolveJudgeSettings(
      { host: cmd.judge.ollamaHost, model: cmd.judge.model, timeoutSeconds: cmd.judge.timeoutSeconds, numCtx: cmd.judge.numCtx },
      judgeOverridesOf(config.judge),
    );
    const result: CriticResult = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: messages.join('\n\n') || `Changes from ${cmd.base} to ${cmd.head}`,
      texts: [{ name: 'commit messages', text: messages.join('\n\n') }],
      baseSha,
      headSha: change.headSha,
      judge: cmd.judge.llm === 'on' ? makeJudge(settings) : undefined,
      ...(policy.allowed ? { commands: shellCommandRunner({ cwd: policy.cwd }) } : { commandsRefused: policy.refused }),
      trusted: repo.fileReader(baseSha),
      attempt: cmd.attempt ?? { number: 1, max: config.max_attempts },
    });
    return outcomeOf(result);
  } finally {
    await repo.close();
  }
}
