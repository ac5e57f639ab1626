import { fail, isMisconfigured, isPass, type CheckOutcome } from '../contract/outcome.js';
import type { CheckContext, SelectedFile } from './define.js';

/**
 * Spec §7, no silent skip: a file a check selects is checked or named. Checks skip what they
 * cannot read as text; here, around every check, each file it was handed that could not be read
 * (binary-looking, too large, a symlink leaving the repository or dangling, a submodule) fails it
 * with its path. Kept in one place so that no check, present or future, can forget it.
 */

/** Kinds that read files only as commands on the work tree, which sees what the shell sees. */
const SHELL_KINDS = new Set(['command', 'gotchas']);
/** Kinds that count bytes or files: a binary or a large file is fine, a path leading nowhere is not. */
const BYTE_KINDS = new Set(['min-bytes', 'total-min-bytes', 'file-count', 'max-changed-lines']);

const MAX_NAMED = 5;

/** The context with every file handed to the check recorded, in the order it was handed over. */
export function watchReads(ctx: CheckContext): { ctx: CheckContext; files: SelectedFile[] } {
  const files: SelectedFile[] = [];
  const record = <T extends SelectedFile | undefined>(f: T): T => {
    if (f !== undefined) files.push(f);
    return f;
  };
  return {
    files,
    ctx: {
      ...ctx,
      select: async (target, scope) => (await ctx.select(target, scope)).map(record),
      selectEach: async (target, scope) => (await ctx.selectEach(target, scope)).map((p) => p.then(record)),
      read: async (path) => record(await ctx.read(path)),
    },
  };
}

function counts(kind: string, f: SelectedFile): boolean {
  if (f.unreadable === undefined || SHELL_KINDS.has(kind)) return false;
  return BYTE_KINDS.has(kind) ? f.unreadable.kind === 'special' : true;
}

/** The check's own outcome, or a failure naming every selected file it could not read. */
export function withUnreadable(
  spec: { kind: string; message?: string | undefined },
  outcome: CheckOutcome,
  files: readonly SelectedFile[],
): CheckOutcome {
  if (isMisconfigured(outcome)) return outcome;
  const unique = new Map<string, SelectedFile>();
  for (const f of files) if (counts(spec.kind, f)) unique.set(f.path, f);
  const bad = [...unique.values()].sort((a, b) => a.path.localeCompare(b.path));
  if (bad.length === 0) return outcome;
  const named = bad.slice(0, MAX_NAMED).map((f) => `${f.path}: ${f.unreadable!.reason}`);
  const more = bad.length > MAX_NAMED ? ` (and ${bad.length - MAX_NAMED} more)` : '';
  const also = isPass(outcome) ? '' : `; also: ${outcome.evidence}`;
  const paths = bad
    .slice(0, MAX_NAMED)
    .map((f) => f.path)
    .join(', ');
  return fail(
    `not checked, so not clean: ${named.join('; ')}${more}${also}`,
    spec.message ??
      `${paths}${more}: make ${bad.length === 1 ? 'it a regular text file' : 'them regular text files'} inside the repository, or leave ${bad.length === 1 ? 'it' : 'them'} out of the ${spec.kind} check (a narrower glob, or config \`ignore\`)`,
    { path: bad[0]!.path, line: 1, quote: '' },
  );
}
