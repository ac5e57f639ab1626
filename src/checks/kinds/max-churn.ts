import * as z from '../../contract/zod.js';
import { fail, misconfigured, pass } from '../../contract/outcome.js';
import { defineCheck, excerpt } from '../define.js';
import { targetMatcher } from '../context.js';
import type { CommitChange } from '../../subject/history.js';
import { TextKeyedMap, TextKeyedSet } from '../../subject/text-keyed.js';

interface Undone {
  path: string;
  line: string;
  /** The commit that made the change and the one that undid it. */
  by: string;
  undoneBy: string;
  how: 'added then removed' | 'removed then restored';
}

// Braces, blank lines and lone punctuation move with every edit; undoing them says nothing.
const substantial = (line: string): boolean => /[\p{L}\p{N}]/u.test(line) && line.trim().length >= 3;

const short = (sha: string): string => sha.slice(0, 7);

/** Lines one commit of the range changed and a later one changed back, per file. */
function undoneLines(commits: readonly CommitChange[], matches: (path: string) => boolean): Undone[] {
  // path → line → the last commit that added / removed it
  // (lines are keyed as texts: a bundle's many long lines of one length stay linear)
  const addedBy = new Map<string, TextKeyedMap<string>>();
  const removedBy = new Map<string, TextKeyedMap<string>>();
  const out: Undone[] = [];
  const seen = new Map<string, TextKeyedSet>();
  const mapOf = <V>(m: Map<string, V>, path: string, make: () => V): V => m.get(path) ?? m.set(path, make()).get(path)!;
  for (const c of commits) {
    for (const f of c.files) {
      if (!matches(f.path)) continue;
      const added = mapOf(addedBy, f.path, () => new TextKeyedMap<string>());
      const removed = mapOf(removedBy, f.path, () => new TextKeyedMap<string>());
      const noted = mapOf(seen, f.path, () => new TextKeyedSet());
      const note = (line: string, by: string, how: Undone['how']): void => {
        const t = line.trim();
        if (noted.has(t)) return;
        noted.add(t);
        out.push({ path: f.path, line, by, undoneBy: c.sha, how });
      };
      // A line a commit both removes and adds (moved within the file) is not undone.
      const addedHere = new TextKeyedSet(f.added.map((l) => l.trim()));
      const removedHere = new TextKeyedSet(f.removed.map((l) => l.trim()));
      for (const l of f.removed) {
        const t = l.trim();
        if (!substantial(t) || addedHere.has(t)) continue;
        const by = added.get(t);
        if (by !== undefined && by !== c.sha) note(l, by, 'added then removed');
      }
      for (const l of f.added) {
        const t = l.trim();
        if (!substantial(t) || removedHere.has(t)) continue;
        const by = removed.get(t);
        if (by !== undefined && by !== c.sha) note(l, by, 'removed then restored');
      }
      for (const l of f.added) added.set(l.trim(), c.sha);
      for (const l of f.removed) removed.set(l.trim(), c.sha);
    }
  }
  return out;
}

