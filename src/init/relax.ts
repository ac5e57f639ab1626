/**
 * What the repository's own history says about the gate init is about to write (issue 38): the
 * last merged changes of the branch, replayed with the candidate config's deterministic checks,
 * come in here as outcomes, and the gate goes out relaxed wherever it would have blocked one of
 * them, with the evidence in a comment beside it. Pure: the replay itself is the front end's.
 *
 * A merged change is taken as honest: the team merged it. So a rule that blocked one is a rule the
 * team does not follow (left out, saying how often), and a size limit that blocked one is set above
 * the largest. Only whole-file validity stays: a change that merged a real syntax error is named in
 * the header as one the config still blocks, not a reason to stop checking syntax.
 */
import type { ProposedCheck } from './config-template.js';

/** One merged change as the candidate config judged it. */
export interface ReplayedRange {
  /** The merged commit (its first parent is the base). */
  sha: string;
  /** The first line of its message. */
  title: string;
  /**
   * By index into the proposed gate: the one-line reason a check failed this change. A negative
   * index is a check the run adds itself (the tripwires): never relaxed.
   */
  blocked: ReadonlyMap<number, string>;
  /** By index of a size check that blocked it: the lines that check counted. */
  sizes: ReadonlyMap<number, number>;
  /** Set when the change could not be replayed at all (the reason). */
  error?: string | undefined;
}

export interface ReplayedHistory {
  /** The branch replayed (`main`), or `HEAD` when none is checked out. */
  branch: string;
  /** The ranges, newest first. */
  ranges: readonly ReplayedRange[];
  /** Wall-clock time of the replay. */
  seconds: number;
}

/** The gate after the history had its say, and what the config's header says was proven. */
export interface RelaxedGate {
  gate: ProposedCheck[];
  header: string[];
  /** The changes the written config still blocks, with why. */
  stillBlocked: Array<{ sha: string; reason: string }>;
}

/**
 * Kinds whose failure is a real error however often the team merged one: a file that is not valid
 * at all, or a committed credential (a merged one is a leak to rotate, not a habit to allow).
 */
const VALIDITY_KINDS = new Set(['syntax', 'json-valid', 'yaml-valid', 'no-secrets']);
/** Kinds whose number is a limit the history can be measured against. */
const SIZE_KINDS = new Set(['max-changed-lines']);

/** SHAs named per relaxed rule; the rest are counted. */
const SHOWN_SHAS = 5;
/** Changes still blocked named in the header; the rest are counted. */
const SHOWN_BLOCKED = 10;

const short = (sha: string): string => sha.slice(0, 12);
/** A comment line holds one line: a reason that spans several is joined, and clipped. */
const oneLine = (text: string): string => {
  const joined = text.replace(/\s*\n\s*/g, ' ').trim();
  return joined.length > 200 ? `${joined.slice(0, 199)}…` : joined;
};
const thousands = (n: number): string => n.toLocaleString('en-US');

/**
 * A limit above `largest` with room to spare (a tenth more), rounded up to two significant digits:
 * 12,268 → 14,000; 2,100 → 2,400.
 */
export function limitAbove(largest: number): number {
  const target = Math.ceil(largest * 1.1) + 1;
  const step = 10 ** Math.max(0, String(target).length - 2);
  return Math.ceil(target / step) * step;
}

/** `"all 50 of the last 50"` / `"48 of the last 50"`. */
function howMany(passed: number, total: number): string {
  return passed === total ? `all ${total} of the last ${total}` : `${passed} of the last ${total}`;
}

/** Relaxes `gate` by what its replay on `history` found (indexes of `blocked` are the gate's); says what was proven. */
export function relaxForHistory(gate: readonly ProposedCheck[], history: ReplayedHistory): RelaxedGate {
  const ranges = history.ranges;
  const total = ranges.length;
  const relaxed = new Set<number>();
  const out: ProposedCheck[] = gate.map((check, index) => {
    const blocking = ranges.filter((r) => r.blocked.has(index));
    const kind = String(check.spec['kind']);
    if (blocking.length === 0 || VALIDITY_KINDS.has(kind)) return check;
    relaxed.add(index);
    const named = blocking.slice(0, SHOWN_SHAS).map((r) => short(r.sha));
    const shas = `${named.join(', ')}${blocking.length > SHOWN_SHAS ? `, … ${blocking.length - SHOWN_SHAS} more` : ''}`;
    if (SIZE_KINDS.has(kind)) {
      const sized = blocking.map((r) => ({ r, size: r.sizes.get(index) ?? 0 }));
      const largest = sized.reduce((a, b) => (b.size > a.size ? b : a));
      // Above the limit it had too: a size the replay could not count (0) never lowers it.
      const max = Math.max(limitAbove(largest.size), limitAbove(Number(check.spec['max'])));
      return {
        ...check,
        spec: { ...check.spec, max },
        evidence: [
          `max raised from ${thousands(Number(check.spec['max']))} to ${thousands(max)}: ${blocking.length} of the last ${total} merged changes of ${history.branch} ${blocking.length === 1 ? 'was' : 'were'} larger (${shas});`,
          `the largest counted ${thousands(largest.size)} lines (${short(largest.r.sha)} ${oneLine(JSON.stringify(largest.r.title))}). Moved and renamed lines are not counted.`,
        ],
      };
    }
    const first = oneLine(blocking[0]!.blocked.get(index)!);
    return {
      ...check,
      leftOut: true,
      evidence: [
        `${kind} is left out: ${blocking.length} of the last ${total} merged changes of ${history.branch} would have failed it (${shas}),`,
        `e.g. ${first}`,
        `so the team evidently merges such changes. Put it back (remove the "# ") to hold new changes to it:`,
      ],
    };
  });

  const stillBlocked = ranges.flatMap((r) => {
    if (r.error !== undefined) return [{ sha: r.sha, reason: `could not be replayed: ${r.error}` }];
    const reasons = [...r.blocked.entries()].filter(([i]) => !relaxed.has(i)).map(([, why]) => why);
    return reasons.length > 0 ? [{ sha: r.sha, reason: reasons.join('; ') }] : [];
  });
  const passed = total - stillBlocked.length;
  const proven = `# passes ${howMany(passed, total)} merged changes of ${history.branch} (deterministic checks; replayed in ${Math.max(1, Math.round(history.seconds))} s)`;
  const header =
    stillBlocked.length === 0
      ? [proven]
      : [
          `${proven}; the ${stillBlocked.length} it still blocks:`,
          ...stillBlocked.slice(0, SHOWN_BLOCKED).map((b) => `#   ${short(b.sha)} ${oneLine(b.reason)}`),
          ...(stillBlocked.length > SHOWN_BLOCKED ? [`#   … and ${stillBlocked.length - SHOWN_BLOCKED} more`] : []),
        ];
  return { gate: out, header, stillBlocked };
}
