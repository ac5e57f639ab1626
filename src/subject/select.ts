import picomatch from 'picomatch';
import type { CheckContext, CommandRunner, Scope, SelectedFile, Target } from '../checks/define.js';
import type { FileReader, Subject } from './types.js';
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
}

async function readFrom(reader: FileReader, path: string): Promise<SelectedFile | undefined> {
  const bytes = await reader.read(path);
  if (bytes === undefined) return undefined;
  const binary = isBinary(bytes);
  const text = binary ? '' : decodeText(bytes);
  return { path, binary, bytes: bytes.length, text, lines: binary ? [] : toLines(text) };
}

/** Builds the read-only view a check runs against. Reads are cached: several checks often want one file. */
export function checkContext(subject: Subject, options: ContextOptions = {}): CheckContext {
  const cache = new Map<string, Promise<SelectedFile | undefined>>();
  const added = new Map(subject.files.map((f) => [f.path, new Set(f.addedLines)]));

  const readWhole = (path: string): Promise<SelectedFile | undefined> => {
    let hit = cache.get(path);
    if (!hit) {
      hit = readFrom(subject.head, path);
      cache.set(path, hit);
    }
    return hit;
  };

  const candidates = async (scope: Scope): Promise<string[]> => {
    if (scope === 'tree') return [...(await subject.head.listTree())];
    return subject.files.filter((f) => f.status !== 'deleted').map((f) => f.path);
  };

  return {
    // Ignored paths are never checked: not even their line counts reach a check.
    changedFiles: subject.files.filter((f) => !subject.isIgnored(f.path)),
    commands: options.commands,
    commandsRefused: options.commandsRefused ?? 'shell commands are not allowed in this run',
    read: (path) => (subject.isIgnored(path) ? Promise.resolve(undefined) : readWhole(path)),
    readTrusted: async (path) => (options.trusted ? readFrom(options.trusted, path) : undefined),
    async select(target, scope) {
      const matches = targetMatcher(target);
      const paths = (await candidates(scope))
        .filter((p) => !subject.isIgnored(p) && matches(p))
        .sort();
      const files = await Promise.all(paths.map(readWhole));
      return files
        .filter((f): f is SelectedFile => f !== undefined)
        .map((f) => {
          if (scope !== 'added') return f;
          const lines = added.get(f.path) ?? new Set<number>();
          return { ...f, lines: f.lines.filter((l) => lines.has(l.n)) };
        });
    },
  };
}
