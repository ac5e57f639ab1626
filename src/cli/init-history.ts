/**
 * Issue 38: `init` replays the branch's last merged changes with its candidate config before it
 * writes it. Each change is its commit against its first parent, judged in-process exactly as
 * `critic-gate pr --llm off --config <candidate>` would judge it; the relaxing is pure
 * (init/history.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { History, ReplayedChange } from '../init/history.js';
import { parseCli, type CliCommand } from './args.js';
import type { Env } from './flags/shared.js';
import type { CliIo } from './io.js';
import type { JudgeFactory } from './outcome.js';
import { prCommand } from './pr-command.js';

/** The id each proposed gate check carries in the candidate, so a result's entry names its index. */
export const replayId = (index: number): string => `init-gate-${index}`;
const ID = /^init-gate-(\d+)$/;

interface Merged {
  sha: string;
  parent: string;
  title: string;
}

const git = async (dir: string, args: readonly string[]): Promise<string> =>
  (await promisify(execFile)('git', [...args], { cwd: dir, maxBuffer: 64 << 20 })).stdout;

/** The branch's last `count` first-parent commits that have a parent, newest first. */
async function mergedChanges(dir: string, count: number): Promise<{ branch: string; merged: Merged[] }> {
  const branch = (await git(dir, ['rev-parse', '--abbrev-ref', 'HEAD']).catch(() => 'HEAD')).trim() || 'HEAD';
  const log = await git(dir, ['log', '--first-parent', `--max-count=${count}`, '--format=%H%x00%P%x00%s%x1e', 'HEAD']).catch(() => '');
  const merged = log
    .split('\x1e')
    .map((record) => record.trim().split('\0'))
    .flatMap(([sha, parents, title]) => {
      const parent = parents?.split(' ')[0];
      return sha && parent ? [{ sha, parent, title: title ?? '' }] : [];
    });
  return { branch, merged };
}

/** Reads what `pr` reads (the candidate config on disk) and shows nothing: the replay reports once, at the end. */
const quietIo: CliIo = {
  readStdin: () => Promise.reject(new Error('no input in a replay')),
  readFile: (path) => readFile(path, 'utf8'),
  writeFile: () => Promise.resolve(),
  stdout: () => undefined,
  stderr: () => undefined,
  isTty: false,
  stderrIsTty: false,
};

const noJudge: JudgeFactory = () => {
  throw new Error('the replay runs with --llm off');
};

/** How the replay shows its progress: redrawn on a terminal, a few lines otherwise. */
function progressOf(io: CliIo, branch: string, total: number): (done: number) => void {
  return (done) => {
    const line = `replaying the last ${total} merged changes of ${branch}: ${done}/${total}`;
    if (io.stderrIsTty) io.stderr(`\r${line}${done === total ? '\n' : ''}`);
    else if (done === 0 || done === total || done % 10 === 0) io.stderr(`critic-gate: ${line}\n`);
  };
}

export async function replayHistory(o: { dir: string; candidate: string; count: number; io: CliIo; env: Env }): Promise<History> {
  const started = performance.now();
  const { branch, merged } = await mergedChanges(o.dir, o.count);
  const scratch = await mkdtemp(join(tmpdir(), 'critic-gate-init-'));
  const configFile = join(scratch, 'critic-gate.yml');
  await writeFile(configFile, o.candidate, 'utf8');
  const show = merged.length > 0 ? progressOf(o.io, branch, merged.length) : () => undefined;
  const changes: ReplayedChange[] = [];
  try {
    show(0);
    for (const m of merged) {
      changes.push(await replayOne(o, m, configFile));
      show(changes.length);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { branch, changes, seconds: (performance.now() - started) / 1000 };
}

async function replayOne(o: { dir: string; env: Env }, m: Merged, configFile: string): Promise<ReplayedChange> {
  const argv = ['pr', '--repo', o.dir, '--base', m.parent, '--head', m.sha, '--config', configFile, '--llm', 'off', '--format', 'json'];
  const cmd: CliCommand = parseCli(argv, o.env);
  if (cmd.command !== 'pr') throw new Error(`the replay built a ${cmd.command} command`);
  try {
    const { result } = await prCommand(cmd, quietIo, noJudge, o.dir, o.env);
    if (result._critic_status === 'error') return { sha: m.sha, title: m.title, failed: [], error: result.error ?? 'not judged' };
    const failed = result.gate.flatMap((g) => {
      const index = ID.exec(g.id)?.[1];
      return !g.passed && index !== undefined ? [{ index: Number(index), evidence: g.evidence }] : [];
    });
    return { sha: m.sha, title: m.title, failed };
  } catch (e) {
    return { sha: m.sha, title: m.title, failed: [], error: e instanceof Error ? e.message : String(e) };
  }
}
