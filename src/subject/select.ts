import picomatch from 'picomatch';
import { browserRuntime, type BrowserRuntime } from '../browser/runtime.js';
import type { CheckContext, CommandRunner, Scope, SelectedFile, Target } from '../checks/define.js';
import type { FileReader, Line, Subject } from './types.js';
import type { CommitChange } from './history.js';
import { decodeText, isBinary, toLines } from './text.js';

/** Glob options used everywhere a user-written glob meets a path. */
export const GLOB_OPTIONS: picomatch.PicomatchOptions = { dot: true };

export function globList(target: Target): string[] | undefined {
  if (target.file !== undefined) return [target.file];
  if (target.files === undefined) return undefined;
  return typeof target.files === 'string' ? [target.files] : [...target.files];
}

/** A predicate for a target: undefined globs match every path. */
export function targetMatcher(target: Target): (path: string) => boolean {
  const list = globList(target);
  if (list === undefined) return () => true;
  const isMatch = picomatch(list, GLOB_OPTIONS);
  return (path) => isMatch(path);
}

export interface ContextOptions {
  commands?: CommandRunner | undefined;
  commandsRefused?: string | undefined;
  /** The base commit's files, where the config came from; see CheckContext.readTrusted. */
  trusted?: FileReader | undefined;
  /** See CheckContext.task. */
  task?: string | undefined;
  /** The run's browser; by default one found on PATH, launched only if a check opens a page. */
  browser?: BrowserRuntime | undefined;
}

/**
 * A file whose lines are split on first use: many checks read only the whole text (syntax
 * parses it, no-placeholders first looks for its words), and splitting a large change into
 * line objects costs about as much as decoding it.
 */
function selectedFile(path: string, binary: boolean, bytes: number, text: string, lines: () => readonly Line[]): SelectedFile {
  let split: readonly Line[] | undefined;
  return {
    path,
    binary,
    bytes,
    text,
    get lines() {
      return (split ??= lines());
    },
  };
}

async function readFrom(reader: FileReader, path: string, knownBinary?: boolean): Promise<SelectedFile | undefined> {
  const bytes = await reader.read(path);
  if (bytes === undefined) return undefined;
  const binary = knownBinary ?? isBinary(bytes);
  const text = binary ? '' : decodeText(bytes);
  return selectedFile(path, binary, bytes.length, text, () => (binary ? [] : toLines(text)));
}

/** Builds the read-only view a check runs against. Reads are cached: several checks often want one file. */
export function checkContext(subject: Subject, options: ContextOptions = {}): CheckContext {
  const cache = new Map<string, Promise<SelectedFile | undefined>>();
  // The added line numbers become a set only for a file whose added lines a check reads.
  const changed = new Map(subject.files.map((f) => [f.path, f]));

  const readWhole = (path: string): Promise<SelectedFile | undefined> => {
    let hit = cache.get(path);
    if (!hit) {
      // What the change says wins over sniffing: a worker's output is text, whatever bytes it holds.
      hit = readFrom(subject.head, path, changed.get(path)?.binary);
      cache.set(path, hit);
    }
    return hit;
  };

  const candidates = async (scope: Scope): Promise<string[]> => {
    if (scope === 'tree') return [...(await subject.head.listTree())];
    return subject.files.filter((f) => f.status !== 'deleted').map((f) => f.path);
  };

  const inScope = (f: SelectedFile, scope: Scope): SelectedFile => {
    if (scope !== 'added') return f;
    const file = changed.get(f.path);
    if (file?.addedLinesUnknown) return f;
    return selectedFile(f.path, f.binary, f.bytes, f.text, () => {
      const lines = new Set(file?.addedLines);
      return f.lines.filter((l) => lines.has(l.n));
    });
  };

  const selectEach = async (target: Target, scope: Scope): Promise<Promise<SelectedFile | undefined>[]> => {
    const matches = targetMatcher(target);
    const paths = (await candidates(scope))
      .filter((p) => !subject.isIgnored(p) && matches(p))
      .sort();
    return paths.map((p) => readWhole(p).then((f) => f && inScope(f, scope)));
  };

  let history: Promise<readonly CommitChange[] | undefined> | undefined;
  const readHistory = async (): Promise<readonly CommitChange[] | undefined> => {
    if (!subject.history) return undefined;
    const commits = await subject.history();
    return commits.map((c) => ({ ...c, files: c.files.filter((f) => !subject.isIgnored(f.path)) }));
  };

  return {
    task: options.task ?? '',
    history: () => (history ??= readHistory()),
    // Ignored paths are never checked: not even their line counts reach a check.
    changedFiles: subject.files.filter((f) => !subject.isIgnored(f.path)),
    commands: options.commands,
    commandsRefused: options.commandsRefused ?? 'shell commands are not allowed in this run',
    read: (path) => (subject.isIgnored(path) ? Promise.resolve(undefined) : readWhole(path)),
    headBytes: (path) => subject.head.read(path),
    browser: options.browser ?? browserRuntime(),
    readTrusted: async (path) => (options.trusted ? readFrom(options.trusted, path) : undefined),
    selectEach,
    async select(target, scope) {
      const files = await Promise.all(await selectEach(target, scope));
      return files.filter((f): f is SelectedFile => f !== undefined);
    },
  };
}
