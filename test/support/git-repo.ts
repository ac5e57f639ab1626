/**
 * Real git repositories in temp directories, for tests.
 *
 * Every commit gets a fixed author, committer and a date one minute after the previous one, and
 * the user's global and system git config are shut out, so the same steps give the same SHAs on
 * every machine and run.
 *
 *   const repo = await createGitRepo();
 *   await repo.write('src/a.ts', 'export {};\n');
 *   const base = await repo.commit('first');
 *   await repo.branch('feature');            // create and switch
 *   await repo.write('src/a.ts', 'export const a = 1;\n');
 *   const head = await repo.commit('change');
 *   ...
 *   await repo.cleanup();
 */
import { execFile } from 'node:child_process';
import { appendFile, chmod, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** 2024-01-01T00:00:00Z; commit n is dated n minutes later. */
const EPOCH = 1_704_067_200;

export interface GitRepoFixture {
  /** The work tree. */
  readonly dir: string;
  /** Runs git in the repository with the fixed environment; stdout as UTF-8. Throws on a non-zero exit. */
  git(...args: string[]): Promise<string>;
  /** As `git`, stdout as raw bytes (for `-z` output and binary blobs). */
  gitBytes(...args: string[]): Promise<Buffer>;
  /** As `gitBytes`, with `input` on stdin (for `cat-file --batch`, `fast-import`). */
  gitWithInput(input: string | Uint8Array, ...args: string[]): Promise<Buffer>;
  /** Writes a file (parent directories created). Nothing is staged until `commit`. */
  write(path: string, content: string | Uint8Array, options?: { executable?: boolean }): Promise<void>;
  remove(path: string): Promise<void>;
  move(from: string, to: string): Promise<void>;
  symlink(path: string, target: string): Promise<void>;
  chmod(path: string, mode: number): Promise<void>;
  /** Points a submodule entry (gitlink) at `sha` without cloning anything. */
  submodule(path: string, sha: string): Promise<void>;
  /** Stages everything (`add -A`) and commits; returns the new commit's SHA. */
  commit(message: string): Promise<string>;
  /** Creates a branch at `from` (default: the current commit) and switches to it. */
  branch(name: string, from?: string): Promise<void>;
  checkout(ref: string): Promise<void>;
  /** The full SHA of a revision. */
  sha(ref?: string): Promise<string>;
  cleanup(): Promise<void>;
}

/** Variables that would point git at another repository, or change output, left out of the environment. */
const LEAKY =
  /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|COMMON_DIR|ALTERNATE_OBJECT_DIRECTORIES|NAMESPACE|PREFIX|CONFIG.*|AUTHOR_.*|COMMITTER_.*|EXTERNAL_DIFF|DIFF_OPTS)$/;

