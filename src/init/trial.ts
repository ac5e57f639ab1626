/**
 * A trial of the checks init is about to write, on the tree it has just scanned. A check that
 * fails on files nobody is changing would fail the first pull request that touches them for
 * nothing: init leaves those files out of that check (naming why in the written file) instead
 * of handing the team a red gate on day one.
 */
import picomatch from 'picomatch';
import { checkContext, globList, targetMatcher } from '../checks/context.js';
import { CheckSpecSchema, runCheck, type CheckSpec } from '../checks/registry.js';
import type { Finding } from '../contract/location.js';
import { GLOB_OPTIONS } from '../subject/glob-bound.js';
import { contentOf } from '../syntax/encoding.js';
import type { ChangedFile, FileReader, Subject } from '../subject/types.js';

/** The kinds judged on whole files, whose verdict on an untouched file a pull request would inherit. */
const TRIED_KINDS = new Set(['syntax', 'json-valid', 'yaml-valid']);

/** A file a tried check fails on today, and the tool's own message, led by `path:line:col`. */
export interface TrialFailure {
  path: string;
  message: string;
}

/** Rounds of "leave the failing file out and try again", for a check that names one failing file at a time. */
const MAX_ROUNDS = 25;

/**
 * Runs each whole-file check of `gate` on every file of the tree as if the change had touched it,
 * and returns, by the check's index, the files it fails on.
 */
export async function trialRun(
  gate: readonly unknown[],
  tree: { paths: readonly string[]; reader: FileReader; ignore: readonly string[] },
): Promise<Map<number, TrialFailure[]>> {
  const ignored = tree.ignore.length > 0 ? picomatch([...tree.ignore], GLOB_OPTIONS) : () => false;
  const tried = gate.map((raw) => CheckSpecSchema.parse(raw)).map((spec) => (TRIED_KINDS.has(spec.kind) ? spec : undefined));
  // Only what a tried check selects is read: a tree's images, archives and data stay on disk.
  const selected = tried.flatMap((spec) => (spec ? [targetMatcher(spec)] : []));
  const files: ChangedFile[] = [];
  for (const path of tree.paths) {
    if (ignored(path) || !selected.some((matches) => matches(path))) continue;
    const bytes = await tree.reader.read(path);
    if (bytes === undefined) continue;
    // Binary by content, as every check decides it: UTF-8 with a NUL, or UTF-16 with its mark, is text.
    const binary = contentOf(bytes) === 'binary';
    files.push({ path, status: 'modified', additions: 0, deletions: 0, binary, addedLines: [], commentableLines: [] });
  }
  const subject: Subject = { files, head: tree.reader, isIgnored: ignored };
  const failures = new Map<number, TrialFailure[]>();
  for (const [index, spec] of tried.entries()) {
    if (spec === undefined) continue;
    const found = await failingFiles(spec, subject);
    if (found.length > 0) failures.set(index, found);
  }
  return failures;
}

async function failingFiles(spec: CheckSpec, subject: Subject): Promise<TrialFailure[]> {
  const found: TrialFailure[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const exclude = [...(globList({ files: spec.exclude }) ?? []), ...found.map((f) => literal(f.path))];
    const tried = { ...spec, scope: 'changed', ...(exclude.length > 0 ? { exclude } : {}) } as CheckSpec;
    // A fresh context per round: the reads it caches are of the same files, but the selection changes.
    const outcome = await runCheck(tried, checkContext(subject));
    if (outcome.status === 'pass') return found;
    const named: Finding[] = outcome.findings ?? (outcome.location ? [{ path: outcome.location.path, message: outcome.evidence }] : []);
    const fresh = named.filter((f) => !found.some((g) => g.path === f.path));
    // A failure that names no file (or only files already left out) cannot be narrowed: say so whole.
    if (fresh.length === 0) return [...found, { path: '', message: outcome.evidence }];
    // Said as a reader finds it: `path:line:col: the tool's message`, unless the message says where already.
    const place = (f: Finding): string =>
      [f.path, f.line, f.line === undefined ? undefined : f.column].filter((p) => p !== undefined).join(':');
    found.push(
      ...fresh.map((f) => {
        const message = f.message.split('\n')[0]!;
        return { path: f.path, message: message.startsWith(f.path) ? message : `${place(f)}: ${message}` };
      }),
    );
  }
  return found;
}

/** A glob that matches exactly this path (its glob characters escaped). */
export function literal(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@]/g, '\\$&');
}
