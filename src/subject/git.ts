/**
 * The git edge: a small interface over the git CLI. Everything git prints is parsed elsewhere
 * (src/subject/diff.ts) or here in a few lines; nothing in this file decides anything.
 */
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { firstLine, GitError, GitProcesses, type RunResult } from './git-process.js';
import { DiffParser, type DiffFile } from './diff.js';
import {
  DIFF_SUMMARY_FORMAT,
  diffConfig,
  encodeSummary,
  fileOfSummary,
  parseRawDiff,
  sameFile,
  summaryKeyParts,
  type RawEntry,
} from './diff-summaries.js';
import { KeyedSegments } from './keyed-segments.js';
import { decodedPieces } from './decoded-pieces.js';
import { parseGitLog, type CommitChange } from './history.js';
import { DIFF_COLOURS, parseMovedLines } from './moved-lines.js';
import { rebuildAdded, verifiedBlob, type AddedText } from './patch-text.js';
import { binaryByName, MAX_TEXT_BYTES } from './special.js';
import type { FileReader, SpecialEntry } from './types.js';
import { closest } from '../text/closest.js';
import { sha256 } from '../text/sha256.js';
import { errorMessage } from '../errors/message.js';

/**
 * `git diff` flags that pin every part of the output the parser relies on, whatever the user's
 * config says: prefixes (diff.noprefix, diff.mnemonicPrefix), no colour, no external diff or
 * textconv (they would replace the real content), submodules as `Subproject commit` lines
 * (diff.submodule=log prints a summary instead), paths from the repository root (diff.relative),
 * GitHub's three lines of context (diff.context) and git's default algorithm (diff.algorithm).
 * Renames with -M, as spec §3 compares against `git diff --numstat -M`.
 */
export const DIFF_ARGS = [
  '--no-color',
  '--no-ext-diff',
  '--no-textconv',
  '--src-prefix=a/',
  '--dst-prefix=b/',
  '--unified=3',
  '--inter-hunk-context=0',
  '--submodule=short',
  '--ignore-submodules=none',
  '--no-relative',
  '--diff-algorithm=default',
  '-p',
] as const;

/**
 * Config with no command-line flag: quote every unusual path (C escapes, pure ASCII output, so
 * byte-exact names survive), and never print a blank context line as an empty line.
 */
export const CONFIG_ARGS = ['-c', 'core.quotePath=true', '-c', 'diff.suppressBlankEmpty=false'] as const;

export interface TreeEntry {
  mode: string;
  /** `blob` (files and symlinks), `commit` (a submodule). */
  type: string;
  oid: string;
  path: string;
}