export async function createGitRepo(options: { branch?: string } = {}): Promise<GitRepoFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-git-'));
  let ticks = 0;

  const baseEnv: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!LEAKY.test(k)) baseEnv[k] = v;
  Object.assign(baseEnv, {
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Critic Gate Test',
    GIT_AUTHOR_EMAIL: 'test@critic-gate.invalid',
    GIT_COMMITTER_NAME: 'Critic Gate Test',
    GIT_COMMITTER_EMAIL: 'test@critic-gate.invalid',
    GIT_TERMINAL_PROMPT: '0',
  });

  const run = (args: string[], env: NodeJS.ProcessEnv = baseEnv, input?: string | Uint8Array): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const child = execFile('git', args, { cwd: dir, env, encoding: 'buffer', maxBuffer: 1 << 30 }, (err, stdout, stderr) => {
        if (err) reject(new Error(`git ${args.join(' ')} failed in ${dir}: ${stderr.toString('utf8').trim() || err.message}`));
        else resolve(stdout);
      });
      if (input !== undefined) child.stdin?.end(input);
    });
  const git = async (...args: string[]): Promise<string> => (await run(args)).toString('utf8');
  const at = (path: string): string => join(dir, path);

  await git('init', '-q', '-b', options.branch ?? 'main');
  // Pinned so a test sees the same bytes and file types on every machine. Appended to the config
  // file rather than set with four `git config` processes: a later [core] section adds to (and
  // overrides) the one git init wrote, as git reads its config files.
  await appendFile(
    join(dir, '.git', 'config'),
    '[core]\n\tautocrlf = false\n\tsymlinks = true\n\tfileMode = true\n[commit]\n\tgpgSign = false\n',
  );

  return {
    dir,
    git,
    gitBytes: (...args) => run(args),
    gitWithInput: (input, ...args) => run(args, baseEnv, input),
    async write(path, content, opts = {}) {
      await mkdir(dirname(at(path)), { recursive: true });
      await writeFile(at(path), content, { mode: opts.executable ? 0o755 : 0o644 });
      await chmod(at(path), opts.executable ? 0o755 : 0o644); // an existing file keeps its mode otherwise
    },
    remove: (path) => rm(at(path), { recursive: true, force: true }),
    async move(from, to) {
      await mkdir(dirname(at(to)), { recursive: true });
      await rename(at(from), at(to));
    },
    async symlink(path, target) {
      await rm(at(path), { force: true });
      await mkdir(dirname(at(path)), { recursive: true });
      await symlink(target, at(path));
    },
    chmod: (path, mode) => chmod(at(path), mode),
    async submodule(path, sha) {
      await git('update-index', '--add', '--cacheinfo', `160000,${sha},${path}`);
      // An empty directory is an unpopulated submodule; without it `add -A` would stage a deletion.
      await mkdir(at(path), { recursive: true });
    },
    async commit(message) {
      ticks++;
      const date = `${EPOCH + ticks * 60} +0000`;
      // The three gits from one sh: every process a test starts is forked from its worker, at a
      // cost that grows with the worker's size, and a sh forks them from a small process.
      const out = await new Promise<string>((resolve, reject) => {
        execFile(
          'sh',
          ['-c', 'git add -A && git commit -q --allow-empty -m "$1" && git rev-parse HEAD', 'sh', message],
          { cwd: dir, env: { ...baseEnv, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }, encoding: 'utf8' },
          (err, stdout, stderr) => {
            if (err) reject(new Error(`git add -A && git commit failed in ${dir}: ${stderr.trim() || err.message}`));
            else resolve(stdout);
          },
        );
      });
      return out.trim();
    },
    async branch(name, from) {
      await git('checkout', '-q', '-b', name, ...(from === undefined ? [] : [from]));
    },
    async checkout(ref) {
      await git('checkout', '-q', ref);
    },
    async sha(ref = 'HEAD') {
      return (await git('rev-parse', '--verify', `${ref}^{commit}`)).trim();
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A file of a tree written by `importGitRepo`: its bytes (a string as UTF-8, as `write` writes it) and its kind. */
export interface TreeFile {
  content: string | Uint8Array;
  /** Default `file` (100644); `symlink`'s content is the link's target. */
  mode?: 'file' | 'executable' | 'symlink';
}

const MODES = { file: '100644', executable: '100755', symlink: '120000' } as const;

/** A path as fast-import reads one whatever it holds: in double quotes, `"` and `\\` escaped, control bytes in octal. */
function cQuoted(path: string): Buffer {
  const out: number[] = [0x22];
  for (const byte of Buffer.from(path, 'utf8')) {
    if (byte === 0x22 || byte === 0x5c) out.push(0x5c, byte);
    else if (byte < 0x20 || byte === 0x7f) out.push(...Buffer.from(`\\${byte.toString(8).padStart(3, '0')}`));
    else out.push(byte);
  }
  out.push(0x22);
  return Buffer.from(out);
}

/**
 * A repository whose commits are written by one `git fast-import` from whole trees, instead of a
 * write per file and `add -A`, `commit` and `rev-parse` per commit: for tests that build hundreds
 * of repositories (the property tests), where those spawns were half of the CPU. Each commit's
 * tree is complete (a path it leaves out is deleted); each commit's parent is the one before, on
 * `main`, with the author, committer and dates `commit` gives. The work tree stays empty: for
 * tests that read the commits, not the checkout. Returns the commits' SHAs in order.
 */
export async function importGitRepo(
  commits: ReadonlyArray<{ message: string; tree: ReadonlyMap<string, TreeFile> }>,
): Promise<{ repo: GitRepoFixture; shas: string[] }> {
  const repo = await createGitRepo();
  const marks = join(repo.dir, '.git', 'import-marks');
  const chunks: Buffer[] = [];
  const data = (bytes: Buffer): void => {
    chunks.push(Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from('\n'));
  };
  for (const [i, { message, tree }] of commits.entries()) {
    const who = `Critic Gate Test <test@critic-gate.invalid> ${EPOCH + (i + 1) * 60} +0000`;
    chunks.push(Buffer.from(`commit refs/heads/main\nmark :${i + 1}\nauthor ${who}\ncommitter ${who}\n`));
    data(Buffer.from(message, 'utf8'));
    chunks.push(Buffer.from('deleteall\n'));
    for (const [path, file] of tree) {
      chunks.push(Buffer.from(`M ${MODES[file.mode ?? 'file']} inline `), cQuoted(path), Buffer.from('\n'));
      data(typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content));
    }
  }
  await repo.gitWithInput(Buffer.concat(chunks), 'fast-import', '--quiet', `--export-marks=${marks}`);
  const byMark = new Map(
    (await readFile(marks, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => [line.slice(1, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)] as const),
  );
  return { repo, shas: commits.map((_, i) => byMark.get(String(i + 1)) ?? '') };
}

export interface NumstatEntry {
  path: string;
  oldPath?: string;
  /** undefined for a binary file (git prints `-`). */
  additions: number | undefined;
  deletions: number | undefined;
}

/** Git's account of a diff: the numstat records and one status letter (R/C similarity dropped) per head path. */
export interface DiffAccount {
  numstat: NumstatEntry[];
  statuses: Map<string, string>;
}

/**
 * `git diff -z` output with `--raw`, `--numstat` or both (raw records first), parsed. A raw record
 * is `:old-mode new-mode old-id new-id STATUS NUL path NUL`, with the old and the new path for a
 * rename or copy; a numstat one `adds TAB dels TAB path NUL`, or for a rename/copy
 * `adds TAB dels TAB NUL old NUL new NUL`.
 */
function parseDiffZ(out: string): DiffAccount {
  const parts = out.split('\0');
  const numstat: NumstatEntry[] = [];
  const statuses = new Map<string, string>();
  const count = (s: string | undefined): number | undefined => (s === '-' ? undefined : Number(s));
  for (let i = 0; i < parts.length; i++) {
    const head = parts[i] ?? '';
    if (head === '') continue;
    if (head.startsWith(':')) {
      const letter = head.slice(head.lastIndexOf(' ') + 1).charAt(0);
      if (letter === 'R' || letter === 'C') i++; // the old path comes first
      statuses.set(parts[++i] ?? '', letter);
      continue;
    }
    // Split at the first two tabs only: a path may hold a tab itself.
    const t1 = head.indexOf('\t');
    const t2 = head.indexOf('\t', t1 + 1);
    const [adds, dels, path] = [head.slice(0, t1), head.slice(t1 + 1, t2), head.slice(t2 + 1)];
    if (path !== '') {
      numstat.push({ path, additions: count(adds), deletions: count(dels) });
    } else {
      const oldPath = parts[++i] ?? '';
      const newPath = parts[++i] ?? '';
      numstat.push({ path: newPath, oldPath, additions: count(adds), deletions: count(dels) });
    }
  }
  return { numstat, statuses };
}

/** `git diff --numstat -z <flags> from to`, parsed: the reference the parser is compared against. */
export async function numstat(repo: GitRepoFixture, from: string, to: string, flags: string[] = ['-M']): Promise<NumstatEntry[]> {
  return parseDiffZ((await repo.gitBytes('diff', '--numstat', '-z', ...flags, from, to, '--')).toString('utf8')).numstat;
}

/**
 * The numstat records and the status letters of `from`..`to` from one `git diff --raw --numstat`:
 * both from the same diff (the same renames found), at one git process instead of two (the
 * property tests ask for hundreds).
 */
export async function diffAccount(repo: GitRepoFixture, from: string, to: string, flags: string[] = ['-M']): Promise<DiffAccount> {
  return parseDiffZ((await repo.gitBytes('diff', '--raw', '--numstat', '-z', ...flags, from, to, '--')).toString('utf8'));
}

/**
 * Each file of the tree at `sha` (`ls-tree -r`) with its mode, and the bytes of its blob, all of
 * them read by one `cat-file --batch`: two git processes for a tree, not two a file. A symlink's
 * bytes are its target; a submodule (a gitlink) has none.
 */
export async function filesOfTree(repo: GitRepoFixture, sha: string): Promise<Map<string, { mode: string; bytes?: Buffer }>> {
  const entries = (await repo.gitBytes('ls-tree', '-r', '-z', sha))
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((r) => {
      const tab = r.indexOf('\t');
      const [mode = '', type = '', oid = ''] = r.slice(0, tab).split(' ');
      return { mode, type, oid, path: r.slice(tab + 1) };
    });
  const blobs = entries.filter((e) => e.type === 'blob');
  const batch =
    blobs.length === 0 ? Buffer.alloc(0) : await repo.gitWithInput(blobs.map((e) => `${e.oid}\n`).join(''), 'cat-file', '--batch');
  const files = new Map<string, { mode: string; bytes?: Buffer }>(entries.map((e) => [e.path, { mode: e.mode }]));
  let at = 0;
  for (const entry of blobs) {
    // Each object is "<oid> <type> <size>\n", its bytes, then "\n".
    const eol = batch.indexOf(0x0a, at);
    const size = Number(batch.subarray(at, eol).toString('utf8').split(' ')[2]);
    files.set(entry.path, { mode: entry.mode, bytes: batch.subarray(eol + 1, eol + 1 + size) });
    at = eol + 1 + size + 1;
  }
  return files;
}
