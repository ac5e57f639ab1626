/**
 * `init --history N` (issue 38): the last N merged changes of the checked-out branch — first-parent
 * ranges, each `parent..commit` — judged in this process by the PR pipeline with the candidate
 * config's deterministic checks, as `critic-gate pr --llm off` would judge them. What each check
 * said goes to init/relax.ts, which relaxes what blocked an honest merged change.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { checkContext } from '../checks/context.js';
import { countChangedLines } from '../checks/changed-lines.js';
import type { CheckSpec } from '../checks/registry.js';
import { startSyntaxWorker, type WarmStart } from '../checks/syntax-pool/pool.js';
import { WarmSlot } from '../checks/syntax-pool/warm-slot.js';
import type { Config } from '../config/index.js';
import type { GateEntry } from '../contract/result.js';
import { runCritic } from '../core/engine.js';
import { errorMessage } from '../errors/message.js';
import type { ReplayedHistory, ReplayedRange } from '../init/relax.js';
import { planForChange } from '../pr/change-plan.js';
import { changeSubject } from '../subject/change.js';
import { GitRepo } from '../subject/git.js';
import type { Subject } from '../subject/types.js';

/** A merged change: the commit and its first parent. */
export interface MergedRange {
  sha: string;
  parent: string;
  title: string;
}

/** The last `count` first-parent changes of HEAD, newest first; the root commit (no parent) is none. */
export async function mergedRanges(dir: string, count: number): Promise<{ branch: string; ranges: MergedRange[] }> {
  // The repository at `dir` as the user sees it (an exported GIT_DIR would point elsewhere), and
  // the log as git writes it by default (no signatures mixed into the SHAs).
  const env = { ...process.env, GIT_DIR: undefined, GIT_WORK_TREE: undefined };
  const git = async (args: string[]): Promise<string> =>
    (await promisify(execFile)('git', args, { cwd: dir, env, maxBuffer: 64 << 20 })).stdout;
  // No commit yet is a new repository; any other failure of git is said as git says it.
  const head = await git(['rev-parse', '--verify', '--quiet', 'HEAD']).catch((e: { code?: unknown }) => {
    // Exit 1, silent: HEAD names no commit. Anything else (an unsafe repository, no git) is git's to say.
    if (e.code === 1) return '';
    throw new Error(`init: cannot read the branch's history: ${errorMessage(e).split('\n')[0]}`);
  });
  if (head.trim() === '' || count === 0) return { branch: 'HEAD', ranges: [] };
  const [branch, log] = await Promise.all([
    git(['rev-parse', '--abbrev-ref', 'HEAD']),
    git(['log', '--no-show-signature', '--first-parent', `--max-count=${count}`, '--format=%H%x00%P%x00%s%x01', 'HEAD', '--']).catch(
      (e: unknown) => {
        throw new Error(`init: cannot read the branch's history: ${errorMessage(e).split('\n')[0]}`);
      },
    ),
  ]);
  const ranges = log
    .split('\x01')
    .map((record) => record.replace(/^\n/, '').split('\0'))
    .flatMap(([sha = '', parents = '', title = '']) => {
      const parent = parents.split(' ')[0] ?? '';
      return sha !== '' && parent !== '' ? [{ sha, parent, title }] : [];
    });
  return { branch: branch.trim() || 'HEAD', ranges };
}

/** One line saying why a gate entry failed: its first place and message, or its evidence's first line. */
function reasonOf(entry: GateEntry): string {
  const first = entry.findings?.[0];
  const where = first ? [first.path, first.line].filter((p) => p !== undefined).join(':') : undefined;
  const what = (first?.message ?? entry.evidence).split('\n')[0]!;
  return `${entry.kind}: ${where && !what.startsWith(first!.path) ? `${where}: ` : ''}${what}`;
}

/** A subject whose moved lines git is asked for once, however often they are read. */
function movedOnce(subject: Subject): Subject {
  const moved = subject.movedLines;
  if (moved === undefined) return subject;
  const known = new Map<string, ReturnType<typeof moved>>();
  return {
    ...subject,
    movedLines: (paths) => {
      const key = paths.join('\0');
      let found = known.get(key);
      if (found === undefined) known.set(key, (found = moved(paths)));
      return found;
    },
  };
}

/**
 * Judges each range with `config`'s gate, no model. `gateIndex` maps the config's gate entries to
 * the proposed gate's indexes (a check init did not write has none). `progress` hears each range done.
 */
export async function replayRanges(
  dir: string,
  config: Config,
  gateIndex: readonly number[],
  ranges: readonly MergedRange[],
  progress: (done: number) => void,
): Promise<ReplayedRange[]> {
  const repo = await GitRepo.open(dir);
  // One syntax worker for every range, as one run would have: it is lent to each range's checks in turn.
  const warm: WarmStart = { slot: new WarmSlot(), codeCacheDir: undefined };
  if (config.gate.some((s) => s.kind === 'syntax')) startSyntaxWorker(warm);
  const replayed: ReplayedRange[] = [];
  try {
    for (const range of ranges) {
      replayed.push(await replayOne(repo, config, gateIndex, range, warm));
      progress(replayed.length);
    }
  } finally {
    await warm.slot.close();
    await repo.close();
  }
  return replayed;
}

async function replayOne(
  repo: GitRepo,
  config: Config,
  gateIndex: readonly number[],
  range: MergedRange,
  warm: WarmStart,
): Promise<ReplayedRange> {
  const blocked = new Map<number, string>();
  const sizes = new Map<number, number>();
  try {
    const change = await changeSubject(repo, { base: range.parent, head: range.sha, ignore: config.ignore });
    const subject = movedOnce(change.subject);
    // The plan and the engine critiqueChange runs, without its rule that every config glob match a
    // file (spec §7): a glob that matches nothing at a commit from before the files it names existed
    // says nothing about the change. The commit's title is the task, as `pr` takes the commit
    // messages; no judge reads it here.
    const plan = planForChange(config, subject, range.title);
    const result = await runCritic(plan, { syntaxWarm: warm.slot });
    for (const [i, spec] of config.gate.entries()) {
      const entry = result.gate[i];
      const index = gateIndex[i];
      if (entry === undefined || entry.passed || index === undefined) continue;
      blocked.set(index, reasonOf(entry));
      if (spec.kind === 'max-changed-lines') sizes.set(index, await countedLines(spec, subject));
    }
    // What the run adds to the config's gate (the tripwires, spec §10) blocks as in `pr`, and is
    // nothing init wrote or may relax: kept under indexes no proposed check has.
    result.gate.slice(config.gate.length).forEach((entry, k) => {
      if (!entry.passed) blocked.set(-1 - k, reasonOf(entry));
    });
    return { sha: range.sha, title: range.title, blocked, sizes };
  } catch (e) {
    return { sha: range.sha, title: range.title, blocked, sizes, error: errorMessage(e) };
  }
}

async function countedLines(spec: CheckSpec & { kind: 'max-changed-lines' }, subject: Subject): Promise<number> {
  return (await countChangedLines(spec, checkContext(subject), spec.max)).total;
}

/** What `replayRanges` took, for the config's header. */
export function historyOf(branch: string, ranges: readonly ReplayedRange[], startedAt: number): ReplayedHistory {
  return { branch, ranges, seconds: (performance.now() - startedAt) / 1000 };
}
