import { fail, isMisconfigured, isPass, type CheckOutcome } from '../contract/outcome.js';
import type { Unreadable } from '../subject/types.js';
import type { CheckContext, Reads, SelectedFile } from './define.js';

/**
 * Spec §7, no silent skip: a file a check selects is checked or named. Checks skip what they
 * cannot read as text; here, around every check, each file it was handed that could not be read
 * (binary-looking, too large, in another encoding than the one read, a symlink leaving the
 * repository or dangling, a submodule) fails it with its path. Kept in one place so that no
 * check, present or future, can forget it; what counts follows from what the kind `reads`.
 */

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
      // A file known clean by its blob is never read, and was read as text: nothing to record.
      selectLazily: async (target, scope) =>
        (await ctx.selectLazily(target, scope)).map((lazy) => {
          let read: Promise<SelectedFile | undefined> | undefined;
          return { path: lazy.path, read: () => (read ??= lazy.read().then(record)) };
        }),
      read: async (path) => record(await ctx.read(path)),
    },
  };
}

interface CheckOf {
  kind: string;
  message?: string | undefined;
  file?: string | undefined;
  files?: unknown;
}

type Effect = 'fails' | 'reported' | 'none';

/**
 * What a file the check could not read does to it. `shell` kinds see what the shell sees.
 * `bytes` kinds count bytes or files: a binary, a large or an oddly encoded file is fine, a path
 * leading nowhere is not. A submodule is a pointer with no text to hide anything in: it fails
 * only a check that names it by its own `file`/`files`, and is reported by one that reads
 * every file (issue 26, item 7).
 */
function effectOf(reads: Reads, spec: CheckOf, u: Unreadable | undefined): Effect {
  if (u === undefined || reads === 'shell') return 'none';
  if (u.kind === 'submodule') return spec.file !== undefined || spec.files !== undefined ? 'fails' : 'reported';
  if (reads === 'bytes') return u.kind === 'special' ? 'fails' : 'none';
  return 'fails';
}

const FIX: Partial<Record<Unreadable['kind'], (one: boolean) => string>> = {
  encoding: (one) => `save ${one ? 'it' : 'them'} as UTF-8 without an encoding declaration`,
};

/** The check's own outcome, or a failure naming every selected file it could not read. */
export function withUnreadable(spec: CheckOf, reads: Reads, outcome: CheckOutcome, files: readonly SelectedFile[]): CheckOutcome {
  if (isMisconfigured(outcome)) return outcome;
  const bad = new Map<string, SelectedFile>();
  const reported = new Map<string, SelectedFile>();
  for (const f of files) {
    const effect = effectOf(reads, spec, f.unreadable);
    if (effect === 'fails') bad.set(f.path, f);
    else if (effect === 'reported') reported.set(f.path, f);
  }
  if (bad.size === 0) return withReported(outcome, [...reported.values()]);
  const sorted = [...bad.values()].sort((a, b) => a.path.localeCompare(b.path));
  const named = sorted.slice(0, MAX_NAMED).map((f) => `${f.path}: ${f.unreadable!.reason}`);
  const more = sorted.length > MAX_NAMED ? ` (and ${sorted.length - MAX_NAMED} more)` : '';
  const also = isPass(outcome) ? '' : `; also: ${outcome.evidence}`;
  const paths = sorted
    .slice(0, MAX_NAMED)
    .map((f) => f.path)
    .join(', ');
  const one = sorted.length === 1;
  const kinds = new Set(sorted.map((f) => f.unreadable!.kind));
  const only = kinds.size === 1 ? FIX[[...kinds][0]!] : undefined;
  const remedy = only?.(one) ?? `make ${one ? 'it a regular text file' : 'them regular text files'} inside the repository`;
  const first = sorted[0]!;
  return fail(
    `not checked, so not clean: ${named.join('; ')}${more}${also}`,
    spec.message ??
      `${paths}${more}: ${remedy}, or leave ${one ? 'it' : 'them'} out of the ${spec.kind} check (a narrower glob, or config \`ignore\`)`,
    { path: first.path, line: first.unreadable!.line ?? 1, quote: '' },
  );
}

/** A passing (or warning) outcome that says which files it did not read and why; the outcome itself when none. */
function withReported(outcome: CheckOutcome, reported: readonly SelectedFile[]): CheckOutcome {
  if (reported.length === 0 || !isPass(outcome)) return outcome;
  const sorted = [...reported].sort((a, b) => a.path.localeCompare(b.path));
  const named = sorted.slice(0, MAX_NAMED).map((f) => `${f.path} (${f.unreadable!.reason})`);
  const more = sorted.length > MAX_NAMED ? ` and ${sorted.length - MAX_NAMED} more` : '';
  return { ...outcome, evidence: `${outcome.evidence}; not read, having no text: ${named.join('; ')}${more}` };
}