export const maxChurn = defineCheck({
  kind: 'max-churn',
  shape: () => ({
    max_commits: z.optional(z.int().check(z.gte(1))).check(z.describe('Most commits of the range that may change one file (default 5)')),
    max_undone_lines: z
      .optional(z.int().check(z.gte(0)))
      .check(
        z.describe(
          'Most lines per file that one commit adds (or removes) and a later commit of the range removes (or restores) again (default 0)',
        ),
      ),
  }),
  defaultScope: 'changed',
  reads: 'text',
  judgesWholeChange: true,
  appliesToText: false,
  description:
    "(PR mode) The change does not edit files back and forth: no file is changed by more than `max_commits` of the range's commits, and no line one commit adds (or removes) is removed (or restored) by a later one.",
  examples: {
    failing: [
      {
        title: 'a commit takes back what an earlier one added',
        check: { kind: 'max-churn' },
        base: { 'src/config.js': 'export const retries = 3;\n' },
        commits: [{ 'src/config.js': 'export const retries = 3;\nexport const verbose = true;\n' }],
        files: { 'src/config.js': 'export const retries = 5;\n' },
        says: 'src/config.js: 1 line(s) changed and changed back within the range (max_undone_lines 0), e.g. "export const verbose = true;" added then removed',
      },
    ],
    passing: [
      {
        title: 'each commit builds on the last',
        check: { kind: 'max-churn' },
        base: { 'src/config.js': 'export const retries = 3;\n' },
        commits: [{ 'src/config.js': 'export const retries = 3;\nexport const verbose = true;\n' }],
        files: { 'src/config.js': 'export const retries = 3;\nexport const verbose = true;\nexport const timeout = 10;\n' },
        says: '2 commit(s), 1 file(s); most changed: src/config.js (2 commit(s)) (max_commits 5); 0 line(s) changed back',
      },
    ],
  },
  async run(spec, ctx) {
    const maxCommits = spec.max_commits ?? 5;
    const maxUndone = spec.max_undone_lines ?? 0;
    const commits = await ctx.history();
    if (commits === undefined)
      return misconfigured(
        'max-churn needs the commits of a change; this subject has none',
        'Use max-churn in the assertions file of a pull request',
      );
    const matches = targetMatcher(spec);
    const byFile = new Map<string, string[]>();
    for (const c of commits) for (const f of c.files) if (matches(f.path)) byFile.set(f.path, [...(byFile.get(f.path) ?? []), c.sha]);
    const busiest = [...byFile.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    const over = busiest.filter(([, shas]) => shas.length > maxCommits);
    if (over.length > 0) {
      const [path, shas] = over[0]!;
      const others = over.slice(1, 4).map(([p, s]) => `${p} (${s.length})`);
      return fail(
        `${path}: changed by ${shas.length} of the range's ${commits.length} commit(s) (max_commits ${maxCommits}): ${shas.slice(0, 8).map(short).join(', ')}${shas.length > 8 ? ', …' : ''}${others.length > 0 ? `; also ${others.join(', ')}` : ''}`,
        spec.message ??
          `Settle ${path} instead of editing it again and again: decide what it must do, then squash the ${shas.length} commits that touch it`,
      );
    }
    const undone = undoneLines(commits, matches);
    const perFile = new Map<string, Undone[]>();
    for (const u of undone) perFile.set(u.path, [...(perFile.get(u.path) ?? []), u]);
    const worst = [...perFile.entries()].filter(([, us]) => us.length > maxUndone).sort((a, b) => b[1].length - a[1].length);
    if (worst.length > 0) {
      const [path, us] = worst[0]!;
      // Point at a line that went back and forth and is still there, when one is.
      const head = await ctx.read(path);
      const headLines = head && !head.binary ? head.lines : [];
      const still = us.map((u) => ({ u, line: headLines.find((l) => l.text.trim() === u.line.trim()) })).find((x) => x.line);
      const first = still?.u ?? us[0]!;
      const where = still?.line ? `${path}:${still.line.n}` : path;
      return fail(
        `${where}: ${us.length} line(s) changed and changed back within the range (max_undone_lines ${maxUndone}), e.g. "${excerpt(first.line, 80)}" ${first.how} (${short(first.by)} → ${short(first.undoneBy)})${worst.length > 1 ? `; ${worst.length - 1} more file(s)` : ''}`,
        spec.message ??
          `Stop flip-flopping ${path}: decide on one version of the ${us.length} line(s) that went back and forth, and squash the commits that undo each other`,
        still?.line ? { path, line: still.line.n, quote: still.line.text } : undefined,
      );
    }
    const top = busiest[0];
    return pass(
      `${commits.length} commit(s), ${byFile.size} file(s); most changed: ${top ? `${top[0]} (${top[1].length} commit(s))` : 'none'} (max_commits ${maxCommits}); ${undone.length} line(s) changed back`,
    );
  },
});
