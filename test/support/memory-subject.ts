import picomatch from 'picomatch';
import type { ChangedFile, FileReader, FileStatus, Subject } from '../../src/subject/types.js';
import { checkContext, type ContextOptions } from '../../src/checks/context.js';
import { GLOB_OPTIONS } from '../../src/subject/glob-bound.js';
import { toLines } from '../../src/subject/text.js';
import type { CheckContext } from '../../src/checks/define.js';

/** One entry of the change; line numbers and counts default to "every line of the head file is new". */
export interface MemoryChange {
  path: string;
  /** The path at the base, for a renamed file. */
  oldPath?: string;
  status?: FileStatus;
  /** Head-side line numbers the change adds; defaults to every line for added files, none otherwise. */
  addedLines?: number[];
  additions?: number;
  deletions?: number;
}

export interface MemorySubjectOptions {
  /** The head tree: path → text or bytes. */
  files: Record<string, string | Uint8Array>;
  /** The change; defaults to nothing changed. */
  changes?: MemoryChange[];
  /** Globs of the config's `ignore`. */
  ignore?: string[];
  /** The tree the change is compared against (what `scope: added` compares with); none by default. */
  base?: Record<string, string | Uint8Array>;
}

const encoder = new TextEncoder();

/** A repository-like subject: every file of the tree added in full. */
export const allAdded = (files: Record<string, string | Uint8Array>): MemorySubjectOptions => ({
  files,
  changes: Object.keys(files).map((path) => ({ path })),
});

/** A Subject held in memory: a tree of files plus a list of changed files, for tests of checks. */
export function memorySubject(options: MemorySubjectOptions): Subject {
  const tree = new Map<string, Uint8Array>(
    Object.entries(options.files).map(([path, content]) => [path, typeof content === 'string' ? encoder.encode(content) : content]),
  );
  const ignored = options.ignore && options.ignore.length > 0 ? picomatch(options.ignore, GLOB_OPTIONS) : () => false;
  const files = (options.changes ?? []).map((c): ChangedFile => {
    const content = options.files[c.path];
    const binary = content instanceof Uint8Array;
    const allLines = typeof content === 'string' ? toLines(content).map((l) => l.n) : [];
    const status = c.status ?? (content === undefined ? 'deleted' : 'added');
    const addedLines = c.addedLines ?? (status === 'added' ? allLines : []);
    return {
      path: c.path,
      ...(c.oldPath !== undefined ? { oldPath: c.oldPath } : {}),
      status,
      additions: c.additions ?? (binary ? 0 : addedLines.length),
      deletions: c.deletions ?? 0,
      binary,
      addedLines,
      commentableLines: addedLines,
    };
  });
  return {
    files,
    head: {
      listTree: async () => [...tree.keys()],
      read: async (path) => tree.get(path),
    },
    isIgnored: (path) => ignored(path),
    ...(options.base ? { base: treeReader(options.base) } : {}),
  };
}

function treeReader(files: Record<string, string | Uint8Array>): FileReader {
  const tree = new Map(Object.entries(files).map(([path, c]) => [path, typeof c === 'string' ? encoder.encode(c) : c]));
  return { listTree: async () => [...tree.keys()], read: async (path) => tree.get(path) };
}

/**
 * The CheckContext over an in-memory subject. Unless the test says otherwise, the trusted (base)
 * files are the head files.
 */
export function memoryContext(options: MemorySubjectOptions, context: ContextOptions = {}): CheckContext {
  const subject = memorySubject(options);
  return checkContext(subject, { trusted: subject.head, ...context });
}
