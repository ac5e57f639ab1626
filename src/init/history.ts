/**
 * Issue 38: the config `init` writes is proven on the repository's own history before it is
 * written. Each of the last merged changes of the branch was replayed with the candidate config
 * (deterministic checks only, as `pr --llm off`); here, from those outcomes alone, a rule the
 * team's honest merges break is relaxed, with the evidence beside it in the config, and the
 * header says what was proven. Pure: the replay is the front end's (cli/init-history.ts).
 */
import type { ProposedCheck } from './config-template.js';

/** One merged change, replayed: the gate checks that failed on it, by their index in the proposed gate. */
export interface ReplayedChange {
  sha: string;
  /** The commit's subject line. */
  title: string;
  failed: ReadonlyArray<{ index: number; evidence: string }>;
  /** Why it could not be replayed (its trees lack what a glob names, git could not read it). */
  error?: string | undefined;
}

export interface History {
  /** The branch replayed, as the header names it. */
  branch: string;
  /** Newest first, as `git log --first-parent` lists them. */
  changes: readonly ReplayedChange[];
  seconds: number;
}

export interface ProvenGate {
  gate: ProposedCheck[];
  /** The config's header lines (comments), saying what was proven. */
  header: string[];
  /** One line for the person running init. */
  summary: string;
}

const short = (sha: string): string => sha.slice(0, 7);
const named = (c: ReplayedChange): string => `${short(c.sha)} "${c.title.length > 60 ? `${c.title.slice(0, 57)}…` : c.title}"`;

/** A limit a little above `seen`, on a round number, so the next change of the same size passes too. */
export function limitAbove(seen: number): number {
  const step = seen < 5_000 ? 500 : 5_000;
  return Math.ceil((seen * 1.25) / step) * step;
}

/** The changed lines a max-changed-lines failure counted (its evidence begins with them). */
const countedLines = (evidence: string): number | undefined => {
  const moved = /not counted: (\d+)/.exec(evidence);
  const total = /^(\d+) changed line/.exec(evidence);
  const n = moved?.[1] ?? total?.[1];
  return n === undefined ? undefined : Number(n);
};

/** The gate as proposed, relaxed where the history's honest merges fail it, and the header. */
export function proveOnHistory(gate: readonly ProposedCheck[], history: History): ProvenGate {
  const replayed = history.changes.filter((c) => c.error === undefined);
  const n = replayed.length;
  const of = `of the last ${n} merged change${n === 1 ? '' : 's'} of ${history.branch}`;
  if (history.changes.length === 0) {
    return {
      gate: [...gate],
      header: [`# not proven on history: ${history.branch} has no merged change yet (today's defaults)`],
      summary: `no merged change on ${history.branch} to replay: today's defaults`,
    };
  }
  const relaxed = new Set<number>();
  const proven = gate.map((check, index): ProposedCheck => {
    const failing = replayed.filter((c) => c.failed.some((f) => f.index === index));
    if (failing.length === 0) return check;
    const kind = String(check.spec['kind']);
    if (kind === 'no-placeholders') {
      relaxed.add(index);
      return {
        ...check,
        leftOut: `${failing.length} ${of} added a TODO, FIXME or XXX comment (e.g. ${named(failing[0]!)}): this team merges them`,
      };
    }
    if (kind === 'max-changed-lines') {
      const seen = failing.map((c) => ({ c, lines: countedLines(c.failed.find((f) => f.index === index)!.evidence) ?? 0 }));
      const largest = seen.reduce((a, b) => (b.lines > a.lines ? b : a));
      relaxed.add(index);
      return {
        ...check,
        spec: { ...check.spec, max: Math.max(Number(check.spec['max']), limitAbove(largest.lines)) },
        note: `above the largest ${of} (${largest.lines} changed lines in ${named(largest.c)}); moved lines do not count`,
      };
    }
    return check;
  });
  const blocked = replayed.filter((c) => c.failed.some((f) => !relaxed.has(f.index)));
  const skipped = history.changes.filter((c) => c.error !== undefined);
  const replay = `deterministic checks; replayed in ${Math.round(history.seconds)} s`;
  const head =
    blocked.length === 0
      ? `# passes all ${n} ${of} (${replay})`
      : `# passes ${n - blocked.length} ${of} (${replay}); it still blocks ${blocked.length}, see below`;
  const blocks = blocked.slice(0, 5).map((c) => {
    const why = c.failed
      .filter((f) => !relaxed.has(f.index))
      .map((f) => `${String(gate[f.index]?.spec['kind'])}: ${firstLine(f.evidence)}`);
    return `#   ${named(c)}: ${why.join('; ')}`;
  });
  const notReplayed = skipped.length > 0 ? [`#   (${skipped.length} not replayed: ${firstLine(skipped[0]!.error!)})`] : [];
  const summary =
    blocked.length === 0
      ? `passes all ${n} ${of}${relaxed.size > 0 ? `, with ${relaxed.size} rule(s) relaxed as the history shows (see the comments)` : ''}`
      : `passes ${n - blocked.length} ${of}; ${blocked.length} still fail a check (named in the config's header)`;
  return { gate: proven, header: [head, ...blocks, ...notReplayed], summary };
}

const firstLine = (text: string): string => {
  const line = text.split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}…` : line;
};
