import { describe, expect, it } from 'vitest';
import { limitAbove, proveOnHistory, type History } from '../../../src/init/history.js';
import type { ProposedCheck } from '../../../src/init/config-template.js';

const gate: ProposedCheck[] = [
  { spec: { kind: 'syntax', files: '**/*.py' } },
  { spec: { kind: 'no-placeholders', files: '**/*.py', scope: 'added' } },
  { spec: { kind: 'max-changed-lines', max: 2000 }, note: 'in source files' },
];
const sha = (n: number): string => String(n).repeat(40).slice(0, 40);
const history = (changes: History['changes']): History => ({ branch: 'main', changes, seconds: 12.4 });

describe('proveOnHistory', () => {
  it('leaves out a rule the merges break, raises a limit above them, and says all passed', () => {
    const proven = proveOnHistory(
      gate,
      history([
        { sha: sha(1), title: 'Add retries', failed: [{ index: 1, evidence: 'a.py:3:3: # TODO: retries' }] },
        {
          sha: sha(2),
          title: 'Move tests',
          failed: [{ index: 2, evidence: '12268 changed line(s) (+9000 −3268) in 4 file(s), over the limit of 2000' }],
        },
        { sha: sha(3), title: 'Docs', failed: [] },
      ]),
    );
    expect(proven.header).toEqual(['# passes all 3 of the last 3 merged changes of main (deterministic checks; replayed in 12 s)']);
    expect(proven.gate[0]).toBe(gate[0]);
    expect(proven.gate[1]!.leftOut).toBe(
      '1 of the last 3 merged changes of main added a TODO, FIXME or XXX comment (e.g. 1111111 "Add retries"): this team merges them',
    );
    expect(proven.gate[2]!.spec['max']).toBe(20_000);
    expect(proven.gate[2]!.note).toContain('12268 changed lines in 2222222 "Move tests"');
    expect(proven.summary).toContain('with 2 rule(s) relaxed');
  });

  it('a limit counts what was not moved', () => {
    const proven = proveOnHistory(
      gate,
      history([
        {
          sha: sha(1),
          title: 'Split',
          failed: [
            {
              index: 2,
              evidence:
                '6000 changed line(s) (+3000 −3000) in 3 file(s); 1800 line(s) moved (deleted and added again, the same text), not counted: 2400, over the limit of 2000',
            },
          ],
        },
      ]),
    );
    expect(proven.gate[2]!.spec['max']).toBe(3000);
  });

  it('keeps a rule that blocks a real error, and the header names what it still blocks (the twin)', () => {
    const proven = proveOnHistory(
      gate,
      history([
        { sha: sha(1), title: 'Broken', failed: [{ index: 0, evidence: 'b.py:1:7: invalid syntax (python; python 3.11)' }] },
        { sha: sha(2), title: 'Fine', failed: [] },
        { sha: sha(4), title: 'Old', failed: [], error: 'config: files "**/*.py" matches nothing' },
      ]),
    );
    expect(proven.gate).toEqual(gate);
    expect(proven.header).toEqual([
      '# passes 1 of the last 2 merged changes of main (deterministic checks; replayed in 12 s); it still blocks 1, see below',
      '#   1111111 "Broken": syntax: b.py:1:7: invalid syntax (python; python 3.11)',
      '#   (1 not replayed: config: files "**/*.py" matches nothing)',
    ]);
  });

  it("without history, today's defaults and a header that says so", () => {
    const proven = proveOnHistory(gate, history([]));
    expect(proven.gate).toEqual(gate);
    expect(proven.header).toEqual(["# not proven on history: main has no merged change yet (today's defaults)"]);
  });

  it('limitAbove: a round number above what was seen', () => {
    expect(limitAbove(2600)).toBe(3500);
    expect(limitAbove(12_268)).toBe(20_000);
    expect(limitAbove(2001)).toBe(3000);
  });
});