/** A FileReader over one commit that owns a `git cat-file` process until `close()`. */
export interface GitFileReader extends FileReader {
  specials(): Promise<ReadonlyMap<string, SpecialEntry>>;
  blobIds(): Promise<(path: string) => string | undefined>;
  /**
   * Starts reading these files now (those that are regular files at the commit), while the caller
   * still waits for something else, such as the patch: each is then read once, when asked for.
   * Settles when the reads ahead are in; never rejects, as a file not read ahead is read when asked.
   */
  prefetch(paths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface DiffOptions {
  /** Detect copies too (`-C`); off by default, as spec §3 uses `-M` only. */
  findCopies?: boolean;
  /**
   * Read the patch only for the files the diff summaries (keepDiffSummaries) do not know: the same
   * files, each with what a fresh patch says of it. Without copies only; no store kept, no effect.
   */
  summaries?: boolean;
}

export class GitRepo {
  /** The git processes this repository started: one-off commands and the `cat-file` session. */
  private readonly git: GitProcesses;
  /**
   * Full SHAs already seen to name a commit. A SHA names the same object for good, so asking git
   * again is a process for nothing: mergeBase and diff re-resolve what their callers just resolved.
   * Branch names are never kept, as they move.
   */
  private readonly commits = new Set<string>();
  /** Merge bases by the pair of SHAs (see mergeBase). */
  private readonly mergeBases = new Map<string, Promise<string>>();
  /**
   * Blobs by object id: a change that holds one text in many paths (a vendored copy, generated
   * files) reads it once, and every path gets the same bytes, so what is derived from them
   * (the decoded text, a verdict on it) can be shared too. Bounded: past it, reads go to git again.
   */
  private readonly blobs = new Map<string, Promise<Uint8Array | undefined>>();
  private blobBytes = 0;
  /** Learnt when the repository was opened: its top level, and the revisions the command named, as they were then. */
  private top: string | undefined;
  /** The git directory, absolute: what git is pointed at when it runs apart from the work tree (see GitProcesses.run). */
  private gitDir: Promise<string> | undefined;
  /** The same, once known without waiting (from open()): the patch's git then starts in the same turn it is asked for. */
  private gitDirKnown: string | undefined;
  private readonly resolved = new Map<string, string>();
  private readonly diffs = new Map<string, Promise<DiffFile[]>>();
  private readonly pathLists = new Map<string, Promise<ChangedPaths>>();
  private readonly trees = new Map<string, Promise<readonly TreeEntry[]>>();
  /**
   * Head texts rebuilt from a patch (patch-text.ts), by the commit the patch leads to and path:
   * candidates a reader of that commit hands out once their object id is checked, instead of
   * reading the blob. Each is held until read, under the same bound as the blobs read ahead.
   */
  private readonly patchTexts = new Map<string, Map<string, Uint8Array>>();
  private keepsPatchTexts = true;
  /** What reading ahead may hold at once: blobs read before they are asked for, and texts kept from the patch. */
  private readonly ahead = new AheadBudget(PREFETCH_BYTES);
  /** What earlier runs' patches said of each pair of blobs (diff-summaries.ts), when the front end keeps them. */
  private summaryStore: KeyedSegments | undefined;
  /** What besides the blobs decides a patch: git's version, config and attributes files (see diffSetting). */
  private setting: Promise<string | undefined> | undefined;
  /**
   * How many changed files the last summarised diff took from the store, and how many it asked
   * git's patch for; `missed`, the paths of those: the bytes no earlier run has seen in this pair.
   */
  readonly summaryCounts: { hits: number; misses: number; missed: readonly string[] } = { hits: 0, misses: 0, missed: [] };
  /** `git diff --raw` by range (rawDiff). */
  private readonly raws = new Map<string, Promise<RawEntry[] | undefined>>();
  /** missedPaths' answers by range, and how each is given once the store has been asked. */
  private readonly missed = new Map<string, Promise<readonly string[] | undefined>>();
  private readonly missedFound = new Map<string, (paths: readonly string[] | undefined) => void>();

  private constructor(readonly dir: string) {
    this.git = new GitProcesses(dir);
  }

  /**
   * Opens the repository at `dir`, or throws a GitError that names the directory. The revisions
   * in `refs` are resolved in the same process, once for the run: a command needs its base, its
   * head and the checked-out commit before anything else, and each process costs milliseconds.
   */
  static async open(dir: string, refs: readonly string[] = [], mergeBaseOf?: readonly [string, string]): Promise<GitRepo> {
    const info = await stat(dir).catch(() => undefined);
    if (!info?.isDirectory()) throw new GitError(`not a directory: ${dir}`, 'not-a-repo');
    const repo = new GitRepo(dir);
    const asked = [...new Set(refs)].filter((ref) => ref !== '' && !ref.startsWith('-'));
    // `A...B` prints B, A and `^` before each merge base of the two: the merge base a pull request
    // needs, in the same process. Only for plain names, so the range can mean nothing else.
    const range = mergeBaseOf?.every((ref) => PLAIN_REF.test(ref) && asked.includes(ref)) ? mergeBaseOf : undefined;
    // One process in a work tree, the usual case. Anything else (a bare repository, a revision that
    // does not resolve to one commit) is asked again one question at a time, for its own message.
    const rangeArgs = range ? [`${range[0]}...${range[1]}`] : [];
    const r = await repo.git.run([
      'rev-parse',
      '--git-dir',
      '--show-toplevel',
      ...asked.map((ref) => `${ref}^{commit}`),
      ...rangeArgs,
      '--',
    ]);
    const lines = r.stdout.toString('utf8').split('\n');
    const shas = lines.slice(2, 2 + asked.length);
    const end = lines.indexOf('--', 2 + asked.length);
    if (r.code === 0 && lines[1] !== '' && end >= 0 && shas.every((sha) => FULL_SHA.test(sha))) {
      repo.top = lines[1];
      repo.gitDirKnown = resolve(dir, lines[0]!);
      repo.gitDir = Promise.resolve(repo.gitDirKnown);
      asked.forEach((ref, i) => {
        repo.resolved.set(ref, shas[i]!);
        repo.commits.add(shas[i]!);
      });
      if (range) repo.knowMergeBase(range, lines.slice(2 + asked.length, end));
      return repo;
    }
    const gitDir = await repo.git.run(['rev-parse', '--git-dir']);
    if (gitDir.code !== 0) throw new GitError(`not a git repository: ${dir} (${firstLine(gitDir.stderr)})`, 'not-a-repo');
    return repo;
  }

  /**
   * Keeps the merge base `rev-parse A...B` printed (`B`, `A`, then `^base` for each), when there is
   * exactly one: then it is the one `git merge-base` gives. Several (criss-cross merges) or none:
   * `merge-base` is asked when needed, as before.
   */
  private knowMergeBase(range: readonly [string, string], printed: readonly string[]): void {
    const [base, head] = [this.resolved.get(range[0]), this.resolved.get(range[1])];
    const bases = printed.slice(2);
    if (printed[0] !== head || printed[1] !== base || bases.length !== 1) return;
    const sha = bases[0]!.slice(1);
    if (!bases[0]!.startsWith('^') || !FULL_SHA.test(sha)) return;
    this.commits.add(sha);
    this.mergeBases.set(`${base}..${head}`, Promise.resolve(sha));
  }

  /** The full SHA of the commit `ref` names (a branch, tag, SHA or any revision expression). */
  async resolveCommit(ref: string): Promise<string> {
    // A leading dash would be read as an option; `--end-of-options` needs a newer git than runners may have.
    if (ref === '' || ref.startsWith('-')) throw new GitError(`not a revision: "${ref}" in ${this.dir}`, 'unknown-ref');
    if (this.commits.has(ref)) return ref;
    const known = this.resolved.get(ref);
    if (known !== undefined) return known;
    const r = await this.git.run(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    const sha = r.stdout.toString('utf8').trim();
    if (r.code !== 0 || sha === '') {
      const near = await this.nearestRef(ref);
      throw new GitError(
        `unknown revision "${ref}" in ${this.dir}: no such branch, tag or commit${near ? `; did you mean ${near}?` : ''}`,
        'unknown-ref',
      );
    }
    this.commits.add(sha);
    return sha;
  }

  /** The branch or tag whose name is closest to a mistyped `ref` (`mian` → `main`, `origin/mian` → `origin/main`). */
  private async nearestRef(ref: string): Promise<string | undefined> {
    const r = await this.git.run(['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags']);
    if (r.code !== 0) return undefined;
    const names = r.stdout.toString('utf8').split('\n').filter(Boolean);
    return closest(ref, names);
  }

  /** Where head left base: what a pull request from head into base is compared against. */
  async mergeBase(base: string, head: string): Promise<string> {
    const baseP = this.resolveCommit(base);
    const headP = this.resolveCommit(head);
    headP.catch(() => undefined);
    const [baseSha, headSha] = [await baseP, await headP];
    // Two commits have one merge base for good: asked again (the CLI and the change both ask), it is
    // not computed again. Keyed by SHA, never by a name that may move.
    const key = `${baseSha}..${headSha}`;
    let known = this.mergeBases.get(key);
    if (!known) {
      known = this.computeMergeBase(baseSha, headSha, base, head);
      this.mergeBases.set(key, known);
      known.catch(() => this.mergeBases.delete(key));
    }
    return known;
  }

  private async computeMergeBase(baseSha: string, headSha: string, base: string, head: string): Promise<string> {
    const r = await this.git.run(['merge-base', baseSha, headSha]);
    const sha = r.stdout.toString('utf8').trim();
    if (r.code === 0 && sha !== '') {
      this.commits.add(sha); // the diff from it needs no rev-parse
      return sha;
    }
    if (r.code === 1) {
      const shallow = (await this.git.run(['rev-parse', '--is-shallow-repository'])).stdout.toString().trim() === 'true';
      const hint = shallow ? ' The clone is shallow: fetch the full history (actions/checkout with fetch-depth: 0).' : '';
      throw new GitError(`${base} and ${head} have no common ancestor in ${this.dir}.${hint}`, 'no-merge-base');
    }
    throw new GitError(`git merge-base ${base} ${head} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
  }

  /**
   * Keeps what each patch says of each file in `dir` (a folder of the vetted cache directory), and
   * reads it back for a diff asked with `summaries`: set before the diff starts (startDiff).
   * `scope`: this repository's (storeScope), when the directory serves several.
   */
  keepDiffSummaries(dir: string, scope?: string): void {
    this.summaryStore = new KeyedSegments(dir, { header: `critic-gate diff summaries ${DIFF_SUMMARY_FORMAT}`, scope });
    this.summaryStore.preload();
  }

  /**
   * The paths of the summarised diff from `fromRef` to `toRef` whose patch no earlier run summed up
   * (the bytes no run has seen in that pair), as soon as the store has been asked, long before the
   * patch of those is through; undefined when the diff is not summarised or reads the whole patch
   * for want of `--raw`. What a caller reads ahead and warms up for.
   */
  async missedPaths(fromRef: string, toRef: string): Promise<readonly string[] | undefined> {
    const [from, to] = [await this.resolveCommit(fromRef), await this.resolveCommit(toRef)];
    return this.missed.get(`${from}..${to}`);
  }

  /** Writes the summaries this run's patches added; never throws. */
  async flushDiffSummaries(): Promise<void> {
    await this.summaryStore?.flush();
  }

  /** The changed files between two commits, parsed from git's patch. */
  async diff(fromRef: string, toRef: string, options: DiffOptions = {}): Promise<DiffFile[]> {
    const [from, to] = [await this.resolveCommit(fromRef), await this.resolveCommit(toRef)];
    const summaries = options.summaries === true && options.findCopies !== true ? this.summaryStore : undefined;
    // Asked early (see startDiff) and again by the change: git writes the patch once. Keyed by SHA.
    const key = `${from}..${to}${options.findCopies ? ' -C' : ''}${summaries ? ' summarised' : ''}`;
    let known = this.diffs.get(key);
    if (!known) {
      if (summaries) {
        const range = `${from}..${to}`;
        // Started now, in this turn: changedPaths reads the paths from it instead of asking git again.
        void this.rawDiff(from, to);
        this.missed.set(range, new Promise((resolve) => this.missedFound.set(range, resolve)));
        known = this.summarisedDiff(from, to, summaries);
        // Whatever went wrong before the store was asked: no answer, and the caller reads ahead as before.
        known.catch(() => undefined).finally(() => this.missedFound.get(range)?.(undefined));
      } else known = this.computeDiff(from, to, options);
      known.catch(() => undefined); // whoever asks for it hears the error
      this.diffs.set(key, known);
    }
    return known;
  }

  /**
   * The whole patch from `from` to `to`, as a diff without summaries asks for it: git writes it once
   * for both. A summarised diff reads it when most of the change is new (a first run), and a run
   * whose config turns the cache off then asks for it again, unsummarised.
   */
  private wholeDiff(from: string, to: string): Promise<DiffFile[]> {
    const key = `${from}..${to}`;
    let known = this.diffs.get(key);
    if (!known) {
      known = this.computeDiff(from, to, {});
      known.catch(() => undefined); // whoever asks for it hears the error
      this.diffs.set(key, known);
    }
    return known;
  }

  /**
   * Starts the patch from the merge base of `base` and `head` to `head`, and the list of its
   * paths, for a caller who will ask for them once it has loaded what it needs to judge them.
   * Resolves once both git processes have started (never rejects: whoever asks for the patch
   * hears any error), so that a caller can start them before work that holds this thread.
   */
  async startDiff(base: string, head: string): Promise<void> {
    const mergeBase = await this.mergeBase(base, head).catch(() => undefined);
    if (mergeBase === undefined) return;
    // With summaries kept, the diff a run with the cache on asks for: `--raw` first, the patch of what is new after.
    this.diff(mergeBase, head, { summaries: this.summaryStore !== undefined }).catch(() => undefined);
    this.changedPaths(mergeBase, head).catch(() => undefined);
    // Both spawn within the promise jobs they queued (computeDiff makes its folder synchronously);
    // a macrotask later they have.
    await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * git writes the patch to a private temporary file, not a pipe: a pipe holds 64 KB, and git
   * would wait whenever this thread is busy (loading the checks, reading blobs), which is most of
   * the time the patch takes. The file is parsed as git writes it, in whatever moments this thread
   * has free, so that little of it is left to parse when git is done; it is never held as one string.
   */
  private async computeDiff(from: string, to: string, options: DiffOptions, paths?: readonly string[]): Promise<DiffFile[]> {
    // Made synchronously (a fraction of a millisecond): git starts within this call's promise
    // jobs, not after a callback that a module load on this thread would hold back (startDiff).
    const fs = process.getBuiltinModule('node:fs');
    let dir: string | undefined;
    let output: string;
    try {
      dir = fs.mkdtempSync(join(tmpdir(), 'critic-gate-patch-'));
      output = join(dir, 'patch');
      // There before git starts, so that it is read from at once, as git writes it: git truncates it, the same file.
      fs.writeFileSync(output, '');
    } catch (e) {
      if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
      throw new GitError(
        `cannot make a temporary folder for git's patch in ${tmpdir()} (${errorMessage(e)}); set TMPDIR to a writable folder`,
        'failed',
      );
    }
    try {
      // Full blob ids in the `index` lines: one text added at many paths is rebuilt once (keepPatchText).
      const args = [
        ...CONFIG_ARGS,
        'diff',
        ...DIFF_ARGS,
        '--full-index',
        `--output=${output}`,
        options.findCopies ? '-C' : '-M',
        from,
        to,
        '--',
        ...(paths ?? []).map((p) => `:(literal)${p}`),
      ];
      // From the patch's own folder, apart from the work tree: attributes the change wrote decide nothing here.
      // Known from open() in a run: no await, so the patch, the longest wait, starts before the others.
      const gitDir = this.gitDirKnown ?? (await this.absoluteGitDir());
      const git = this.git.run(args, undefined, { folder: dir, gitDir });
      const rebuilt = new Map<string, Uint8Array>();
      const parser = new DiffParser({
        onAddedText: (path, text) => this.keepPatchText(to, path, text, rebuilt),
        maxAddedChars: MAX_TEXT_BYTES,
      });
      let parsed: { files: DiffFile[] } | { error: unknown };
      try {
        // Whole characters in each piece, as the parser expects.
        for await (const piece of decodedPieces(output, { writerDone: git })) parser.push(piece);
        parsed = { files: parser.end() };
      } catch (error) {
        parsed = { error };
      }
      // git's own failure first: a patch it did not finish cannot be parsed either.
      const r = await git;
      if (r.code !== 0) throw new GitError(`git diff ${from} ${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
      if ('error' in parsed) throw unreadable(parsed.error, from, to, this.dir);
      return parsed.files;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The changed files as computeDiff gives them, with the patch read only for the pairs of blobs the
   * store has no summary of (diff-summaries.ts). `git diff --raw` pairs the files (renames
   * included) and names their blobs; a pair the store knows is that summary; the rest come from a
   * patch limited to their paths, checked to hold exactly those files, else from the whole patch.
   */
  private async summarisedDiff(from: string, to: string, store: KeyedSegments): Promise<DiffFile[]> {
    const [entries, setting] = await Promise.all([this.rawDiff(from, to), this.diffSetting()]);
    if (entries === undefined || setting === undefined) {
      this.missedFound.get(`${from}..${to}`)?.(undefined);
      return this.wholeDiff(from, to);
    }
    const keys = entries.map((e) => sha256(summaryKeyParts(setting, e)));
    // The store read once, then each file's summary at once: no promise per file of a large change.
    const table = await store.table();
    const known = entries.map((e, i) => {
      const summary = table.get(keys[i]!);
      return summary === undefined ? undefined : fileOfSummary(e, summary);
    });
    const missed = entries.flatMap((e, i) => (known[i] === undefined ? [i] : []));
    this.summaryCounts.hits = entries.length - missed.length;
    this.summaryCounts.misses = missed.length;
    this.summaryCounts.missed = missed.map((i) => entries[i]!.path);
    this.missedFound.get(`${from}..${to}`)?.(this.summaryCounts.missed);
    const keep = (files: readonly DiffFile[], at: readonly number[]): void => {
      files.forEach((f, j) => {
        const i = at[j]!;
        if (sameFile(entries[i]!, f)) store.put(keys[i]!, encodeSummary(f));
      });
    };
    if (missed.length === 0) return known as DiffFile[];
    const paths = missed.flatMap((i) => [entries[i]!.path, ...(entries[i]!.oldPath === undefined ? [] : [entries[i]!.oldPath!])]);
    // Most of the change new (a first run): the whole patch, which is then every file's summary.
    if (missed.length * 2 > entries.length || paths.reduce((n, p) => n + p.length + 12, 0) > MAX_PATHSPEC_CHARS) {
      const whole = await this.wholeDiff(from, to);
      if (whole.length === entries.length)
        keep(
          whole,
          entries.map((_, i) => i),
        );
      return whole;
    }
    const part = await this.computeDiff(from, to, {}, paths);
    // Limited to those paths, git pairs them as it did over the whole change, or the whole patch is read.
    const byPath = new Map(part.map((f) => [f.path, f]));
    const found = missed.map((i) => byPath.get(entries[i]!.path));
    if (part.length !== missed.length || found.some((f, j) => f === undefined || !sameFile(entries[missed[j]!]!, f))) {
      return this.wholeDiff(from, to);
    }
    keep(found as DiffFile[], missed);
    missed.forEach((i, j) => (known[i] = found[j]));
    return known as DiffFile[];
  }

  /**
   * `git diff --raw` from `from` to `to` (full SHAs), asked once: the files as the patch pairs them,
   * with their blobs. Undefined when git fails or prints something else: the patch decides then.
   */
  private rawDiff(from: string, to: string): Promise<RawEntry[] | undefined> {
    const range = `${from}..${to}`;
    let known = this.raws.get(range);
    if (known === undefined) {
      // The same flags as the patch where they decide which files git pairs: renames by -M, submodules shown.
      const args = [
        ...CONFIG_ARGS,
        'diff',
        '--raw',
        '-z',
        '--no-abbrev',
        '--no-ext-diff',
        '--no-textconv',
        '--ignore-submodules=none',
        '--no-relative',
        '-M',
        from,
        to,
        '--',
      ];
      known = this.runApart(args).then(
        (raw) => (raw.code === 0 ? parseRawDiff(raw.stdout.toString('utf8')) : undefined),
        () => undefined,
      );
      this.raws.set(range, known);
    }
    return known;
  }

  /**
   * What decides a patch besides the two blobs, as one digest: git's version, its config as this
   * repository reads it but for credentials and remotes (diffConfig: the heuristics, a diff
   * driver's `binary`, the attributes file it names), and the attributes files git reads apart
   * from the work tree (the git directory's `info/attributes`, the user's and the system's).
   * Undefined when git cannot say: no summary is then used or kept.
   */
  private diffSetting(): Promise<string | undefined> {
    this.setting ??= (async () => {
      const [version, config, gitDir] = await Promise.all([
        this.git.run(['version']),
        this.git.run(['config', '--list', '-z']),
        this.absoluteGitDir(),
      ]);
      // `git config --list` exits 1 when no config is set at all, an empty list; anything else is no answer.
      if (version.code !== 0 || !(config.code === 0 || (config.code === 1 && config.stdout.length === 0))) return undefined;
      const { readFile } = await import('node:fs/promises');
      const { homedir } = await import('node:os');
      const read = (path: string): Promise<string> =>
        readFile(path, 'utf8').catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? '' : `unreadable ${e.code}`));
      const listed = config.stdout.toString('utf8');
      // The last one listed is the one git reads (config files are listed system, global, local, in order).
      const named = [...listed.matchAll(/(?:^|\0)core\.attributesfile\n([^\0]*)/gi)].at(-1)?.[1];
      // A path git expands in ways not followed here (`~user/`, `%(prefix)/`): no summaries, rather than one file unread.
      if (named !== undefined && /^(?:~(?!\/)|%\()/.test(named)) return undefined;
      // `attr.tree` (git 2.42+) reads attributes from a tree, the change's own at HEAD: bytes no key
      // here holds, so a summary could outlive the attributes that made it. None is kept or used.
      if (/(?:^|\0)attr\.tree\n/i.test(listed)) return undefined;
      const home = process.env['HOME'] ?? homedir();
      const userFile =
        named !== undefined
          ? named.replace(/^~(?=\/)/, home)
          : join(process.env['XDG_CONFIG_HOME'] || join(home, '.config'), 'git', 'attributes');
      const commonDir = (await read(join(gitDir, 'commondir'))).trim();
      const common = commonDir === '' ? gitDir : resolve(gitDir, commonDir);
      const attributes = await Promise.all([
        read(join(common, 'info', 'attributes')),
        read(resolve(this.dir, userFile)),
        // The system's, where git installed under /usr or /usr/local reads it.
        process.env['GIT_ATTR_NOSYSTEM'] ? '' : read('/etc/gitattributes'),
        process.env['GIT_ATTR_NOSYSTEM'] ? '' : read('/usr/local/etc/gitattributes'),
      ]);
      return sha256(
        JSON.stringify([
          version.stdout.toString('utf8'),
          diffConfig(listed),
          userFile,
          process.env['GIT_ATTR_NOSYSTEM'] ?? '',
          ...attributes,
        ]),
      );
    })().catch(() => undefined);
    return this.setting;
  }

  /**
   * Keeps no more texts from the patch but empty ones, and lets go of those kept: the run reads no file (its checks
   * only count lines), so they would be rebuilt and held for nothing. A file read anyway is read from git.
   */
  forgoPatchTexts(): void {
    this.keepsPatchTexts = false;
    // Empty ones cost nothing and are still read: a file with no hunk is read to tell whether it is binary (settleBinary).
    for (const texts of this.patchTexts.values()) for (const [path, bytes] of texts) if (bytes.length > 0) texts.delete(path);
  }

  /**
   * Keeps an added file's head text from the patch, if it fits what reading ahead may hold (see
   * patchTexts). Rebuilt into bytes now, not when read: the patch's lines are slices of the pieces
   * the patch was read in, and holding them would hold those pieces whole, past the bound. A text
   * the patch names by the same blob id as one already rebuilt (`rebuilt`, this patch's) is those
   * bytes again, held once: reading checks them against each path's own id all the same.
   */
  private keepPatchText(commit: string, path: string, text: AddedText, rebuilt: Map<string, Uint8Array>): void {
    if (!this.keepsPatchTexts && text.pieces.length > 0) return;
    const same = text.blob === undefined ? undefined : rebuilt.get(text.blob);
    const bytes = same ?? rebuildAdded(text);
    if (bytes === undefined || bytes.length > MAX_TEXT_BYTES || (same === undefined && !this.ahead.take(bytes.length))) return;
    if (same === undefined && text.blob !== undefined) rebuilt.set(text.blob, bytes);
    let texts = this.patchTexts.get(commit);
    if (texts === undefined) this.patchTexts.set(commit, (texts = new Map()));
    texts.set(path, bytes);
  }

  /**
   * The file `entry` names at `commit` from the patch, once: only when git's id of the rebuilt bytes
   * is the blob's own. A blob already read for another path is handed out as it is, so every path
   * holding one text gets the same bytes (see blobs).
   */
  private patchText(commit: string, entry: TreeEntry, share: boolean): Promise<Uint8Array | undefined> | undefined {
    const texts = this.patchTexts.get(commit);
    const bytes = texts?.get(entry.path);
    if (bytes === undefined) return undefined;
    // Held until read, then let go; an empty file is kept, as it is read twice (settleBinary, then its checks).
    if (bytes.length > 0) texts!.delete(entry.path);
    const known = this.blobs.get(entry.oid);
    if (known !== undefined) return known;
    if (verifiedBlob(bytes, entry.oid) === undefined) return undefined;
    const read = Promise.resolve(bytes);
    if (share && this.blobBytes < SHARED_BLOB_BYTES) {
      this.blobs.set(entry.oid, read);
      this.blobBytes += bytes.length;
    }
    return read;
  }

  /**
   * The paths `diff` will report, without their content: git compares the two trees only, so
   * this answers long before the patch is through. Renames are not paired (each side's path is
   * listed), which is all a caller preparing for the files needs.
   */
  async changedPaths(fromRef: string, toRef: string): Promise<ChangedPaths> {
    const [from, to] = [await this.resolveCommit(fromRef), await this.resolveCommit(toRef)];
    const key = `${from}..${to}`;
    let known = this.pathLists.get(key);
    if (!known) {
      known = this.computeChangedPaths(from, to);
      known.catch(() => undefined);
      this.pathLists.set(key, known);
    }
    return known;
  }

  private async computeChangedPaths(from: string, to: string): Promise<ChangedPaths> {
    // A summarised diff has listed the files already (`--raw`): each side's path of a rename, as
    // `--no-renames` lists them, the new one added, as is a copy's.
    const raw = await this.raws.get(`${from}..${to}`);
    if (raw !== undefined) {
      const paths: string[] = [];
      const added = new Set<string>();
      for (const e of raw) {
        if (e.letter === 'R') paths.push(e.oldPath!);
        paths.push(e.path);
        if (e.letter === 'A' || e.letter === 'R' || e.letter === 'C') added.add(e.path);
      }
      return { paths, added };
    }
    const r = await this.git.run([
      ...CONFIG_ARGS,
      'diff',
      '--name-status',
      '-z',
      '--no-renames',
      '--no-ext-diff',
      '--no-relative',
      '--ignore-submodules=none',
      from,
      to,
      '--',
    ]);
    if (r.code !== 0) throw new GitError(`git diff --name-status ${from} ${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    // `<letter> NUL <path> NUL` per file (no renames, so one path each).
    const fields = r.stdout.toString('utf8').split('\0');
    const paths: string[] = [];
    const added = new Set<string>();
    for (let i = 0; i + 1 < fields.length; i += 2) {
      const path = fields[i + 1]!;
      paths.push(path);
      if (fields[i] === 'A') added.add(path);
    }
    return { paths, added };
  }

  /**
   * Every entry of the tree at `commit`, recursively, paths from the repository root. Listed once
   * per commit for the run (a commit's tree never changes), so a front end can ask for it early.
   * The array is shared: read it, never change it.
   */
  listTree(commit: string): Promise<readonly TreeEntry[]> {
    let known = this.trees.get(commit);
    if (!known) {
      known = this.computeTree(commit);
      known.catch(() => this.trees.delete(commit));
      this.trees.set(commit, known);
    }
    return known;
  }

  private async computeTree(commit: string): Promise<TreeEntry[]> {
    const r = await this.git.run(['ls-tree', '-r', '-z', '--full-tree', commit]);
    if (r.code !== 0) throw new GitError(`git ls-tree ${commit} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    const entries: TreeEntry[] = [];
    // `<mode> SP <type> SP <oid> TAB <path>` NUL-terminated; NUL never occurs inside UTF-8.
    for (const record of r.stdout.toString('utf8').split('\0')) {
      if (record === '') continue;
      const tab = record.indexOf('\t');
      const [mode = '', type = '', oid = ''] = record.slice(0, tab).split(' ');
      entries.push({ mode, type, oid, path: record.slice(tab + 1) });
    }
    return entries;
  }

  /** The size of each object that exists, by id, from its header alone (`cat-file --batch-check`). */
  async objectSizes(oids: readonly string[]): Promise<Map<string, number>> {
    const r = await this.git.run(['cat-file', '--batch-check'], `${oids.join('\n')}\n`);
    if (r.code !== 0) throw new GitError(`git cat-file --batch-check failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    const sizes = new Map<string, number>();
    // `<oid> <type> <size>`, or `<oid> missing`.
    for (const line of r.stdout.toString('utf8').split('\n')) {
      const [oid = '', , size] = line.split(' ');
      if (size !== undefined && /^\d+$/.test(size)) sizes.set(oid, Number(size));
    }
    return sizes;
  }

  /** The bytes of one object, by id, through the shared `cat-file --batch` process. */
  readObject(oid: string, share = true): Promise<Uint8Array | undefined> {
    const known = this.blobs.get(oid);
    if (known) return known;
    const read = this.git
      .catFile()
      .read(oid)
      .then((o) => o?.bytes);
    if (share && this.blobBytes < SHARED_BLOB_BYTES) {
      this.blobs.set(oid, read);
      read.then(
        (bytes) => (this.blobBytes += bytes?.length ?? 0),
        () => this.blobs.delete(oid),
      );
    }
    return read;
  }

  /**
   * The file at `path` in `commit` (for the assertions file): undefined when there is no file
   * there, a directory or a submodule included.
   */
  async readFileAt(commit: string, path: string): Promise<Uint8Array | undefined> {
    const clean = path.replace(/^(\.\/)+/, '');
    const object = await this.git.catFile().read(`${commit}:${clean}`);
    return object?.type === 'blob' ? object.bytes : undefined;
  }

  /**
   * A FileReader over the regular files at `commit`. Submodules and symlinks are left out: a
   * symlink's blob is its target path, not source, and a check reading it as a file would judge
   * `../lib/real.js` as JavaScript. (They stay in the diff's file list; only what checks read skips them.)
   */
  fileReader(commit: string, prefetchBytes?: number): GitFileReader {
    let tree: Promise<readonly TreeEntry[]> | undefined;
    let files: Promise<Map<string, TreeEntry>> | undefined;
    let special: Promise<Map<string, SpecialEntry>> | undefined;
    const entries = (): Promise<readonly TreeEntry[]> => (tree ??= this.listTree(commit));
    let repeated: Set<string> | undefined;
    const blobs = (): Promise<Map<string, TreeEntry>> =>
      (files ??= entries().then((all) => {
        const regular = all.filter(isRegularFile);
        // Only a blob at two paths or more is kept to hand out again: a change of distinct files keeps nothing.
        const seen = new Set<string>();
        repeated = new Set();
        for (const e of regular) (seen.has(e.oid) ? repeated : seen).add(e.oid);
        return new Map(regular.map((e) => [e.path, e]));
      }));
    // Symlinks and submodules are not files to read, but a check selecting one must hear of it.
    const specials = (): Promise<Map<string, SpecialEntry>> =>
      (special ??= entries().then(async (all) => {
        const out = new Map<string, SpecialEntry>();
        await Promise.all(
          all.map(async (e) => {
            if (e.type === 'commit') out.set(e.path, { kind: 'submodule', commit: e.oid });
            else if (e.mode === SYMLINK_MODE) {
              const bytes = await this.readObject(e.oid);
              out.set(e.path, { kind: 'symlink', target: bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8') });
            }
          }),
        );
        return out;
      }));
    const readEntry = (entry: TreeEntry): Promise<Uint8Array | undefined> => this.readObject(entry.oid, repeated?.has(entry.oid) ?? true);
    // Read ahead, handed out once: held only until the check that reads the file takes it.
    const early = new Map<string, Promise<Uint8Array | undefined>>();
    const counted = new Set<string>();
    const budget = prefetchBytes === undefined ? this.ahead : new AheadBudget(prefetchBytes);
    const prefetch = async (paths: readonly string[]): Promise<void> => {
      const all = await blobs();
      // Binary by its name: no check parses it, and such files are often the bulk of a change's bytes.
      const wanted = paths.flatMap((p) => {
        const entry = all.get(p);
        return entry === undefined || binaryByName(p) ? [] : [entry];
      });
      if (wanted.length === 0) return;
      // Sizes first: a blob is read ahead only if it fits what is left of the bound, so a few huge
      // ones never pass it, and the small files after them are still read ahead.
      const sizes = await this.objectSizes([...new Set(wanted.map((e) => e.oid))]);
      const reads: Promise<unknown>[] = [];
      for (const entry of wanted) {
        const size = sizes.get(entry.oid);
        if (size === undefined || size > MAX_TEXT_BYTES || early.has(entry.path)) continue;
        // One blob at many paths is read once (see readEntry), so it counts once.
        if (!counted.has(entry.oid)) {
          if (!budget.take(size)) continue;
          counted.add(entry.oid);
        }
        const read = readEntry(entry);
        read.catch(() => undefined); // the reader who takes it hears of a failure
        early.set(entry.path, read);
        reads.push(read.catch(() => undefined));
      }
      await Promise.all(reads);
    };
    return {
      listTree: async () => [...(await blobs()).keys()],
      read: async (path) => {
        const ahead = early.get(path);
        if (ahead !== undefined) {
          early.delete(path);
          return ahead;
        }
        const entry = (await blobs()).get(path);
        if (entry === undefined) return undefined;
        return this.patchText(commit, entry, repeated?.has(entry.oid) ?? true) ?? readEntry(entry);
      },
      prefetch: (paths) => prefetch(paths).catch(() => undefined),
      specials,
      blobIds: async () => {
        const all = await blobs();
        return (path) => all.get(path)?.oid;
      },
      close: () => this.close(),
    };
  }

  /** The git directory as an absolute path: known from open(), else asked once. */
  private absoluteGitDir(): Promise<string> {
    this.gitDir ??= this.git.run(['rev-parse', '--absolute-git-dir']).then((r) => {
      const dir = r.stdout.toString('utf8').trim();
      if (r.code !== 0 || dir === '')
        throw new GitError(`git rev-parse --absolute-git-dir failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
      return dir;
    });
    return this.gitDir;
  }

  /** Runs git from an empty folder of its own, apart from the work tree (see GitProcesses.run), and removes the folder after. */
  private async runApart(args: readonly string[]): Promise<RunResult> {
    const gitDir = this.gitDirKnown ?? (await this.absoluteGitDir());
    // Made synchronously (a fraction of a millisecond), as computeDiff's: git starts within this
    // call's promise jobs, not after a callback that a module load on this thread holds back. The
    // listing of a change (`diff --raw`) is a run's longest wait for git when it reads no patch.
    const folder = process.getBuiltinModule('node:fs').mkdtempSync(join(tmpdir(), 'critic-gate-git-'));
    try {
      return await this.git.run(args, undefined, { folder, gitDir });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** The repository's top-level folder, to tell paths inside it from paths outside. */
  async topLevel(): Promise<string> {
    if (this.top !== undefined) return this.top;
    const r = await this.git.run(['rev-parse', '--show-toplevel']);
    if (r.code !== 0) throw new GitError(`git rev-parse --show-toplevel failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    return r.stdout.toString('utf8').trim();
  }

  /**
   * How many entries `git status` shows for the working tree: staged, unstaged and untracked
   * changes (an untracked folder counts once), 0 when it is clean. Ignored files do not count.
   */
  async uncommittedCount(): Promise<number> {
    const r = await this.git.run(['status', '--porcelain', '-z', '--untracked-files=normal']);
    if (r.code !== 0) throw new GitError(`git status failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    // `XY path NUL`; a rename or copy adds `from NUL`, which is not an entry of its own.
    const records = r.stdout.toString('utf8').split('\0');
    let count = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i]!;
      if (record === '') continue;
      count++;
      if (/[RC]/.test(record.slice(0, 2))) i++;
    }
    return count;
  }

  /** The messages of the commits in `from..to`, oldest first: the task of a local change. */
  async commitMessages(from: string, to: string): Promise<string[]> {
    const r = await this.git.run(['log', '--reverse', '--format=%B%x00', `${from}..${to}`]);
    if (r.code !== 0) throw new GitError(`git log ${from}..${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    return r.stdout
      .toString('utf8')
      .split('\0')
      .map((m) => m.trim())
      .filter(Boolean);
  }

  /**
   * The commits of `from..to`, oldest first, each with the lines it added and removed per file
   * (merges left out: they repeat what their parents did). What `max-churn` reads.
   */
  async history(from: string, to: string): Promise<CommitChange[]> {
    const args = [
      ...CONFIG_ARGS,
      'log',
      '--reverse',
      '--no-merges',
      '--format=%x00%H%x01%s',
      ...DIFF_ARGS,
      '--unified=0',
      '-M',
      `${from}..${to}`,
      '--',
    ];
    // Apart from the work tree, as the patch: the change's own `.gitattributes` hides none of its lines.
    const r = await this.runApart(args);
    if (r.code !== 0) throw new GitError(`git log ${from}..${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    return parseGitLog(r.stdout.toString('utf8'));
  }

  /**
   * Per changed file of `from..to`, how many of its added and removed lines git's `--color-moved`
   * marks as moved (moved-lines.ts). Asked only when a size limit is passed: a second patch.
   */
  async movedLines(from: string, to: string, paths: readonly string[]): Promise<Map<string, number>> {
    const args = [
      ...CONFIG_ARGS,
      // Every colour git may paint a line in is ours: a config that paints plain added lines in the
      // moved colour (the repository's own, or the user's) must not make new lines read as moved.
      ...Object.entries(DIFF_COLOURS).flatMap(([slot, colour]) => ['-c', `color.diff.${slot}=${colour}`]),
      'diff',
      ...DIFF_ARGS.filter((a) => a !== '--no-color'),
      '--color=always',
      '--color-moved=blocks',
      '--color-moved-ws=no',
      '--unified=0',
      '-M',
      from,
      to,
      '--',
      // Only the paths counted: a block cut from an ignored or excluded file is new where it lands.
      ...paths.map((p) => `:(literal)${p}`),
    ];
    // Apart from the work tree, as the patch: the change's own `.gitattributes` hides none of its lines.
    const r = await this.runApart(args);
    if (r.code !== 0) throw new GitError(`git diff --color-moved ${from} ${to} failed in ${this.dir}: ${firstLine(r.stderr)}`, 'failed');
    return parseMovedLines(r.stdout.toString('utf8'));
  }

  /**
   * Ends the `cat-file` process and any git still running: a run that failed early (a bad config)
   * must not wait for the patch it started ahead (startDiff), nor start more.
   */
  close(): Promise<void> {
    return this.git.close();
  }
}

/** The paths a diff changes, and which of them it adds. */
export interface ChangedPaths {
  paths: string[];
  added: ReadonlySet<string>;
}

/** Bytes that may still be held ahead of being asked for; taken, never given back (what is held is soon handed out). */
class AheadBudget {
  constructor(private left: number) {}

  take(bytes: number): boolean {
    if (bytes > this.left) return false;
    this.left -= bytes;
    return true;
  }
}

/** A limited patch names its files on git's command line: past this many characters, the whole patch is read instead. */
const MAX_PATHSPEC_CHARS = 100_000;

/** How many bytes of blobs a repository keeps to hand out again; about what a large pull request reads. */
const SHARED_BLOB_BYTES = 64 * 1024 * 1024;

/**
 * How much a reader reads ahead of being asked: all of an ordinary pull request, and a bound on
 * what a huge one holds before its checks take it.
 */
const PREFETCH_BYTES = 64 * 1024 * 1024;

/** A branch, tag or SHA with nothing a revision range could read otherwise (no `.`-runs, `^`, `~`, `:` or `@{`). */
const PLAIN_REF = /^(?!-)(?!.*\.\.)(?!.*@\{)[A-Za-z0-9._/-]+$/;

/** A full object name, SHA-1 or SHA-256. */
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Git's mode of a symbolic link. */
const SYMLINK_MODE = '120000';

const isRegularFile = (e: TreeEntry): boolean => e.type === 'blob' && e.mode !== SYMLINK_MODE;

/** Output the parser cannot read is no verdict either: the same typed error, so the run fails closed. */
function unreadable(err: unknown, from: string, to: string, dir: string): GitError {
  const message = errorMessage(err);
  return new GitError(`could not read the output of git diff ${from} ${to} in ${dir}: ${message}`, 'failed');
}
