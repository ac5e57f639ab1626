import picomatch from 'picomatch';
import type { BrowserRuntime } from './browser-runtime.js';
import type { WarmLane, WarmSlot } from './syntax-pool/warm-slot.js';
import type { CheckContext, CommandRunner, CommandsRefusal, LazyFile, Scope, SelectedFile, Target } from './define.js';
import { GLOB_OPTIONS } from '../subject/glob-bound.js';
import type { CommitChange, FileReader, Line, Subject, Unreadable } from '../subject/types.js';
import { lineCount, toLines } from '../subject/text.js';
import { contentOf, decodeFile, encodingProblem, type Decoded } from '../syntax/encoding.js';
import { languageOfPath } from '../syntax/parse-code.js';
import { MAX_TEXT_BYTES } from '../subject/special.js';
import { couldMatchBelow } from '../subject/dir-links.js';
import { changeView, treeView, type ChangeView, type TreeView } from '../subject/change-view.js';
import type { FoundSecrets } from './found-secrets.js';
import { textDigest, type BlobText, type KnownClean } from './known-clean.js';

export function globList(target: Target): string[] | undefined {
  if (target.file !== undefined) return [target.file];
  if (target.files === undefined) return undefined;
  return typeof target.files === 'string' ? [target.files] : [...target.files];
}

/** A predicate for a target: undefined globs match every path; `exclude` takes paths back out. */
export function targetMatcher(target: Target): (path: string) => boolean {
  const list = globList(target);
  const isMatch = list === undefined ? () => true : picomatch(list, GLOB_OPTIONS);
  if (target.exclude === undefined) return (path) => isMatch(path);
  const isExcluded = picomatch(typeof target.exclude === 'string' ? [target.exclude] : [...target.exclude], GLOB_OPTIONS);
  return (path) => isMatch(path) && !isExcluded(path);
}

export interface ContextOptions {
  commands?: CommandRunner | undefined;
  commandsRefused?: CommandsRefusal | undefined;
  /** The base commit's files, where the config came from; see CheckContext.readTrusted. */
  trusted?: FileReader | undefined;
  /** `trusted`'s tree as resolved by whoever made the run; resolved here on first read when absent. */
  trustedView?: TreeView | undefined;
  /** The subject's change as resolved by whoever made the run; resolved here on first use when absent. */
  view?: ChangeView | undefined;
  /** See CheckContext.task. */
  task?: string | undefined;
  /** The run's browser, made by the front end; none when the run opens no page. */
  browser?: BrowserRuntime | undefined;
  /** See CheckContext.codeCacheDir; none: compiled code is kept nowhere. */
  codeCacheDir?: string | undefined;
  /** See CheckContext.syntaxWarm. */
  syntaxWarm?: WarmSlot<WarmLane> | undefined;
  /** See CheckContext.secrets. */
  secrets?: FoundSecrets | undefined;
  /** See CheckContext.knownClean. */
  knownClean?: KnownClean | undefined;
}

/**
 * A file whose lines are split on first use: many checks read only the whole text (syntax
 * parses it, no-placeholders first looks for its words), and splitting a large change into
 * line objects costs about as much as decoding it.
 */
function selectedFile(
  path: string,
  binary: boolean,
  bytes: number,
  text: string,
  lines: () => readonly Line[],
  unreadable?: Unreadable,
): SelectedFile {
  let split: readonly Line[] | undefined;
  return {
    path,
    binary,
    bytes,
    text,
    get lines() {
      return (split ??= lines());
    },
    ...(unreadable ? { unreadable } : {}),
  };
}

const NOT_SERVED: Unreadable = {
  kind: 'special',
  reason: 'could not be read at the head (a symlink leaving the repository, a submodule, or an entry the source does not serve as a file)',
};

/** A file that is there but cannot be read as text: no text, no lines, and the reason. */
const unreadableFile = (path: string, bytes: number, unreadable: Unreadable): SelectedFile =>
  selectedFile(path, true, bytes, '', () => [], unreadable);

/**
 * Reads `path` as a check sees it: a symlink inside the repository as the file it points at
 * (under the link's own path), and anything that cannot be read as text with the reason why.
 */
async function readFrom(reader: FileReader, tree: TreeView, path: string, knownText?: boolean): Promise<SelectedFile | undefined> {
  const resolved = tree.resolve(path);
  if ('unreadable' in resolved) return unreadableFile(path, 0, resolved.unreadable);
  const source = resolved.path;
  const bytes = await reader.read(source);
  if (bytes === undefined) return undefined;
  if (bytes.length > MAX_TEXT_BYTES) {
    const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
    return unreadableFile(path, bytes.length, {
      kind: 'large',
      reason: `too large to read as text (${mb(bytes.length)}; the limit is ${mb(MAX_TEXT_BYTES)})`,
    });
  }
  // A file is binary when its bytes are (issue 26): a git attribute such as `-diff` only says how
  // git shows a diff. A worker's output is text, whatever bytes it holds. What the change says
  // about a link's own blob (a path) says nothing about its target.
  // Valid UTF-8 with a NUL is text (issue 37): what an interpreter runs is what every check reads.
  const content = source === path && knownText === true ? 'text' : contentOf(bytes);
  if (content === 'binary' && promisesText(path)) {
    const nul = bytes.subarray(0, 8000).indexOf(0);
    return unreadableFile(path, bytes.length, {
      kind: 'binary',
      reason: `binary-looking (a NUL byte at offset ${nul}), so it cannot be read as text`,
    });
  }
  if (content === 'binary') return selectedFile(path, true, bytes.length, '', () => []);
  const decoded = sharedText(bytes);
  if ('unreadable' in decoded) return unreadableFile(path, bytes.length, decoded.unreadable);
  const problem = encodingProblem(path, decoded.text, bytes);
  if (problem !== undefined) return unreadableFile(path, bytes.length, problem);
  const text = decoded.text;
  return selectedFile(path, false, bytes.length, text, () => toLines(text));
}

