/**
 * Issue 38: the history's outcomes → the config init writes. Pure: replayed ranges are data here;
 * test/e2e/cli/init-history.test.ts replays a real repository through the built CLI.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { proposedGate, renderConfig, type ProposedCheck } from '../../../src/init/config-template.js';
import { limitAbove, relaxForHistory, type ReplayedRange } from '../../../src/init/relax.js';

const GATE: ProposedCheck[] = [
  { spec: { kind: 'syntax', files: '**/*.ts' }, note: 'TypeScript' },
  { spec: { kind: 'no-placeholders', files: '**/*.ts', scope: 'added' } },
  { spec: { kind: 'max-changed-lines', files: '**/*.ts', max: 2000 }, note: 'in source files' },
];
const [SYNTAX, PLACEHOLDERS, SIZE] = [0, 1, 2];

const sha = (n: number): string => n.toString(16).padStart(40, 'a');
/** `total` honest ranges, newest first; `blocked` says which of them a check failed, and why. */
function history(
  total: number,
  blocked: Record<number, Array<[number, string, number?]>>,
): { branch: string; ranges: ReplayedRange[]; seconds: number } {
  const ranges = Array.from({ length: total }, (_, n): ReplayedRange => {
    const fails = blocked[n] ?? [];
    return {
      sha: sha(n),
      title: `change ${n}`,
      blocked: new Map(fails.map(([i, why]) => [i, why])),
      sizes: new Map(fails.flatMap(([i, , size]) => (size === undefined ? [] : [[i, size] as [number, number]]))),
    };
  });
  return { branch: 'main', ranges, seconds: 41.2 };
}

