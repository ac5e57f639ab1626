import { spawn } from 'node:child_process';
import { CONFIG_ARGS, DIFF_ARGS } from './git.js';

/**
 * `git patch-id --stable` of a change: the same id for the same edits wherever they sit, line
 * numbers and white space aside. A merge-queue entry whose change has the pull request's own
 * patch-id holds exactly the change that was judged (spec §14); when other entries ahead touched
 * the same lines, the id differs and the entry is judged again.
 *
 * `range` is what `git diff` compares: `base...head` for a pull request (from the merge base),
 * `base..head` for a queue entry (its own commits). Undefined whenever git cannot tell — no
 * repository, a commit not fetched, an empty change — so reuse is refused, never guessed.
 * The diff is asked with the subject's own pinned options, so the runner's git config (a
 * `diff.context`, an external diff) cannot make the pull request's id and the entry's disagree.
 */
export async function patchIdOf(dir: string | undefined, range: string): Promise<string | undefined> {
  if (!dir || !/^[0-9a-f]{40}\.{2,3}[0-9a-f]{40}$/.test(range)) return undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_EXTERNAL_DIFF', 'GIT_DIFF_OPTS']) delete env[name];
  return new Promise((resolve) => {
    const diff = spawn('git', [...CONFIG_ARGS, 'diff', ...DIFF_ARGS, '-M', range, '--'], { cwd: dir, env });
    const id = spawn('git', ['patch-id', '--stable'], { cwd: dir, env });
    let out = '';
    let failed = false;
    const fail = (): void => {
      failed = true;
    };
    diff.on('error', fail);
    id.on('error', fail);
    diff.stdout.pipe(id.stdin);
    // patch-id may close its input early; that is not a failure of the diff.
    id.stdin.on('error', () => undefined);
    diff.on('close', (code) => {
      if (code !== 0) failed = true;
    });
    id.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    id.on('close', (code) => {
      // Wait for the diff to have ended too: its exit code decides whether the id covers the whole change.
      const finish = (): void => {
        const first = /^([0-9a-f]{40})\s/.exec(out)?.[1];
        resolve(failed || code !== 0 ? undefined : first);
      };
      if (diff.exitCode !== null || diff.signalCode !== null) finish();
      else diff.on('close', finish);
    });
  });
}
