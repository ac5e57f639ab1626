/**
 * The git processes of one repository: one-off commands, the `cat-file --batch` session, and
 * ending them all. What to run and what to keep of the answers is git.ts's business.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { CatFileBatch } from './git-batch.js';
import { CriticGateError } from '../errors/taxonomy.js';

export type GitErrorReason = 'git-missing' | 'not-a-repo' | 'unknown-ref' | 'no-merge-base' | 'failed';

/** Git could not give what was asked. Bad input, so the CLI exits 4 (spec §3). */
export class GitError extends CriticGateError {
  readonly category = 'git';
  constructor(
    message: string,
    readonly reason: GitErrorReason,
  ) {
    super(message);
    this.name = 'GitError';
  }
}

/**
 * The repository is the one at `dir`; variables a git hook or a wrapper may have exported would
 * silently point every command at another repository or index.
 */
const REPO_ENV = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_COMMON_DIR',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_NAMESPACE',
  'GIT_PREFIX',
  'GIT_EXTERNAL_DIFF',
  'GIT_DIFF_OPTS',
  // Attributes read from a tree (git 2.40+) could be the change's own .gitattributes.
  'GIT_ATTR_SOURCE',
];

function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0' };
  for (const name of REPO_ENV) delete env[name];
  return env;
}

export interface RunResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

export class GitProcesses {
  private readonly env = gitEnv();
  private batch: CatFileBatch | undefined;
  private readonly running = new Set<ChildProcess>();
  private closed = false;

  constructor(readonly dir: string) {}

  /**
   * Ends the `cat-file` process and any git still running: a run that failed early (a bad config)
   * must not wait for the patch it started ahead (startDiff), nor start more.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const child of this.running) child.kill();
    const batch = this.batch;
    this.batch = undefined;
    await batch?.close();
  }

  catFile(): CatFileBatch {
    if (this.closed) throw new GitError(`the repository ${this.dir} was closed`, 'failed');
    return (this.batch ??= new CatFileBatch(this.dir, this.env, (m) => new GitError(`${m} (in ${this.dir})`, 'failed')));
  }

  /**
   * Runs git in the repository. `apart`: run it from that empty folder, as the work tree of the
   * repository whose git directory is `gitDir`, with an index that does not exist: git then reads
   * no `.gitattributes` from the checked-out files or the index, which the change may have written
   * (issue 37: a pull request's `*.py -diff` made its own code binary to git). Attributes the
   * runner set in the git directory itself (`info/attributes`) still apply.
   */
  run(args: readonly string[], input?: string, apart?: { folder: string; gitDir: string }): Promise<RunResult> {
    if (this.closed) return Promise.reject(new GitError(`the repository ${this.dir} was closed`, 'failed'));
    const where = apart
      ? {
          cwd: apart.folder,
          env: { ...this.env, GIT_DIR: apart.gitDir, GIT_WORK_TREE: apart.folder, GIT_INDEX_FILE: join(apart.folder, 'no-index') },
        }
      : { cwd: this.dir, env: this.env };
    return new Promise((resolve, reject) => {
      const child = spawn('git', args, { ...where, stdio: ['pipe', 'pipe', 'pipe'] });
      child.stdin.on('error', () => undefined); // a git that died is reported by its exit code
      child.stdin.end(input);
      this.running.add(child);
      child.on('exit', () => this.running.delete(child));
      const out: Buffer[] = [];
      let stderr = '';
      child.stdout.on('data', (b: Buffer) => out.push(b));
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (s: string) => (stderr += s));
      child.on('error', (err) => {
        this.running.delete(child);
        reject(spawnError(err));
      });
      child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
    });
  }
}

function spawnError(err: NodeJS.ErrnoException): GitError {
  if (err.code === 'ENOENT') return new GitError('git is not installed or not on PATH', 'git-missing');
  return new GitError(`git could not be started: ${err.message}`, 'failed');
}

export function firstLine(s: string): string {
  const line = s.trim().split('\n')[0] ?? '';
  return line === '' ? 'no message from git' : line.replace(/^fatal: /, '');
}
