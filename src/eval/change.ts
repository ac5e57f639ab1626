import { structuredPatch } from 'diff';
import { ignoreMatcher } from '../subject/change.js';
import { parseHunks } from '../subject/diff.js';
import type { ChangedFile, FileReader, Subject } from '../subject/types.js';
import type { EvalCase } from './suite.js';

const encoder = new TextEncoder();

function reader(tree: ReadonlyMap<string, string>): FileReader {
  return {
    listTree: async () => [...tree.keys()].sort(),
    read: async (path) => {
      const text = tree.get(path);
      return text === undefined ? undefined : encoder.encode(text);
    },
  };
}

/** The patch of one file as GitHub would send it: hunks with three lines of context, no header. */
function patchOf(path: string, before: string, after: string): string {
  const { hunks } = structuredPatch(path, path, before, after, '', '', { context: 3 });
  return hunks.map((h) => [`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines].join('\n')).join('\n');
}

function changedFile(path: string, before: string | undefined, after: string | null): ChangedFile {
  const status = before === undefined ? 'added' : after === null ? 'deleted' : 'modified';
  const stats = parseHunks(patchOf(path, before ?? '', after ?? ''));
  return { path, status, binary: false, ...stats };
}

export interface CaseChange {
  subject: Subject;
  /** The base commit's files, as `trusted` reads them. */
  base: FileReader;
}

/**
 * A case's change as the same Subject `pr` builds from git: head-side hunks, added and
 * commentable lines from the hunk parser the API path uses. Held in memory: no repository needed.
 */
export function caseChange(c: Pick<EvalCase, 'base' | 'head'>): CaseChange {
  const baseTree = new Map(Object.entries(c.base));
  const headTree = new Map(baseTree);
  for (const [path, text] of Object.entries(c.head)) {
    if (text === null) headTree.delete(path);
    else headTree.set(path, text);
  }
  const files = Object.entries(c.head)
    .filter(([path, text]) => text !== baseTree.get(path))
    .map(([path, text]) => changedFile(path, baseTree.get(path), text))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { subject: { files, head: reader(headTree), isIgnored: ignoreMatcher([]) }, base: reader(baseTree) };
}