/**
 * Text formats by name: binary bytes under such a name are binary-*looking*, and a text check
 * must not take them for clean. Every language with a parser, and the data formats of checks.
 */
const TEXT_FORMATS =
  /\.(?:json[c5]?|ya?ml|toml|md|markdown|txt|html?|xml|svg|csv|tsv|ini|cfg|conf|env|lock|vue|svelte|astro|sql|graphql|gql|scss|less|sass)$/i;
const promisesText = (path: string): boolean => languageOfPath(path) !== undefined || TEXT_FORMATS.test(path);

/**
 * A reader that hands out one blob's bytes for each path holding it (git does) gets one string
 * for them all: decoded once, and the same string object, so a check's work keyed on the text
 * (a parse, a tripwire scan) is found again by identity instead of a comparison of every byte.
 */
const decodings = new WeakMap<Uint8Array, Decoded>();
function sharedText(bytes: Uint8Array): Decoded {
  let text = decodings.get(bytes);
  if (text === undefined) {
    text = decodeFile(bytes);
    decodings.set(bytes, text);
  }
  return text;
}

/** Builds the read-only view a check runs against. Reads are cached: several checks often want one file. */
export function checkContext(subject: Subject, options: ContextOptions = {}): CheckContext {
  const cache = new Map<string, Promise<SelectedFile | undefined>>();
  const changeEntries = new Map(subject.files.map((f) => [f.path, f]));

  // The change as resolved once by whoever made the run; a context made without one (a single
  // worker output, a trial of `init`) resolves it itself, once, on first use.
  let view: Promise<ChangeView> | undefined;
  const viewOf = (): Promise<ChangeView> => (view ??= options.view ? Promise.resolve(options.view) : changeView(subject));
  let trustedTree: Promise<TreeView> | undefined;
  const trustedView = (trusted: FileReader): Promise<TreeView> =>
    (trustedTree ??= options.trustedView ? Promise.resolve(options.trustedView) : treeView(trusted));

  const known = options.knownClean;
  let blobIds: Promise<((path: string) => string | undefined) | undefined> | undefined;
  /**
   * The blob each path is read from, where reading it is reading that blob at that path and nothing
   * else decides its text; undefined for any other path.
   */
  const ownBlobs = (): Promise<((path: string) => string | undefined) | undefined> =>
    (blobIds ??= (async () => {
      if (subject.head.blobIds === undefined || subject.workerOutput === true) return undefined;
      const [view, idOf] = await Promise.all([viewOf(), subject.head.blobIds()]);
      return (path: string) => {
        const resolved = view.resolve(path);
        return 'path' in resolved && resolved.path === path ? idOf(path) : undefined;
      };
    })());
  const ownBlob = async (path: string): Promise<string | undefined> => (await ownBlobs())?.(path);
  // Asked by each check of each path it selects: looked up once per path.
  const textsByPath = new Map<string, BlobText | undefined>();
  /** Keeps what `path`'s blob read as, for the next run's knownTexts. */
  const keepText = async (path: string, f: SelectedFile | undefined): Promise<void> => {
    if (known?.putTextOfBlob === undefined || f === undefined || f.binary || f.unreadable !== undefined) return;
    const oid = await ownBlob(path);
    if (oid !== undefined) known.putTextOfBlob(path, oid, { digest: textDigest(f.text), lines: lineCount(f.text) });
  };

  const readWhole = (path: string): Promise<SelectedFile | undefined> => {
    let hit = cache.get(path);
    if (!hit) {
      // What the change says wins over sniffing: a worker's output is text, whatever bytes it holds.
      // An aliased path is read from its real file, so only the change's own entries matter here.
      const knownText = subject.workerOutput === true && changeEntries.get(path)?.binary === false;
      hit = viewOf().then((tree) => readFrom(subject.head, tree, path, knownText));
      if (known?.putTextOfBlob !== undefined) {
        const read = hit;
        hit = read.then(async (f) => {
          // Kept for the next run only: a failure to keep it never fails this read.
          await keepText(path, f).catch(() => undefined);
          return f;
        });
      }
      cache.set(path, hit);
    }
    return hit;
  };

  /** `f` as an `added` selection sees it, given the change's entries; the whole file for any other scope. */
  const inScope = (f: SelectedFile, added: ChangeView['entry'] | undefined): SelectedFile => {
    if (added === undefined) return f;
    const file = added(f.path);
    // Git lists no lines for a file it calls binary (`-diff`, a NUL byte) that is read as text
    // here: its added lines are unknown, and unknown is never taken for "nothing added".
    if (file?.addedLinesUnknown || (file?.binary === true && !f.binary)) return f;
    return selectedFile(
      f.path,
      f.binary,
      f.bytes,
      f.text,
      // The added line numbers become a set only for a file whose added lines a check reads.
      () => {
        const lines = new Set(file?.addedLines);
        return f.lines.filter((l) => lines.has(l.n));
      },
      f.unreadable,
    );
  };

  const selectLazily = async (target: Target, scope: Scope): Promise<LazyFile[]> => {
    const matches = targetMatcher(target);
    const view = await viewOf();
    // A directory link is not a file: its files are selected under its path, or, when they cannot
    // be listed, the link is selected wherever the globs could reach below it.
    const selects = (p: string): boolean => {
      const link = view.link(p);
      if (link === undefined) return matches(p);
      return link.problem !== undefined && (matches(p) || couldMatchBelow(globList(target), p));
    };
    // Both lists of the view have ignored paths removed already.
    const picked = (scope === 'tree' ? view.checkable : view.changed).filter(selects);
    // A file reached through a link is checked once, as its target (spec §7): a path under a
    // directory link is left out when the selection holds its real file too.
    const held = new Set(picked);
    const paths = picked.filter((p) => !held.has(view.realOf(p) ?? '')).sort();
    // A path the selection names but the head does not serve (through the GitHub API: a symlink
    // leaving the repository, a submodule) is named, not dropped.
    return paths.map((p) => {
      let read: Promise<SelectedFile | undefined> | undefined;
      return {
        path: p,
        read: () =>
          (read ??= readWhole(p).then((f) => inScope(f ?? unreadableFile(p, 0, NOT_SERVED), scope === 'added' ? view.entry : undefined))),
      };
    });
  };
  const selectEach = async (target: Target, scope: Scope): Promise<Promise<SelectedFile | undefined>[]> =>
    (await selectLazily(target, scope)).map((f) => f.read());

  let history: Promise<readonly CommitChange[] | undefined> | undefined;
  // Per set of paths asked about: a run's size checks usually ask about one.
  const moved = new Map<string, Promise<ReadonlyMap<string, number> | undefined>>();
  const readHistory = async (): Promise<readonly CommitChange[] | undefined> => {
    if (!subject.history) return undefined;
    const commits = await subject.history();
    return commits.map((c) => ({ ...c, files: c.files.filter((f) => !subject.isIgnored(f.path)) }));
  };

  return {
    task: options.task ?? '',
    history: () => (history ??= readHistory()),
    movedLines: (paths) => {
      const key = paths.join('\0');
      let found = moved.get(key);
      if (found === undefined) moved.set(key, (found = subject.movedLines ? subject.movedLines(paths) : Promise.resolve(undefined)));
      return found;
    },
    // Ignored paths are never checked: not even their line counts reach a check.
    changedFiles: subject.files.filter((f) => !subject.isIgnored(f.path)),
    view: viewOf,
    commands: options.commands,
    workerOutput: subject.workerOutput === true,
    commandsRefused: options.commandsRefused ?? { kind: 'not-allowed', message: 'shell commands are not allowed in this run' },
    read: (path) => (subject.isIgnored(path) ? Promise.resolve(undefined) : readWhole(path)),
    headBytes: (path) => subject.head.read(path),
    browser: options.browser,
    codeCacheDir: options.codeCacheDir,
    syntaxWarm: options.syntaxWarm,
    ...(options.secrets ? { secrets: options.secrets } : {}),
    ...(options.knownClean ? { knownClean: options.knownClean } : {}),
    readTrusted: async (path) => (options.trusted ? readFrom(options.trusted, await trustedView(options.trusted), path) : undefined),
    readBase: async (path) => {
      const entry = changeEntries.get(path);
      if (subject.base === undefined || entry === undefined || entry.status === 'added' || entry.binary) return undefined;
      const bytes = await subject.base.read(entry.oldPath ?? path);
      if (bytes === undefined || contentOf(bytes) === 'binary') return undefined;
      const decoded = decodeFile(bytes);
      return 'text' in decoded ? decoded.text : undefined;
    },
    selectEach,
    selectLazily,
    ...(known?.blobTexts !== undefined
      ? {
          knownTexts: async (paths: readonly string[]) => {
            const [blobOf, texts] = await Promise.all([ownBlobs(), known.blobTexts?.()]);
            return paths.map((path) => {
              if (textsByPath.has(path)) return textsByPath.get(path);
              const oid = blobOf?.(path);
              const text = oid === undefined ? undefined : texts?.textOf(path, oid);
              textsByPath.set(path, text);
              return text;
            });
          },
        }
      : {}),
    async select(target, scope) {
      const files = await Promise.all(await selectEach(target, scope));
      return files.filter((f): f is SelectedFile => f !== undefined);
    },
  };
}