describe('relaxForHistory', () => {
  it('leaves the gate as it is when every merged change passes, and says all of them pass', () => {
    const relaxed = relaxForHistory(GATE, history(50, {}));
    expect(relaxed.gate).toEqual(GATE);
    expect(relaxed.header).toEqual(['# passes all 50 of the last 50 merged changes of main (deterministic checks; replayed in 41 s)']);
    expect(relaxed.stillBlocked).toEqual([]);
  });

  it('leaves out a rule the team does not follow, saying how often and where, the entry kept commented out', () => {
    const todo = (n: number): Array<[number, string]> => [[PLACEHOLDERS, `no-placeholders: src/f${n}.ts:3: TODO: retries`]];
    const relaxed = relaxForHistory(GATE, history(50, { 2: todo(2), 7: todo(7), 9: todo(9), 20: todo(20), 33: todo(33), 41: todo(41) }));
    const rule = relaxed.gate[PLACEHOLDERS]!;
    expect(rule.leftOut).toBe(true);
    expect(rule.evidence?.[0]).toBe(
      `no-placeholders is left out: 6 of the last 50 merged changes of main would have failed it (${[2, 7, 9, 20, 33]
        .map((n) => sha(n).slice(0, 12))
        .join(', ')}, … 1 more),`,
    );
    expect(rule.evidence?.[1]).toBe('e.g. no-placeholders: src/f2.ts:3: TODO: retries');
    expect(relaxed.header[0]).toMatch(/^# passes all 50 of the last 50 merged changes of main/);
    // Its twin: the other checks are untouched.
    expect(relaxed.gate[SYNTAX]).toEqual(GATE[SYNTAX]);
    expect(relaxed.gate[SIZE]).toEqual(GATE[SIZE]);
  });

  it('sets a size limit above the largest merged change, naming it', () => {
    const relaxed = relaxForHistory(
      GATE,
      history(50, {
        4: [[SIZE, 'max-changed-lines: 2400 changed line(s)', 2400]],
        12: [[SIZE, 'max-changed-lines: 12268 changed line(s)', 12268]],
      }),
    );
    const size = relaxed.gate[SIZE]!;
    expect(size.spec).toEqual({ kind: 'max-changed-lines', files: '**/*.ts', max: 14000 });
    expect(size.leftOut).toBeUndefined();
    expect(size.evidence?.join('\n')).toContain('max raised from 2,000 to 14,000: 2 of the last 50 merged changes of main were larger');
    expect(size.evidence?.join('\n')).toContain(`the largest counted 12,268 lines (${sha(12).slice(0, 12)} "change 12")`);
    expect(relaxed.stillBlocked).toEqual([]);
  });

  it('keeps a syntax check that a merged change failed, and the header names that change as still blocked', () => {
    const relaxed = relaxForHistory(
      GATE,
      history(50, {
        3: [[SYNTAX, 'syntax: src/broken.ts:1: Expression expected']],
        8: [
          [SYNTAX, 'syntax: src/other.ts:2: Unterminated string'],
          [PLACEHOLDERS, 'no-placeholders: src/other.ts:1: TODO'],
        ],
      }),
    );
    expect(relaxed.gate[SYNTAX]).toEqual(GATE[SYNTAX]);
    expect(relaxed.gate[PLACEHOLDERS]!.leftOut).toBe(true);
    expect(relaxed.header).toEqual([
      '# passes 48 of the last 50 merged changes of main (deterministic checks; replayed in 41 s); the 2 it still blocks:',
      `#   ${sha(3).slice(0, 12)} syntax: src/broken.ts:1: Expression expected`,
      `#   ${sha(8).slice(0, 12)} syntax: src/other.ts:2: Unterminated string`,
    ]);
  });

  it('keeps no-secrets that a merged change failed: a committed credential is a leak, not a habit', () => {
    const gate: ProposedCheck[] = [...GATE, { spec: { kind: 'no-secrets', scope: 'added' } }];
    const relaxed = relaxForHistory(gate, history(10, { 3: [[3, 'no-secrets: deploy/aws.env:2: AWS Secret Access Key: wJal…']] }));
    expect(relaxed.gate[3]).toEqual(gate[3]);
    expect(relaxed.stillBlocked).toEqual([{ sha: sha(3), reason: 'no-secrets: deploy/aws.env:2: AWS Secret Access Key: wJal…' }]);
  });

  it('counts a change that could not be replayed as not proven', () => {
    const h = history(3, {});
    h.ranges[1] = { ...h.ranges[1]!, error: 'git diff failed:\nbad object' };
    const relaxed = relaxForHistory(GATE, h);
    expect(relaxed.header[0]).toMatch(/^# passes 2 of the last 3 merged changes of main .*; the 1 it still blocks:$/);
    expect(relaxed.header[1]).toBe(`#   ${sha(1).slice(0, 12)} could not be replayed: git diff failed: bad object`);
  });

  it('writes a config the gate accepts, with the left-out rule commented out under its evidence', () => {
    const tree = { paths: ['src/a.ts', 'package.json'] };
    const gate = proposedGate(tree);
    const index = gate.findIndex((c) => c.spec['kind'] === 'no-placeholders');
    const relaxed = relaxForHistory(gate, history(10, { 1: [[index, 'no-placeholders: src/a.ts:1: TODO']] }));
    const text = renderConfig(tree, relaxed.gate, new Map(), undefined, relaxed.header);
    const config = parseConfig(text, '.github/critic-gate.yml');
    expect(config.gate.map((c) => c.kind)).not.toContain('no-placeholders');
    expect(text).toMatch(
      /\n {2}# so the team evidently merges such changes\. .*\n {2}# - \{kind: no-placeholders, files: "\*\*\/\*\.ts", scope: added\}\n/,
    );
    expect(text.split('\n')[1]).toBe('# passes all 10 of the last 10 merged changes of main (deterministic checks; replayed in 41 s)');
  });
});

describe('limitAbove', () => {
  it('leaves room above the largest, in round figures', () => {
    expect(limitAbove(12_268)).toBe(14_000);
    expect(limitAbove(2_100)).toBe(2_400);
    expect(limitAbove(3_000)).toBe(3_400);
    for (const n of [1, 9, 99, 2001, 123_456]) expect(limitAbove(n)).toBeGreaterThan(n);
  });
});
