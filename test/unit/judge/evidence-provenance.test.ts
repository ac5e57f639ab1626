/** Issue 44: a quote wholly inside a comment or string the change added never verifies "met". */
import { describe, expect, it } from 'vitest';
import { verifyEvidence } from '../../../src/judge/evidence.js';
import type { JudgeItem, MaterialFile } from '../../../src/judge/types.js';

const LINES = [
  'def run(cmd):',
  '    # errors are handled explicitly: every failure is raised',
  '    result = subprocess.run(cmd, check=True)  # raises CalledProcessError',
  '    log("errors are handled explicitly here")',
].map((text, i) => ({ n: i + 1, text }));

/** Claims on lines 2–4 as the material builder marks them: the comment, the trailing comment, the string. */
const CLAIMS = new Map<number, Array<[number, number]>>([
  [2, [[4, LINES[1]!.text.length]]],
  [3, [[46, LINES[2]!.text.length]]],
  [4, [[LINES[3]!.text.indexOf('"'), LINES[3]!.text.lastIndexOf('"') + 1]]],
]);

const file = (claims?: MaterialFile['claims']): MaterialFile => ({ path: 'src/run.py', lines: LINES, ...(claims ? { claims } : {}) });
const seen = new Map([['src/run.py', new Set([1, 2, 3, 4])]]);
const met = (line: number, quote: string): JudgeItem => ({ id: 'a', met: true, location: { path: 'src/run.py', line, quote } });
const verify = (item: JudgeItem, f: MaterialFile, provenance?: boolean) =>
  verifyEvidence(item, ['src/run.py'], new Map([[f.path, f]]), seen, provenance === undefined ? {} : { provenance });

describe('evidence provenance (issue 44)', () => {
  it('refuses a quote wholly inside an added comment, an added trailing comment, or an added string', () => {
    for (const [line, quote] of [
      [2, 'errors are handled explicitly: every failure is raised'],
      [3, 'raises CalledProcessError'],
      [4, 'errors are handled explicitly here'],
    ] as const) {
      const check = verify(met(line, quote), file(CLAIMS));
      expect(check.verified, quote).toBe(false);
      if (!check.verified) expect(check.reason).toContain('the author’s claim about the code, not the code');
    }
  });

  it('verifies code, and a quote that reaches from code into a comment', () => {
    expect(verify(met(3, 'result = subprocess.run(cmd, check=True)'), file(CLAIMS)).verified).toBe(true);
    expect(verify(met(3, 'check=True)  # raises CalledProcessError'), file(CLAIMS)).verified).toBe(true);
  });

  it('verifies the same comment where the base already had it (no claims marked), and for a canary', () => {
    expect(verify(met(2, 'errors are handled explicitly: every failure is raised'), file()).verified).toBe(true);
    expect(verify(met(2, 'errors are handled explicitly: every failure is raised'), file(CLAIMS), false).verified).toBe(true);
  });
});
