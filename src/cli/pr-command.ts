import { dirname, join, relative, resolve, sep } from 'node:path';
import { isInside } from '../subject/path-inside.js';
import { DEFAULTS } from '../contract/defaults.js';
import type { LoadedConfig, WorkTree } from '../pr/config-source.js';
import type { PrChange } from '../pr/pipeline.js';
import { changeSubject } from '../subject/change.js';
import { GitRepo } from '../subject/git.js';
import { storeScope } from '../subject/keyed-segments.js';
import { keepCompiledModules } from '../subject/vendored.js';
import type { PrCommand } from './args.js';
import { judgeFlagsFor, readInside } from './inside-checkout.js';
import type { Env } from './flags/shared.js';
import type { CliIo } from './io.js';
import { flagOverrides, outcomeOf, type CommandOutcome, type JudgeFactory } from './outcome.js';

/** Inside the repository: a repo-relative path to read at the base commit. Outside: undefined. */
function repoRelative(topLevel: string, absolute: string): string | undefined {
  const rel = relative(topLevel, absolute);
  // `..gate.yml` is a file inside; the repository's own folder is not a file in it.
  if (rel === '' || !isInside(absolute, topLevel)) return undefined;
  return rel.split(sep).join('/');
}

/**
 * Where the assertions file is read. The default path is repository-relative. A relative
 * `--config` is relative to `--repo`: read against the folder the command happens to run in,
 * `--repo elsewhere --config .github/x.yml` would read another checkout's file from disk instead
 * of this repository's base commit.
 */
function configPlace(cmd: PrCommand, topLevel: string, repoDir: string): { atBase: string } | { onDisk: string } {
  if (cmd.config === undefined) return { atBase: DEFAULTS.configPath };
  const absolute = resolve(repoDir, cmd.config);
  const inRepo = repoRelative(topLevel, absolute);
  return inRepo !== undefined ? { atBase: inRepo } : { onDisk: absolute };
}

/**
 * The assertions file from where configPlace says; `bytesAtBase` are its bytes there, asked for
 * early. Locally (never in the Action), a config that is not yet on the base branch but is in the
 * working tree — just written by `init` — is read from there, with a notice (spec §16).
 */
async function loadConfig(
  cmd: PrCommand,
  place: { atBase: string; bytesAtBase: Promise<Uint8Array | undefined> } | { onDisk: string },
  baseSha: string,
  io: CliIo,
  codeCacheDir: string | undefined,
  topLevel: string,
): Promise<LoadedConfig> {
  const { configFromCommit, configFromDisk } = await import('../pr/config-source.js');
  if ('atBase' in place) {
    if ((await place.bytesAtBase) === undefined) {
      const text = await io.readFile(join(topLevel, place.atBase)).catch(() => undefined);
      if (text !== undefined) {
        io.stderr(
          `critic-gate: note: ${place.atBase} is not yet on the base branch (${baseSha.slice(0, 12)}): using the working tree's copy; commit it to the base branch for pull requests\n`,
        );
        // Its examples are not on the base branch either: read beside it, from the working tree.
        const examples = {
          read: (path: string) => readInside(topLevel, path),
          where: 'in the working tree, where this config was read from (it is not yet on the base branch)',
        };
        return { ...configFromDisk(text, place.atBase, codeCacheDir, 'worktree'), examples };
      }
    }
    return configFromCommit(() => place.bytesAtBase, place.atBase, baseSha, codeCacheDir);
  }
  return configFromDisk(await io.readFile(place.onDisk), cmd.config ?? place.onDisk, codeCacheDir);
}

/** Commands see the working tree: with --head elsewhere they would check other files than the judged ones. */
function workTreeAt(topLevel: string, checkedOut: string | undefined, headSha: string, head: string): WorkTree {
  if (checkedOut === headSha) return { dir: topLevel };
  const at = checkedOut === undefined ? 'has no commit checked out' : `is at ${checkedOut.slice(0, 12)}`;
  return { problem: `commands run in the working tree, which ${at}, not at --head ${head}; check out the head first` };
}

/**
 * Screenshots go next to the result file (`--json out/result.json` → `out/critic-gate-artifacts/`),
 * or where --artifacts says; without either, into a fresh temporary folder named in the evidence.
 */
export function artifactsDirOf(cmd: Pick<PrCommand, 'json' | 'artifacts'>, cwd: string): string | undefined {
  if (cmd.artifacts !== undefined) return resolve(cwd, cmd.artifacts);
  return cmd.json !== undefined ? join(dirname(resolve(cwd, cmd.json)), 'critic-gate-artifacts') : undefined;
}

/**
 * The committed range from the merge base to --head, with the commit messages as the task. Says
 * on stderr when the checked-out head has uncommitted edits: those are not judged.
 */
async function localChange(
  repo: GitRepo,
  cmd: PrCommand,
  io: CliIo,
  topLevel: string,
  baseSha: string,
  ignore: readonly string[],
  refs: EarlyGit,
  onPaths?: (paths: readonly string[]) => void,
  readsFiles = true,
  summaries = false,
): Promise<PrChange> {
  // Git runs these side by side with the diff, the longest of them (all started in earlyGit); their
  // errors are reported in the order the steps had when they ran one after the other.
  const { headP, checkedOutP, messagesP, uncommittedP } = refs;
  const headSha = await headP;
  const changeP = changeSubject(repo, { base: baseSha, head: headSha, ignore, onPaths, readAhead: readsFiles, summaries });
  const change = await changeP;
  const messages = await messagesP;
  const checkedOut = await checkedOutP;
  const uncommitted = await uncommittedP;
  if (uncommitted > 0) io.stderr(`critic-gate: note: ${uncommitted} uncommitted change(s) are not judged; commit them first\n`);
  return {
    subject: change.subject,
    headSha: change.headSha,
    workTree: workTreeAt(topLevel, checkedOut, change.headSha, cmd.head),
    task: messages.join('\n\n') || `Changes from ${cmd.base} to ${cmd.head}`,
    texts: [{ name: 'commit messages', text: messages.join('\n\n') }],
  };
}

/**
 * What the run asks git, asked at its start and awaited where each is needed. Not only to overlap:
 * libuv starts a process by forking, whose cost grows with this process's memory — a few
 * milliseconds of this thread now, 15 to 35 once the checks are loaded and the patch read.
 */
interface EarlyGit {
  headP: Promise<string>;
  /** The commit checked out in the working tree, if any. */
  checkedOutP: Promise<string | undefined>;
  /**
   * Settles once git has started on all of it, the patch first (the longest wait of a run; see
   * GitRepo.startDiff): the caller may then hold this thread for a while (loading modules).
   */
  started: Promise<void>;
  /** The messages of the commits from the merge base to --head: the task. */
  messagesP: Promise<string[]>;
  /** Only the committed range is judged: an agent that has not committed its last edits must hear so. */
  uncommittedP: Promise<number>;
  /** Asks git `ask` once the patch is under way, before `started` settles. */
  afterDiff<T>(ask: () => Promise<T>): Promise<T>;
}

function earlyGit(repo: GitRepo, baseP: Promise<string>, head: string): EarlyGit {
  const headP = repo.resolveCommit(head);
  const checkedOutP = head === 'HEAD' ? headP.catch(() => undefined) : repo.resolveCommit('HEAD').catch(() => undefined);
  const rangeP = Promise.all([baseP, headP]);
  // First the patch, which needs the merge base first; the rest once git is writing it.
  const diffStarted = rangeP.then(([base, headSha]) => repo.startDiff(base, headSha));
  const afterDiffP = diffStarted.then(() => rangeP);
  const messagesP = afterDiffP.then(([base, headSha]) =>
    repo.mergeBase(base, headSha).then((mergeBase) => repo.commitMessages(mergeBase, headSha)),
  );
  const uncommittedP = Promise.all([afterDiffP, checkedOutP]).then(([[, headSha], checkedOut]) =>
    checkedOut === headSha ? repo.uncommittedCount() : 0,
  );
  // The trees the checks and the config's globs read (the reader of each commit asks for the same list).
  void afterDiffP.then(
    ([base, headSha]) => [repo.listTree(base), repo.listTree(headSha)].forEach((p) => p.catch(() => undefined)),
    () => undefined,
  );
  // They start within promise jobs; a macrotask later they all have.
  const started = afterDiffP.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  for (const p of [headP, started, messagesP, uncommittedP]) p.catch(() => undefined);
  const afterDiff = <T>(ask: () => Promise<T>): Promise<T> => {
    // Asked even when the range cannot be read: `ask` fails for its own reasons, in its own place.
    const answer = diffStarted.catch(() => undefined).then(ask);
    answer.catch(() => undefined); // whoever awaits it hears the error
    return answer;
  };
  return { headP, checkedOutP, started, messagesP, uncommittedP, afterDiff };
}

/** `critic-gate pr`: the PR gate on a local git range, merge-base semantics as a pull request has. */
/** `onSecret` is told each credential `no-secrets` finds: the redactor learns it before anything is written. */
export async function prCommand(
  cmd: PrCommand,
  io: CliIo,
  makeJudge: JudgeFactory,
  cwd: string,
  env: Env,
  onSecret?: (secret: string) => void,
): Promise<CommandOutcome> {
  const repoDir = resolve(cwd, cmd.repo);
  const repo = await GitRepo.open(repoDir, [cmd.base, cmd.head, 'HEAD'], [cmd.base, cmd.head]);
  try {
    const topLevelP = repo.topLevel();
    const baseP = repo.resolveCommit(cmd.base);
    baseP.catch(() => undefined);
    // Known from the repository's opening: no wait for git here.
    const topLevel = await topLevelP;
    const judgeFlags = judgeFlagsFor(cmd.judge, topLevel, cwd, io);
    // Vetted as the judgement cache is: what is kept there runs as code. Before the run's modules
    // load (zod, the checks, YAML: most of the bundle), so that Node compiles them from the cache.
    keepCompiledModules(judgeFlags.cacheDir);
    // What earlier patches said of each pair of blobs (issue 41), before the patch starts: a repeated
    // run reads git's patch only for what is new. `--cache off` keeps and reads none.
    // The cache directory is per user: this repository's stores are its own (one scope per top level).
    const cacheScope = storeScope(topLevel);
    if (judgeFlags.cacheDir !== undefined && judgeFlags.cache !== 'off')
      repo.keepDiffSummaries(join(judgeFlags.cacheDir, 'diff'), cacheScope);
    const refs = earlyGit(repo, baseP, cmd.head);
    const place = configPlace(cmd, topLevel, repoDir);
    const configAt =
      'atBase' in place ? { ...place, bytesAtBase: refs.afterDiff(() => baseP.then((sha) => repo.readFileAt(sha, place.atBase))) } : place;
    // Loading those modules holds this thread for a while: git is writing the patch before it does,
    // which needs nothing from the config, and has the config's bytes ready.
    await refs.started.catch(() => undefined);
    const runP = import('../pr/pipeline.js');
    runP.catch(() => undefined);
    const baseSha = await baseP;
    const { runPr, runJudgeOf } = await runP;
    const config = await loadConfig(cmd, configAt, baseSha, io, judgeFlags.cacheDir, topLevel);
    const judge = runJudgeOf(config, flagOverrides(judgeFlags));
    // The config's `judge: {cache: off}` bypasses the summaries too: the whole patch is read.
    const summaries = judgeFlags.cacheDir !== undefined && judge.settings.cache === 'on';
    const judged = await runPr({
      config,
      baseSha,
      readChange: (ignore, onPaths, readsFiles) =>
        localChange(repo, cmd, io, topLevel, baseSha, ignore, refs, onPaths, readsFiles, summaries),
      trusted: repo.fileReader(baseSha),
      attempt: cmd.attempt ?? { number: 1 },
      commands: {
        allow: cmd.allowCommands,
        optIn: '--allow-commands',
        sandbox: cmd.commandSandbox,
        note: (n) => io.stderr(`critic-gate: note: ${n}\n`),
      },
      judge: { ...judge, judge: judgeFlags.llm === 'on' ? makeJudge(judge.settings) : undefined },
      browser: { executablePath: cmd.browserPath, artifactsDir: artifactsDirOf(cmd, cwd) },
      env,
      codeCacheDir: judgeFlags.cacheDir,
      cacheScope,
      onSecret,
    });
    if (summaries) await repo.flushDiffSummaries();
    return outcomeOf(judged.result);
  } finally {
    await repo.close();
  }
}
